import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * Work counted and told, things arrived, diary entries named with a time, names that only point back,
 * decisions said less plainly, and greetings and moods in words the reader did not know. Read at
 * Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const inView = (title: string): ConversationState => ({ ...NOTHING, current: { title, due: null } });
const changes = (intents: Intent[]): Intent[] =>
  intents.filter((intent) => ['add_task', 'complete', 'remove', 'rename', 'snooze', 'reschedule'].includes(intent.kind));

describe('work counted and told ticks nothing', () => {
  it.each(['done 40 haircuts this week fyi', 'did about thirty fittings today, feet are killing me'])('%p', (text) =>
    expect(changes(readAt(text))).toEqual([]),
  );

  it('still ticks "done 2 and 3" on a list', () =>
    expect(readAt('done 2 and 3', { ...NOTHING, listed: ['a', 'b', 'c'] })).toEqual([
      { kind: 'complete', task: { by: 'number', number: 2 } },
      { kind: 'complete', task: { by: 'number', number: 3 } },
    ]));

  it.each(['done 14 High St survey', 'done 2024 accounts', 'finished payroll for the week'])(
    'still looks for the task named by %p',
    (text) => expect(readAt(text)).not.toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]),
  );

  it('still looks for "the 12 invoices" by name', () =>
    expect(readAt('done the 12 invoices')).not.toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]));
});

describe('news that ticks or adds nothing', () => {
  it.each(['the pallet of tiles from the merchant arrived, 30 boxes', 'sold 22 candles and 9 wreaths at the fair, record day'])(
    '%p',
    (text) => expect(changes(readAt(text))).toEqual([]),
  );

  it('still adds "return the boots that arrived today"', () =>
    expect(readAt('return the boots that arrived today').map((intent) => intent.kind)).toEqual(['add_task']));

  it('still adds "check the parcel arrived"', () =>
    expect(readAt('check the parcel arrived')).toEqual([
      { kind: 'add_task', title: 'Check the parcel arrived', due: null, important: false, repeat: null },
    ]));
});

describe('a name and what it is, with a time, is offered', () => {
  it.each<[string, string]>([
    ['Marsh viewing saturday', 'Europe/London'],
    ['Delgado intake 3pm', NEW_YORK],
  ])('%p', (text, zone) => expect(readAt(text, NOTHING, zone)[0]).toMatchObject({ kind: 'unclear', question: 'Shall I add it?' }));

  it.each(['Team meeting 3pm', 'Client call 2pm', 'Piano lesson 4pm'])('still adds %p, a job of its own', (text) =>
    expect(readAt(text).map((intent) => intent.kind)).toEqual(['add_task']),
  );

  it('adds it when asked: "remind me Delgado intake 3pm"', () =>
    expect(readAt('remind me Delgado intake 3pm', NOTHING, NEW_YORK)[0]).toMatchObject({ kind: 'add_task', title: 'Delgado intake' }));
});

describe('words that point back name no task', () => {
  it('asks for the new name of "change the name of that"', () =>
    expect(readAt('could you change the name of that', inView('Ring the bank'))).toEqual([
      { kind: 'unclear', understood: 'a new name for a task', question: 'What should it be called?' },
    ]));

  it('asks which tasks "delete both of them" means with no list sent', () =>
    expect(readAt('delete both of them')[0]).toMatchObject({ kind: 'unclear', question: 'Which task do you mean?' }));
});

describe('decisions said less plainly', () => {
  it.each<[string, string]>([
    ['i decide move the stall to the covered market, more footfall', 'Europe/London'],
    ['ya lo decidí, no more orders after the 15th', NEW_YORK],
    ['we will keep the sourdough at £4.50 after all, properly decided now', 'Europe/London'],
  ])('%p', (text, zone) => expect(readAt(text, NOTHING, zone).map((intent) => intent.kind)).toEqual(['decision']));

  it.each(['i decide tomorrow', 'tomorrow i decide about the lease, too tired now'])('leaves %p undecided', (text) =>
    expect(readAt(text).map((intent) => intent.kind)).not.toContain('decision'),
  );
});

