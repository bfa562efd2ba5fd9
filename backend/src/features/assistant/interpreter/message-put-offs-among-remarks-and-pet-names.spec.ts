import type { Intent } from './intent';
import { inView, listed, readAt, reminded } from './testing/read-at';

/**
 * A reminder put off in one part of a reply among remarks, pet names said to the person, routines in short
 * lines, numbers ticked beyond the list, and names set right by a number. Read at Wednesday 11 November 2026,
 * 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const task = (
  title: string,
  due: string | null,
  repeat: Intent & { kind: 'add_task' } extends { repeat: infer R } ? R : never = null,
): Intent[] => [{ kind: 'add_task', title, due, important: false, repeat }];
const ASKED_WHICH: Intent[] = [{ kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }];

describe('a reminder put off by one part of a reply, the others saying why', () => {
  it.each([
    ['give me 25 minut please, I am at the petrol station', 25],
    ['back in a sec! 10 mins, on the phone', 10],
    ['ugh not now, still walking the group round, give us an hour x', 60],
  ])('"%s" puts it off by %i minutes', (text, minutes) =>
    expect(readAt(text, reminded('print the tour sheets'))).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]),
  );

  it('"not rn 😩 stuck with a client, tonight pls 🙏" puts it off to tonight', () =>
    expect(readAt('not rn 😩 stuck with a client, tonight pls 🙏', reminded('send the deposit'), NEW_YORK)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T01:00:00.000Z', minutes: null },
    ]));

  it.each(['ah not yet, sure look', 'ugh not yet, the printer still has no toner', 'nope, the printer is jammed again'])(
    '"%s" says when nothing, so nothing is put off by it',
    (text) => expect(readAt(text, reminded('print the tour sheets')).some((intent) => intent.kind === 'snooze')).toBe(false),
  );
});

describe('a pet name said to the person is no part of the job', () => {
  it.each([
    ['remind me friday at 11 love to take the spare keys back', task('Take the spare keys back', '2026-11-13T11:00:00.000Z')],
    [
      'every Tuesday at 9 pet remind me to text the rota',
      task('Text the rota', '2026-11-17T09:00:00.000Z', { every: 'week', interval: 1 }),
    ],
    ['remind me to ring the landlord love x', task('Ring the landlord', null)],
  ])('"%s"', (text, read) => expect(readAt(text)).toEqual(read));

  it.each([
    ['remind me to send Gran my love', 'Send Gran my love'],
    ['remind me to get the dog the treats she loves', 'Get the dog the treats she loves'],
  ])('"%s" keeps the word where it is the person\'s own', (text, title) => expect(readAt(text)).toEqual(task(title, null)));

  it('a choice of what customers love keeps the word', () =>
    expect(readAt('dilemma: the plain tiles or the blue ones clients love')).toEqual([
      {
        kind: 'dilemma',
        question: 'dilemma: the plain tiles or the blue ones clients love',
        options: ['the plain tiles', 'the blue ones clients love'],
      },
    ]));
});

describe('asks and routines in other words', () => {
  it('"remind me in 3 hrs ring the glazier" leaves out the "to"', () =>
    expect(readAt('remind me in 3 hrs ring the glazier')).toEqual(task('Ring the glazier', '2026-11-11T18:00:00.000Z')));

  it('"remind me in 2 hrs" in reply to a reminder still puts it off', () =>
    expect(readAt('remind me in 2 hrs', reminded('ring the glazier'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: null, minutes: 120 },
    ]));

  it.each([
    ['mind me the morn tae book the van in', task('Book the van in', '2026-11-12T12:00:00.000Z')],
    [
      'every Monday at 7 mind me tae fill the water tank',
      task('Fill the water tank', '2026-11-16T07:00:00.000Z', { every: 'week', interval: 1 }),
    ],
    [
      'ilka first o the month mind me tae pay the unit rent',
      task('Pay the unit rent', '2026-12-01T12:00:00.000Z', { every: 'month', interval: 1 }),
    ],
    ['har Monday 9 baje remind me to check the stock', task('Check the stock', '2026-11-16T09:00:00.000Z', { every: 'week', interval: 1 })],
    ['remind me quarterly to file the VAT', task('File the VAT', null, { every: 'month', interval: 3 })],
  ])('"%s"', (text, read) => expect(readAt(text)).toEqual(read));

  it('"never mind me, just a long day" asks for nothing', () =>
    expect(readAt('never mind me, just a long day').some((intent) => intent.kind === 'add_task')).toBe(false));

  it('"every 2 wks. clean the van filters. start fri" is a routine from Friday', () =>
    expect(readAt('every 2 wks. clean the van filters. start fri', undefined, NEW_YORK)).toEqual(
      task('Clean the van filters', '2026-11-13T17:00:00.000Z', { every: 'week', interval: 2 }),
    ));
});

describe('items ticked by number beyond the list', () => {
  it('"1 done 2 done" with a list of one and that task in view asks which', () =>
    expect(
      readAt('1 done 2 done', { pending: null, current: { title: 'call the printer', due: null }, listed: ['call the printer'] }),
    ).toEqual(ASKED_WHICH));

  it('"1 done, 2 done" with no list sent asks which, never ticking the task in view', () =>
    expect(readAt('1 done, 2 done', inView('call the printer'))).toEqual(ASKED_WHICH));

  it('"1 done 2 done" with two items ticks both', () =>
    expect(readAt('1 done 2 done', listed('call the printer', 'pay the van'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 2 } },
    ]));
});

describe('a name or a date set right', () => {
  it('"Not bay 4, bay 7. sorry" renames the task in view', () =>
    expect(readAt('Not bay 4, bay 7. sorry', inView('hose down bay 4', '2026-11-12T17:00:00.000Z'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Hose down bay 7' },
    ]));

  it('"sorry I mean 12/12 not 2/12" moves it', () =>
    expect(readAt('sorry I mean 12/12 not 2/12', inView('renew the lease', '2026-12-02T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-12-12', time: null },
    ]));
});

describe('news beside the time a reminder is put off to', () => {
  it.each([
    ['kids still eating!! half 5 pls', '2026-11-11T17:30:00.000Z'],
    ['Please remind me again at 7, now I am in a meeting with the landlord', '2026-11-11T19:00:00.000Z'],
  ])('"%s" puts the reminder off, adding no task', (text, until) =>
    expect(readAt(text, reminded('mop the hall'))).toEqual([{ kind: 'snooze', task: { by: 'context' }, until, minutes: null }]),
  );

  it('"ring the bank, tomorrow 9am" in reply to a reminder is still a job of its own', () =>
    expect(readAt('ring the bank, tomorrow 9am', reminded('mop the hall'))).toEqual(task('Ring the bank', '2026-11-12T09:00:00.000Z')));
});

describe('a time said as "call it", a removal and its reason, the lot ticked', () => {
  it.each([
    ['call it half 8 instead, the light is better then', '20:30'],
    ['call it 6pm', '18:00'],
  ])('"%s" moves the task in view', (text, time) =>
    expect(readAt(text, inView('night walk Bootham', '2026-11-13T19:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time },
    ]),
  );

  it('"call it the Bootham walk" still renames', () =>
    expect(readAt('call it the Bootham walk', inView('night walk Bootham', '2026-11-13T19:00:00.000Z'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'The Bootham walk' },
    ]));

  it('"pls remove reminder for the Shah hotel, they going with another agent" names the task without the why', () =>
    expect(readAt('pls remove reminder for the Shah hotel, they going with another agent')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'shah hotel' } },
    ]));

  it('"not needed anymore, you can take away" in reply to a reminder removes it', () =>
    expect(readAt('not needed anymore, you can take away', reminded('renew the cab plate'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]));

  it('"symud the cleaning job to Friday morning" (Welsh) moves it', () =>
    expect(readAt('symud the cleaning job to Friday morning')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'cleaning job' }, date: '2026-11-13', time: '09:00' },
    ]));

  it('"did the lot" with a list shown ticks every item', () =>
    expect(readAt('did the lot, get in', listed('ring Mrs Kerr', 'order the sponges'))).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
      { kind: 'complete', task: { by: 'number', number: 2 } },
    ]));
});

describe('what the review of these readings found, kept as it was', () => {
  it.each([
    ['I mean 2 not 3', inView('order 3 pizzas', '2026-11-11T18:00:00.000Z')],
    ['not in 10 mins, ugh', reminded('call mum')],
    ['she lands in 2 hours, yay', reminded('call mum')],
    ['tomorrow? she is away', reminded('call mum')],
  ])('"%s" moves and puts off nothing', (text, conversation) =>
    expect(readAt(text, conversation).some((intent) => intent.kind === 'snooze' || intent.kind === 'reschedule')).toBe(false),
  );

  it('"Tomorrow 9am ok? today the yard is too busy" offers a time, and the reminder is put off to it', () =>
    expect(readAt('Tomorrow 9am ok? today the yard is too busy', reminded('count the chairs'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-12T09:00:00.000Z', minutes: null },
    ]));

  it.each([
    ['finished call Grace Love', 'call Grace Love'],
    ['done email Jo Darling', 'email Jo Darling'],
  ])('"%s": a name in capitals is kept', (text, words) =>
    expect(readAt(text, inView('call Grace Smith'))).toEqual([{ kind: 'complete', task: { by: 'words', words } }]),
  );

  it.each([
    ['send love to Jess', 'Send love to Jess'],
    ['take the pet to the vet', 'Take the pet to the vet'],
    ['buy a new pet', 'Buy a new pet'],
    ['ask mum to mind me', 'Ask mum to mind me'],
    ['do a 30 minut workout', 'Do a 30 minut workout'],
  ])('"%s" keeps every word', (text, title) => expect(readAt(text)).toEqual(task(title, null)));

  it('"tell Har Monday works" names someone, no routine', () =>
    expect(readAt('tell Har Monday works').every((intent) => intent.kind !== 'add_task' || intent.repeat === null)).toBe(true));

  it('"all 3 done" in reply to a reminder of three things ticks it', () =>
    expect(readAt('all 3 done', reminded('send 3 invoices'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]));

  it('"1 done" answers which of two tasks was meant', () =>
    expect(readAt('1 done', { pending: { about: 'which_task', options: ['call Jo', 'call Sam'] }, current: null, listed: [] })).toEqual([
      { kind: 'complete', task: { by: 'number', number: 1 } },
    ]));
});

describe('a number of a thing set right, said of a task that holds no such words', () => {
  it.each(['not Year 11, Year 10. sorry', 'bay 7 not bay 4'])('"%s" moves nothing', (text) =>
    expect(
      readAt(text, inView('invoice the Okafor family', '2026-11-13T17:30:00.000Z')).some(
        (intent) => intent.kind === 'reschedule' || intent.kind === 'snooze',
      ),
    ).toBe(false),
  );

  it.each([
    ['at 7 not 6', null, '19:00'],
    ['dec 2 not dec 3', '2026-12-02', null],
  ])('"%s" is still a time set right', (text, date, time) =>
    expect(readAt(text, inView('invoice the Okafor family', '2026-12-03T17:30:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date, time },
    ]),
  );
});

describe('an emoji said last', () => {
  it('"ay no, is Grant not Gant, change please 🙏" renames the task in view', () =>
    expect(readAt('ay no, is Grant not Gant, change please 🙏', inView('clean Mr Gant flat'), NEW_YORK)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Clean Mr Grant flat' },
    ]));
});
