import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * A task named first and the change said after it ("gas bill reminder, move it to the 3rd"), a named
 * task bumped by a span, a job only pointed at with nothing named, and words of Birmingham and
 * Scotland. Read at Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const listed = (...titles: string[]): ConversationState => ({ ...NOTHING, listed: titles });
const moved = (words: string, date: string | null, time: string | null): Intent[] => [
  { kind: 'reschedule', task: { by: 'words', words }, date, time },
];
const NEW_YORK = 'America/New_York';

describe('a task named first, then moved', () => {
  it.each<[string, Intent[]]>([
    ['gas bill reminder move it to the 3rd', moved('gas bill', '2026-12-03', null)],
    ['the boiler service, can you push it to friday 10am', moved('boiler service', '2026-11-13', '10:00')],
    ['skip hire - shift to monday', moved('skip hire', '2026-11-16', null)],
    ['quarterly VAT, change for 18/11 9 morning', moved('quarterly vat', '2026-11-18', '09:00')],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('reads a New York day month-first: "insurance renewal move to 12/2"', () =>
    expect(readAt('insurance renewal move to 12/2', NOTHING, NEW_YORK)).toEqual(moved('insurance renewal', '2026-12-02', null)));

  it.each(['they want to move it to friday', 'the client asked to move it to friday', 'dentist moved to friday'])(
    'takes %p for news, not a move of a task named by it',
    (text) => expect(readAt(text).some((intent) => intent.kind === 'reschedule' && intent.task.by === 'words')).toBe(false),
  );

  it('leaves "ugh push it to friday" about the task asked about', () =>
    expect(
      readAt('ugh push it to friday', {
        pending: { about: 'follow_up', task: 'Pay the lads' },
        current: { title: 'Pay the lads', due: null },
        listed: [],
      }),
    ).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null }]));
});

describe('a named task bumped by a span', () => {
  it.each<[string, Intent[]]>([
    ['bump the Okafor call 45 min', [{ kind: 'snooze', task: { by: 'words', words: 'okafor call' }, until: null, minutes: 45 }]],
    ['kick the tyre check back by an hour', [{ kind: 'snooze', task: { by: 'words', words: 'tyre check' }, until: null, minutes: 60 }]],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));
});

describe('a job only pointed at, with nothing named', () => {
  it.each(['sort that one out for me', 'do the same for all of them', 'send those over'])('asks what %p means', (text) =>
    expect(readAt(text)).toEqual([expect.objectContaining({ kind: 'unclear' })]),
  );

  it('keeps "tell them" when the message named them first', () =>
    expect(readAt('we decided to drop the printer and remind me to tell them on monday').map((intent) => intent.kind)).toEqual([
      'decision',
      'add_task',
    ]));
});

describe('the last item of a list, and words of Birmingham and Scotland', () => {
  it('strikes "scratch the last one" off the list just sent', () =>
    expect(readAt('scratch the last one', listed('quote Hales', 'order turf', 'invoice Reid'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 3 } },
    ]));

  it('ticks "done the first twa"', () =>
    expect(readAt('done the first twa', listed('quote Hales', 'order turf', 'invoice Reid'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 2 } },
    ]));

  it('plans the day for "plan ma day hen"', () => expect(readAt('plan ma day hen')).toEqual([{ kind: 'prioritise', scope: 'plan_day' }]));

  it('ticks "did the last two" as the list\'s last two items', () =>
    expect(readAt('did the last two', listed('quote Hales', 'order turf', 'invoice Reid'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 2 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]));

  it('leaves "bab" out of the title', () =>
    expect(readAt('ring the plasterer tomorrow bab')).toEqual([
      { kind: 'add_task', title: 'Ring the plasterer', due: '2026-11-12T12:00:00.000Z', important: false, repeat: null },
    ]));
});