describe('greetings and moods in more words', () => {
  it.each(['buenos dias mi amigo', 'wepa, buen día', 'hey daily 早上好'])('%p greets', (text) =>
    expect(readAt(text, NOTHING, NEW_YORK)).toEqual([{ kind: 'small_talk', what: 'greeting' }]),
  );

  it('hears "totally wabbit the day" as a feeling', () =>
    expect(readAt('feeling totally wabbit the day, everything is a guddle')).toEqual([{ kind: 'small_talk', what: 'feeling' }]));
});

describe('a tick told, then "please mark it done"', () => {
  it.each<[string, string]>([
    ['Sent the Hartley invoice this morning. Please mark as complete.', 'Hartley invoice'],
    ['finished the fence panels on Elm Rd, tick it off pls', 'fence panels on Elm Rd'],
  ])('%p ticks %p', (text, words) => expect(readAt(text)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]));

  it('ticks nothing when told not to: "Sent the Hartley invoice. Don\'t mark it done yet."', () =>
    expect(changes(readAt("Sent the Hartley invoice. Don't mark it done yet."))).toEqual([]));

  it('adds no task named "Mark complete"', () =>
    expect(readAt('I wrapped up the Jones valuation today. Please mark complete.').map((intent) => intent.kind)).not.toContain('add_task'));
});

it('asks what to change for "the vet moved to friday, can you fix that in my list"', () =>
  expect(readAt('the vet moved to friday, can you fix that in my list')).toEqual([
    { kind: 'unclear', understood: 'a change to a task', question: 'Which task do you mean, and what should change?' },
  ]));

describe('a word before a change says nothing of its own', () => {
  const kiln: ConversationState = { ...NOTHING, current: { title: 'Glaze the kiln load', due: '2026-11-12T19:30:00.000Z' } };
  const reminded: ConversationState = {
    pending: { about: 'follow_up', task: 'Quote the Leith flat' },
    current: { title: 'Quote the Leith flat', due: null },
    listed: [],
  };

  it('moves the task in view for "hang on make the kiln 8 not half 7", near its own time', () =>
    expect(readAt('hang on make the kiln 8 not half 7', kiln)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '20:00' },
    ]));

  it('moves it for "argh make it 9:15am, the client is early"', () =>
    expect(readAt('argh make it 9:15am, the client is early', kiln)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:15' },
    ]));

  it('does not tick on "yeah but can we shift it to friday"', () =>
    expect(readAt('yeah but can we shift it to friday', reminded)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]));
});

describe('"did" with a count is a report, not a question', () => {
  it.each(['did about forty mugs today, knackered', 'did 30 lessons this week, done in'])('%p', (text) => {
    const kinds = readAt(text).map((intent) => intent.kind);
    expect(kinds).not.toContain('question');
    expect(changes(readAt(text))).toEqual([]);
  });

  it('still hears "did I pay the rent" as a question', () =>
    expect(readAt('did I pay the rent').map((intent) => intent.kind)).toEqual(['question']));
});

it('agrees to "ok, change the bedding" in reply to the reminder of it, and adds no second task', () =>
  expect(
    readAt('ok, change the bedding', {
      pending: { about: 'follow_up', task: 'Change the bedding' },
      current: { title: 'Change the bedding', due: null },
      listed: [],
    }),
  ).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]));

describe('a decision keeps its words as said', () => {
  it.each([
    ['we decided to open at 8 instead of 9 on saturdays', 'We decided to open at 8 instead of 9 on saturdays'],
    ['decided: deliveries on friday rather than thursday', 'Deliveries on friday rather than thursday'],
  ])('%p', (text, kept) => expect(readAt(text)).toEqual([{ kind: 'decision', text: kept }]));
});

describe('"mark it done" after a thing told of, with another task in view', () => {
  const van: ConversationState = { ...NOTHING, current: { title: 'Book the van for the fair', due: null } };

  it('asks which task, and ticks nothing, for "Sam sorted the till roll, mark it as done pls"', () =>
    expect(readAt('Sam sorted the till roll, mark it as done pls', van)).toEqual([
      { kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' },
    ]));

  it('still ticks the task in view for "booked it just now, tick it off"', () =>
    expect(readAt('booked it just now, tick it off', van)).toEqual([{ kind: 'complete', task: { by: 'context' } }]));
});
