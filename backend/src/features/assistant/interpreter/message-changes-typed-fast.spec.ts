import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * Changes typed fast or said around: "nvm" and "change of plan" before them, "mv" and "2p", one day
 * taken back for another, bookings taken off, names put "as" something, and a greeting before the
 * answer to a reminder. Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York);
 * wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const inView = (title: string, due: string | null = null): ConversationState => ({ ...NOTHING, current: { title, due } });
const reminded = (title: string): ConversationState => ({
  ...NOTHING,
  pending: { about: 'follow_up', task: title },
  current: { title, due: null },
});
const moved = (date: string | null, time: string | null): Intent[] => [{ kind: 'reschedule', task: { by: 'context' }, date, time }];

describe('a change of mind before a change', () => {
  it('"nvm make it 3p" moves the task in view, and removes nothing', () =>
    expect(readAt('nvm make it 3p', inView('send the pitch to Kim', '2026-11-12T15:00:00.000Z'), NEW_YORK)).toEqual(moved(null, '15:00')));

  it('"scratch tuesday, do thursday" moves it to a Thursday, and ticks nothing', () => {
    const [read] = readAt('scratch tuesday, do thursday. the venue is shut', inView('book the hall', '2026-11-17T12:00:00.000Z'));
    expect(read.kind === 'reschedule' && read.task.by === 'context' && read.time === null).toBe(true);
    expect(read.kind === 'reschedule' && new Date(`${read.date}T12:00:00Z`).getUTCDay()).toBe(4);
  });

  it('"scratch monday, do tuesday" with the task in view on another day asks which task, and moves nothing', () =>
    expect(
      readAt('scratch monday, do tuesday. the depot is shut monday', inView('call the inspector', '2026-11-17T15:00:00.000Z')),
    ).toEqual([{ kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' }]));

  it('"no 7.30, ..." is still a new hour, not a day taken back', () =>
    expect(readAt('no 7.30, before the shop opens', inView('ring the bakery', '2026-11-12T07:00:00.000Z'))).toEqual(moved(null, '07:30')));

  it('"change of plan, ..." with the job in view said again and a new day moves it', () =>
    expect(readAt('change of plan, order the flour monday not today', inView('order more flour', '2026-11-11T17:00:00.000Z'))).toEqual(
      moved('2026-11-16', null),
    ));

  it('"change of plan, ..." before news keeps the news as said', () =>
    expect(readAt('change of plan, we are not doing the craft fair this year')).not.toContainEqual(
      expect.objectContaining({ kind: 'add_task', title: 'Change of plan' }),
    ));
});

describe('letters typed for words', () => {
  it('"mv" is a move of the task named', () =>
    expect(readAt('mv dentist call to thu 9a', NOTHING, NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'dentist call' }, date: '2026-11-12', time: '09:00' },
    ]));

  it('"2p" after "at" is 2pm, and "8 a.m." keeps its dots out of the title', () => {
    expect(readAt('call the printer at 2p tmrw', NOTHING, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Call the printer', due: '2026-11-12T19:00:00.000Z', important: false, repeat: null },
    ]);
    expect(readAt('call the printer tomorrow at 8 a.m.')).toEqual([
      { kind: 'add_task', title: 'Call the printer', due: '2026-11-12T08:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('bookings taken off', () => {
  it.each([
    ['take off the spin class thing for friday, instructor is ill', 'spin class thing'],
    ["take Omar's lesson off monday", "omar's lesson"],
  ])('%p removes it', (text, words) => {
    const [read] = readAt(text);
    expect(read.kind).toBe('remove');
    expect(read.kind === 'remove' && read.task.by === 'words' && words.includes(read.task.words)).toBe(true);
  });

  it('"take off the old varnish from the door" is still a job', () =>
    expect(readAt('take off the old varnish from the door')[0].kind).toBe('add_task'));
});

describe('names put right in other words', () => {
  it('"put the name as …, is more clear" renames the task in view', () =>
    expect(readAt('can you put the name as ring Halden about the van lease, is more clear', inView('ring the leasing firm'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Ring Halden about the van lease' },
    ]));

  it("\"the one that says '…', put '…'\" renames the task quoted", () =>
    expect(readAt("the one that says 'fix the till', put 'replace the till roll' please")).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'fix the till' }, title: 'Replace the till roll' },
    ]));

  it('"call the X one \'…\' instead" renames it', () =>
    expect(readAt("call the bank one 'move savings to Marcus' instead")).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'bank' }, title: 'Move savings to Marcus' },
    ]));
});

describe('answers to a reminder', () => {
  it.each(["yep that's posted", 'thats sent'])('%p ticks the task reminded of, by no words of its own', (text) =>
    expect(readAt(text, reminded('post the contract to Lena'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]),
  );

  it('"morning! yes did that" ticks it, and puts nothing off till the morning', () =>
    expect(readAt('morning! yes did that', reminded('call the boatyard'), NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'context' } },
    ]));

  it('"morning coach" is a greeting', () =>
    expect(readAt('morning coach 👋', NOTHING, NEW_YORK)).toEqual([{ kind: 'small_talk', what: 'greeting' }]));

  it('"done 3 PT sessions already" counts work, and ticks nothing', () =>
    expect(readAt('done 3 PT sessions already 💪')).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]));
});

