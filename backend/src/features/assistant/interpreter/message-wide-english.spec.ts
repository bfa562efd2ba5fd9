import type { ConversationState } from './intent';
import { kindsAt as kinds, NOTHING, readAt as read } from './testing/read-at';

/**
 * Kinds read this round: English as learners, Indian, Australian and formal writers put it; names given
 * in quotes after a task pointed at; things told as dealt with; decisions under a label or after a
 * run-up; the list, free time and repeats asked in few words; a yes to "Did you get to X?". Wordings
 * here are our own.
 */

const IN_VIEW: ConversationState = { ...NOTHING, current: { title: 'Send the brochure to Mr Okoro', due: '2026-11-12T10:00:00.000Z' } };
const REMINDED: ConversationState = {
  pending: { about: 'follow_up', task: 'Pack the market stall' },
  current: { title: 'Pack the market stall', due: '2026-11-11T14:00:00.000Z' },
  listed: [],
};
const LISTED: ConversationState = { ...NOTHING, listed: ['Order labels', 'Email the printer', 'Book the van'] };
const at = (instant: string) => new Date(instant).toISOString();

describe('learners, Indian, Australian and formal English', () => {
  it.each([
    ['remember me to renew the van tax on monday', 'Renew the van tax', '2026-11-16T12:00:00.000Z'],
    ['I need you remind me to call the bank tomorrow 10am', 'Call the bank', '2026-11-12T10:00:00.000Z'],
    ['Kindly remind me to pay the electrician on friday', 'Pay the electrician', '2026-11-13T12:00:00.000Z'],
  ])('given %p -> the task asked for', (text, title, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due, important: false, repeat: null }]);
  });

  it('given "prepone the supplier call to 11" -> the named task moved', () => {
    expect(read('prepone the supplier call to 11')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'supplier call' }, date: null, time: '11:00' },
    ]);
  });

  it('given "tmrw arvo restock the fridge" -> an afternoon task, not one titled "arvo"', () => {
    const [task] = read('tmrw arvo restock the fridge');
    expect(task).toMatchObject({ kind: 'add_task', title: 'Restock the fridge' });
  });

  it('given "kindly rename it as Brochure for Mr Okoro" -> the task in view renamed', () => {
    expect(read('kindly rename it as Brochure for Mr Okoro', IN_VIEW)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Brochure for Mr Okoro' },
    ]);
  });

  it('given "revert?" -> no undo: "revert" asks for a reply in Indian English', () => {
    expect(kinds('revert?')).not.toContain('undo');
  });

  it.each(['do the needful', 'do the thing from before'])('given %p -> asked about, never a task', (text) => {
    expect(kinds(text)).toEqual(['unclear']);
  });
});

describe('a new name in quotes, after the task it is for', () => {
  it.each([
    ["rename #2 'email the printer about the proofs'", { by: 'number', number: 2 }, 'Email the printer about the proofs'],
    ["call the van task 'book the big van for saturday'", { by: 'words', words: 'van' }, 'Book the big van for saturday'],
    ['change to "brochure and price list for Mr Okoro"', { by: 'context' }, 'Brochure and price list for Mr Okoro'],
    ['please put the name "Okoro brochure, second draft"', { by: 'context' }, 'Okoro brochure, second draft'],
  ])('given %p -> that task renamed', (text, task, title) => {
    expect(read(text, { ...LISTED, current: IN_VIEW.current })).toEqual([{ kind: 'rename', task, title }]);
  });

  it('given a new title holding a price -> renamed, the price no hour', () => {
    expect(read('change the bookshelf task to relist the bookshelf at $45')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'bookshelf' }, title: 'Relist the bookshelf at $45' },
    ]);
  });

  it('given a change to "the … task" read as nothing else -> asked about, never added', () => {
    expect(kinds('switch the florist reminder over to the other shop somehow')).not.toContain('add_task');
  });
});

describe('replies to "Did you get to X?"', () => {
  it.each(['yep', 'yh', 'yeah thanks'])('given %p -> the task done', (text) => {
    expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it.each([
    ['later', 60],
    ['remind me again in one hour and half', 90],
    ['unloading now. 15 minutes', 15],
  ])('given %p -> put off by %p minutes', (text, minutes) => {
    expect(read(text, REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes }]);
  });

  it('given "send me again at 4pm please" -> put off to 4pm', () => {
    expect(read('send me again at 4pm please', REMINDED)).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: at('2026-11-11T16:00:00Z'), minutes: null },
    ]);
  });
});

