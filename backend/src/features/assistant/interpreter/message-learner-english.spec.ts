import { readAt as read } from './testing/read-at';
import { inViewOf, listOf } from './testing/conversations';
import { inLearnersWords } from './message-learner-english';

/** English as learners of it write, put in the readers' order. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const NEW_YORK = 'America/New_York';

describe('the order a learner says it in', () => {
  it.each([
    ['friday the plumber I must ring', 'friday ring the plumber'],
    ['to landlord send the photos tomorrow', 'send the photos tomorrow to landlord'],
    ['remind me email the school', 'remind me to email the school'],
    ['dentist for Ola friday 10:00, remind me please', 'remind me dentist for Ola friday 10:00'],
    ['sorry is 4 not 3', 'make it 4'],
    ['bis 28.11. send the tax form', 'by 28 nov send the tax form'],
    ['every evening 21.00 lock the shed', 'every day at 21:00 lock the shed'],
    ['every 3 of month pay the van loan', 'on the 3rd of every month pay the van loan'],
  ])('given %p -> %p', (text, plain) => {
    expect(inLearnersWords(text)).toBe(plain);
  });

  it.each([
    'the thing is I must call Bob',
    'for the school I need to print the tests',
    "it's 5pm already",
    'can you remind me tomorrow',
    'version 2.30 is live',
    'we did 18.5 hours this week',
  ])('given %p -> left as said', (text) => {
    expect(inLearnersWords(text)).toBe(text);
  });
});

describe('asks and changes', () => {
  it('given "tomorow morning the printer I must call" -> call the printer tomorrow at 9', () => {
    expect(read('tomorow morning the printer I must call')).toEqual([
      { kind: 'add_task', title: 'Call the printer', due: '2026-11-12T09:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "remind me on 18.30 to lock the shop" -> today at 18:30', () => {
    expect(read('remind me on 18.30 to lock the shop')).toEqual([
      { kind: 'add_task', title: 'Lock the shop', due: '2026-11-11T18:30:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "sorry is 9 not 8" with a task in view -> moved to 9', () => {
    expect(read('sorry is 9 not 8', inViewOf('Call Jo', '2026-11-12T08:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '09:00' },
    ]);
  });

  it('given "the tile order you can delete, I ordered by phone" -> that task removed', () => {
    expect(read('the tile order you can delete, I ordered by phone')).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'tile order' } },
    ]);
  });

  it('given "fitting with Dana change to 5pm" -> that task moved', () => {
    expect(read('fitting with Dana change to 5pm')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'fitting with dana' }, date: null, time: '17:00' },
    ]);
  });

  it('given "the client call got moved to friday" -> news, no change', () => {
    expect(read('the client call got moved to friday').map((intent) => intent.kind)).not.toContain('reschedule');
  });

  it('given "write it like \'Ola - root canal\'" with a task in view -> renamed', () => {
    expect(read("write it like 'Ola - root canal'", inViewOf('Dentist for Ola'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Ola - root canal' },
    ]);
  });

  it('given "number 3 is finish" with a list -> the third done', () => {
    expect(read('number 3 is finish', listOf('a', 'b', 'c'))).toEqual([{ kind: 'complete', task: { by: 'number', number: 3 } }]);
  });
});

describe('questions said before they are turned', () => {
  it('given "you can remind me at 15:00 to call the bank?" -> a task at 15:00 New York time', () => {
    expect(read('you can remind me at 15:00 to call the bank?', undefined, NEW_YORK)).toEqual([
      { kind: 'add_task', title: 'Call the bank', due: '2026-11-11T20:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "you can remind me by text also?" -> a question, no task', () => {
    expect(read('you can remind me by text also?').map((intent) => intent.kind)).toEqual(['question']);
  });

  it.each([
    ['thursday I have free time?', 'free_time'],
    ['monday afternoon free or no?', 'free_time'],
    ['friday what I have', 'list'],
    ['which jobs I forgot?', 'list'],
    ['which supplier I choose?', 'recall_decision'],
    ['put in order my day', 'prioritise'],
    ['priority for today please', 'prioritise'],
  ])('given %p -> %p', (text, kind) => {
    expect(read(text).map((intent) => intent.kind)).toEqual([kind]);
  });
});

describe('said in a word of another language', () => {
  it.each(['grazie mille', 'mulțumesc', 'cảm ơn nhiều', 'many thanks for remind me'])('given %p -> thanks', (text) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what: 'thanks' }]);
  });

  it.each(['fatto', 'listo ✔'])('given %p with a task in view -> done', (text) => {
    expect(read(text, inViewOf('Call Jo'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });
});

describe('decisions in plain words', () => {
  it.each(['I will not renew the lease with the storage firm', 'we change from Sage to Xero', 'from now, every client pays a deposit'])(
    'given %p -> a decision',
    (text) => {
      expect(read(text).map((intent) => intent.kind)).toEqual(['decision']);
    },
  );
});

describe('ordinary English the learners’ rules leave alone', () => {
  const changes = new Set(['remove', 'complete', 'reschedule', 'rename', 'snooze', 'decision']);
  const changed = (text: string, conversation = inViewOf('Call the supplier', '2026-11-11T14:00:00.000Z')) =>
    read(text, conversation).some((intent) => changes.has(intent.kind));

  it.each([
    'the customer wants to cancel',
    'the invoice is complete',
    'the van is ready now',
    'the deadline is passed',
    'not yet, once I finish you can mark it done',
    'the rules change on monday',
    'the bin collection change to thursday',
    'does the reminder delete itself?',
    'the old screenshots delete, I sent them',
    "I'm moving the boxes to the loft",
    'we moved from Leeds to York',
    "I won't sign the lease unless they fix the damp",
  ])('given %p with a reminder waiting -> nothing changed', (text) => {
    expect(changed(text)).toBe(false);
  });

  it.each([
    'the woman I need to ring never picks up',
    'the parcel I have to collect is not ready',
    'Dave said he would remind me on friday',
    'the call tomorrow got cancelled, remind me',
    'every morning 5 push ups',
    'tomorrow 1500 flyers to print',
  ])('given %p -> no task with a wrong name or hour', (text) => {
    const [intent] = read(text);
    expect(intent.kind === 'add_task' && /\d{2}:\d{2}/.test(intent.title)).toBe(false);
    expect(intent.kind === 'add_task' && /(?:never|not ready|said|cancelled)/i.test(intent.title)).toBe(false);
  });

  it.each([
    ['remind me to leave by 5.10 tomorrow', '2026-11-12T17:10:00.000Z'],
    ['chase ticket 1730 friday', '2026-11-13T12:00:00.000Z'],
    ['install the 2.1 update tomorrow', '2026-11-12T12:00:00.000Z'],
    ['pay Dave 23.50 for the paint tomorrow', '2026-11-12T12:00:00.000Z'],
  ])('given %p -> due %p', (text, due) => {
    const [intent] = read(text);
    expect(intent.kind === 'add_task' && intent.due).toBe(due);
  });

  it.each(['ring Gata about the cake tomorrow', 'email Mr Klaar on monday'])('given %p -> the name stays', (text) => {
    const [intent] = read(text);
    expect(intent.kind === 'add_task' && /Gata|Klaar/.test(intent.title)).toBe(true);
  });
});