describe('a push to a day of the week is never to the day it is said', () => {
  it('"bump the stall to wed" said on a Wednesday is next Wednesday', () =>
    expect(readAt('bump it to wed', inView('book the stall', '2026-11-13T12:00:00.000Z'))).toEqual(moved('2026-11-18', null)));

  it('"move it to thursday" and "push it to thursday" are taken as said, earlier or not', () => {
    expect(readAt('push it to thursday', inView('book the van', '2026-11-14T12:00:00.000Z'))).toEqual(moved('2026-11-12', null));
    expect(readAt('move it to thursday', inView('book the van', '2026-11-14T12:00:00.000Z'))).toEqual(moved('2026-11-12', null));
  });
});

describe('the change said first, then three or more items of the list', () => {
  const shown: ConversationState = { ...NOTHING, listed: ['pay the printer', 'ring Dev', 'post the samples', 'book the van'] };
  const each = (kind: 'complete' | 'remove', ...numbers: number[]): Intent[] =>
    numbers.map((number) => ({ kind, task: { by: 'number', number } }));

  it.each([
    ['done 1, 3 and 4', each('complete', 1, 3, 4)],
    ['ticked off 2,3,4', each('complete', 2, 3, 4)],
    ['bin 1 2 and 4 pls', each('remove', 1, 2, 4)],
  ])('%p changes every item named', (text, expected) => expect(readAt(text, shown)).toEqual(expected));
});

describe('a greeting or an "also" before what is asked', () => {
  it('"gm. tick off …" ticks the task named, and adds nothing', () =>
    expect(readAt('gm. tick off the invoice run', NOTHING, NEW_YORK)).toEqual([
      { kind: 'complete', task: { by: 'words', words: 'invoice run' } },
    ]));

  it.each([
    ['hi hi, remind me to ring the framer on friday pls', 'Ring the framer'],
    ['ey up, need to book the van on 4/12', 'Book the van'],
    ['cheers, can you also remind me to pay the rates on the 1st', 'Pay the rates'],
    ['pls also add email Ravi tomorrow', 'Email Ravi'],
  ])('%p adds %p', (text, title) => {
    const [read] = readAt(text);
    expect(read.kind === 'add_task' && read.title).toBe(title);
  });
});

describe('found talking to the app', () => {
  it('"thats sent" with another kind of task in view ticks nothing', () =>
    expect(readAt('thats sent', inView('renew my insurance'))).toEqual([{ kind: 'unknown' }]));

  it('"thats sent" with a task to send in view ticks it', () =>
    expect(readAt('thats sent', inView('send the discharge report'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"did 7 assessments today" beside an unrelated task in view counts work, and ticks nothing', () =>
    expect(readAt('did 7 assessments today, shattered', inView('renew my insurance'))).toEqual([
      { kind: 'small_talk', what: 'acknowledgement' },
    ]));

  it('"done 12 invoices" beside "send the 12 invoices" still ticks by its words', () =>
    expect(readAt('done 12 invoices', inView('send the 12 invoices'))[0].kind).toBe('complete'));
});

describe('after review: what the new readings must leave alone', () => {
  const listOf = (...titles: string[]): ConversationState => ({ ...NOTHING, listed: titles });

  it.each(['take one off', 'take the booking off hold', 'take the gym reminder off repeat'])('%p removes nothing', (text) =>
    expect(readAt(text, inView('book the hall for the gym class'))).not.toContainEqual(expect.objectContaining({ kind: 'remove' })),
  );

  it('"push the call to wed 5pm" said Wednesday morning keeps today', () =>
    expect(readAt('push it to wed 5pm', inView('call the broker', '2026-11-13T12:00:00.000Z'), NEW_YORK)).toEqual(
      moved('2026-11-11', '17:00'),
    ));

  it('"scratch 2, 4" with a list shown is no time taken back', () =>
    expect(readAt('scratch 2, 4', listOf('a', 'b', 'c', 'd'))).not.toContainEqual(expect.objectContaining({ kind: 'reschedule' })));

  it('"it\'s been returned" in reply to "collect the parcel" ticks nothing', () =>
    expect(readAt("it's been returned", reminded('collect the parcel'))).not.toContainEqual(expect.objectContaining({ kind: 'complete' })));

  it('"remind me friday to tell Sam, the venue is booked" keeps what to tell', () =>
    expect(readAt('remind me friday to tell Sam, the venue is booked')[0]).toMatchObject({
      kind: 'add_task',
      title: expect.stringContaining('venue'),
    }));

  it('a long run of spaced numbers is read at once', () => {
    const started = Date.now();
    readAt(`done 1${' 1'.repeat(400)} x`, listOf('a', 'b', 'c'));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