describe('a tick named before a remark, and "not now" before a change', () => {
  it.each<[string, string]>([['did the bank run at 10, queue was out the door', 'bank run']])('ticks %p as %p', (text, words) =>
    expect(readAt(text)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]),
  );

  // With nothing in view, how the deed went makes it news of the day, as the people who write such reports expect.
  it('ticks nothing for "finished the hedge on Park Road by 3, the shredder behaved for once"', () =>
    expect(readAt('finished the hedge on Park Road by 3, the shredder behaved for once')).toEqual([
      { kind: 'small_talk', what: 'acknowledgement' },
    ]));

  it('snoozes the named task for "thanks but not now, snooze the MOT booking till tomorrow 9"', () =>
    expect(readAt('thanks but not now, snooze the MOT booking till tomorrow 9')).toEqual([
      { kind: 'snooze', task: { by: 'words', words: 'mot booking' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]));

  it('puts the reminder off for "yeah but not now"', () =>
    expect(
      readAt('yeah but not now', {
        pending: { about: 'follow_up', task: 'Book the MOT' },
        current: { title: 'Book the MOT', due: null },
        listed: [],
      }),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 }]));

  it.each(['rename the site visit', 'change the time', 'sort the friday one'])('asks what %p should change, adding nothing', (text) =>
    expect(readAt(text)).toEqual([
      expect.objectContaining({ kind: 'unclear', question: 'Which task do you mean, and what should change?' }),
    ]),
  );

  it('adds "remind me to rename the photos on etsy" as the job it is', () =>
    expect(readAt('remind me to rename the photos on etsy')).toEqual([
      { kind: 'add_task', title: 'Rename the photos on etsy', due: null, important: false, repeat: null },
    ]));

  it('lists the week for "list this week please gracias"', () =>
    expect(readAt('list this week please gracias')).toEqual([{ kind: 'list', view: 'week', day: null }]));
});

describe('a named task put to another day, said another way', () => {
  it.each<[string, Intent[]]>([
    ['leave the gutter job till sat', moved('gutter job', '2026-11-14', null)],
    ['move the fence quote to monday, far too windy today', moved('fence quote', '2026-11-16', null)],
    ['shift the staff meetin tae friday, same time like', moved('staff meetin', '2026-11-13', null)],
    ['leave the boxes till sat, shop closed', moved('boxes', '2026-11-14', null)],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('reads "make the frame pickup 12/3 instead" month-first in New York', () =>
    expect(readAt('make the frame pickup 12/3 instead', NOTHING, NEW_YORK)).toEqual(moved('frame pickup', '2026-12-03', null)));

  it('keeps "hold off till 4" about the reminder', () =>
    expect(
      readAt('hold off till 4', {
        pending: { about: 'follow_up', task: 'Call Jen back' },
        current: { title: 'Call Jen back', due: null },
        listed: [],
      }),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T16:00:00.000Z', minutes: null }]));

  it('puts the reminder off for news then "so nudge me at 5"', () =>
    expect(
      readAt('bank shuts at half 5 so nudge me at 5', {
        pending: { about: 'follow_up', task: 'Pay in the cheques' },
        current: { title: 'Pay in the cheques', due: null },
        listed: [],
      }),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T17:00:00.000Z', minutes: null }]));
});

describe('another task named while one is in view (found talking to the app)', () => {
  const VET: ConversationState = { ...NOTHING, current: { title: 'Vet check for the ewes', due: '2026-11-12T10:00:00.000Z' } };

  it('adds "and the gas bill, remind me friday" rather than putting the vet check off', () =>
    expect(readAt('and the gas bill, remind me friday', VET)).toEqual([
      { kind: 'add_task', title: 'The gas bill', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]));

  it('moves the gas bill for "gas bill reminder move it to monday", not the vet check', () =>
    expect(readAt('gas bill reminder move it to monday', VET)).toEqual(moved('gas bill', '2026-11-16', null)));

  it('puts the vet check off for "the vet check, remind me friday"', () =>
    expect(readAt('the vet check, remind me friday', VET)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-13T12:00:00.000Z', minutes: null },
    ]));

  it('asks which task for "scratch the last one" with no list sent', () =>
    expect(readAt('scratch the last one')).toEqual([expect.objectContaining({ kind: 'unclear' })]));
});