describe('a thing told as dealt with', () => {
  it.each([
    ['labels ordered', 'labels'],
    ['the proofs are sent', 'proofs'],
    ['insurance docs uploaded', 'insurance docs'],
  ])('given %p -> that task done', (text, words) => {
    expect(read(text)).toEqual([{ kind: 'complete', task: { by: 'words', words } }]);
  });

  it('given "#2 sent" after a list -> number 2 done', () => {
    expect(read('#2 sent', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
  });

  it.each([
    'the gazebo is booked for the 21st',
    'can I get the van booked for friday',
    'Ayo signed!!',
    'half done',
    'the printer paid late',
  ])('given %p -> nothing ticked off', (text) => {
    expect(kinds(text)).not.toContain('complete');
  });

  it('given news of a job done today with nothing in view -> asked about', () => {
    expect(kinds('paid off the printer loan today')).toEqual(['unclear']);
  });
});

describe('news that asks for nothing', () => {
  it.each(["Tunde's back from Lagos on monday", 'the mince pies sold out at the fair on sunday'])('given %p -> no task', (text) => {
    expect(kinds(text)).not.toContain('add_task');
  });
});

describe('greetings, thanks and feelings in more words', () => {
  it.each([
    ['bom dia', 'greeting'],
    ['namaste ji', 'greeting'],
    ['dziękuję', 'thanks'],
    ['thank you for reminding', 'thanks'],
    ['ta ta for now', 'goodbye'],
    ['right, off to the stall, laters', 'goodbye'],
    ['properly fried after the market', 'feeling'],
  ])('given %p -> %p', (text, what) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
  });
});

describe('decisions and choices', () => {
  it.each([
    'final: the pop-up stays open till christmas',
    'after sleeping on it: I say no to the franchise offer',
    'I decide to not renew the storage unit',
    'the workshop is capped at 12 people',
    "we won't take on any more rush orders",
    'right, hiring Femi as head baker',
    "we're moving the book club to thursdays from february",
    "ok we're closing the kitchen for january",
  ])('given %p -> a decision', (text) => {
    expect(kinds(text)).toEqual(['decision']);
  });

  it.each([
    "I'm torn: the cheaper printer, or stay with the local one",
    "I don't know if I take the loan or I wait for the grant",
    'I can either hire a driver or keep doing deliveries myself',
  ])('given %p -> a choice weighed', (text) => {
    expect(kinds(text)).toEqual(['dilemma']);
  });

  it.each([
    ["what's the delivery charge we settled on", 'delivery charge'],
    ['why did I turn down the franchise', 'franchise'],
    ['pricing, what was my decision', 'pricing'],
  ])('given %p -> the decision looked up', (text, words) => {
    expect(read(text)).toEqual([{ kind: 'recall_decision', words }]);
  });
});

describe('lists of jobs under a heading', () => {
  it('given a heading and a dash -> every job, none titled by the heading', () => {
    expect(read('stall stuff - print the price cards, charge the card reader, email Bisi the rota').map((task) => task.kind)).toEqual([
      'add_task',
      'add_task',
      'add_task',
    ]);
  });

  it('given a clock before each job -> each at its hour', () => {
    const [first, second] = read('tomorrow 7am open the shop, 3pm fire inspection at the unit, and order till rolls');
    expect(first).toMatchObject({ title: 'Open the shop', due: at('2026-11-12T07:00:00Z') });
    expect(second).toMatchObject({ title: 'Fire inspection at the unit', due: at('2026-11-12T15:00:00Z') });
  });

  it('given a counted heading and "remind me" after the first job -> both jobs', () => {
    expect(kinds('2 things: post the invoices tonight at 6 and remind me tomorrow to ring the bank')).toEqual(['add_task', 'add_task']);
  });
});

describe('moves said loosely', () => {
  it.each([
    ['nah make it the evening, 7ish', '19:00'],
    ['sorry, morning, 9', '09:00'],
  ])('given %p -> the task in view moved to %p', (text, time) => {
    const [move] = read(text, IN_VIEW);
    expect(move).toMatchObject({ task: { by: 'context' } });
    expect(move.kind === 'reschedule' ? move.time : null).toBe(time);
  });
});

describe('the list, free time and repeats in few words', () => {
  it.each([
    ['what I have on 4/12', { kind: 'list', view: 'day', day: '2026-12-04' }],
    ['show me thurs', { kind: 'list', view: 'day', day: '2026-11-12' }],
    ['rest of my day?', { kind: 'list', view: 'today', day: null }],
    ['which jobs are overdue', { kind: 'list', view: 'overdue', day: null }],
  ])('given %p -> that list', (text, intent) => {
    expect(read(text)).toEqual([intent]);
  });

  it.each(['gap on friday afternoon?', 'is my afternoon free tomorrow', 'free 4pm tomorrow?'])('given %p -> free time', (text) => {
    expect(kinds(text)).toEqual(['free_time']);
  });

  it.each([
    ['every alternate friday 9am stock take', { every: 'week', interval: 2 }],
    ['pay the storage unit 3rd of every month', { every: 'month', interval: 1 }],
    ['remind me daily 7:45 to check the till float', { every: 'day', interval: 1 }],
  ])('given %p -> a repeating task', (text, repeat) => {
    const [task] = read(text);
    expect(task).toMatchObject({ kind: 'add_task', repeat });
  });

  it.each(['cull my list', 'too much on, which can I ignore'])('given %p -> what to drop', (text) => {
    expect(read(text)).toEqual([{ kind: 'prioritise', scope: 'drop' }]);
  });

  it('given "scratch 3" after a list -> number 3 removed', () => {
    expect(read('scratch 3', LISTED)).toEqual([{ kind: 'remove', task: { by: 'number', number: 3 } }]);
  });
});

describe('a job asked about, and a reminder asked for ahead of it', () => {
  it('given "email Tola?" -> offered, not added', () => {
    expect(read('email Tola?')).toEqual([
      {
        kind: 'unclear',
        understood: '"Email Tola"',
        question: 'Shall I add it?',
        offer: [{ kind: 'add_task', title: 'Email Tola', due: null, important: false, repeat: null }],
      },
    ]);
  });

  it('given a job at a time and "remind me 20 min before" -> one task at its own time, no snooze of nothing', () => {
    expect(read('viewing at 11 tomorrow, remind me 20 min before')).toEqual([
      { kind: 'add_task', title: 'Viewing', due: '2026-11-12T11:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it.each([
    ['interview at 10 tomorrow, remind me at 9', REMINDED],
    ['mow the lawn every 2nd week', NOTHING],
    ['Amy emailed', { ...NOTHING, current: { title: 'Reply to Amy', due: null } }],
    ['stall nearly packed', { ...NOTHING, current: { title: 'Pack the stall', due: null } }],
    ['the newsletter bounced, send it again on monday', IN_VIEW],
    ['call "Smith & Co"', IN_VIEW],
  ])('given %p -> nothing done to the task in view', (text, conversation) => {
    expect(kinds(text, conversation).filter((kind) => ['snooze', 'complete', 'rename', 'reschedule'].includes(kind))).toEqual([]);
  });

  it('given "every 2nd week" -> every two weeks, not a day of the month', () => {
    const [task] = read('mow the lawn every 2nd week');
    expect(task).toMatchObject({ repeat: { every: 'week', interval: 2 } });
  });
});

describe('days counted the British way, and a clock without its colon', () => {
  it.each([
    ['service the boiler a week today', '2026-11-18T12:00:00.000Z'],
    ['a week tomorrow send the Ade quote', '2026-11-19T12:00:00.000Z'],
    ['renew the hosting 2 weeks today', '2026-11-25T12:00:00.000Z'],
    ['remind me at 1730 to lock the unit', '2026-11-11T17:30:00.000Z'],
  ])('given %p -> due %p', (text, due) => {
    const [task] = read(text);
    expect(task).toMatchObject({ kind: 'add_task', due });
  });

  it('given "every wednesday at 5" on a Wednesday before 5 -> the first one today', () => {
    const [task] = read('every wednesday at 5 sweep the yard');
    expect(task).toMatchObject({ due: '2026-11-11T17:00:00.000Z', repeat: { every: 'week', interval: 1 } });
  });
});

describe('the end of a job told in reply to a reminder', () => {
  it.each(['labels printed and done', 'both boxes out the door', "it's live", 'out of the oven'])('given %p -> the task done', (text) => {
    expect(read(text, REMINDED)).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it.each(['not done', 'half done', 'nearly out the door'])('given %p -> not ticked off', (text) => {
    expect(kinds(text, REMINDED)).not.toContain('complete');
  });
});
