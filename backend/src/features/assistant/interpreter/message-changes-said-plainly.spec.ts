import type { ConversationState, Intent } from './intent';
import { NOTHING, readAt } from './testing/read-at';

/**
 * Changes said the way people say them when nothing marks them as commands: a "please" before a
 * snooze of a named task, items let go of with their reason after them, a quoted name put "as the
 * name", someone else's move of the task just reminded, a rename and a move of the same task in one
 * breath. Read at Wednesday 11 November 2026, 15:00 in London; wordings are our own.
 */
const listed = (...titles: string[]): ConversationState => ({ ...NOTHING, listed: titles });
const reminded = (title: string): ConversationState => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due: null },
  listed: [],
});
const inView = (title: string): ConversationState => ({ ...NOTHING, current: { title, due: null } });
const removed = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'remove', task: { by: 'number', number } }));
const ticked = (...numbers: number[]): Intent[] => numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
const snoozed = (words: string, minutes: number): Intent[] => [{ kind: 'snooze', task: { by: 'words', words }, until: null, minutes }];

describe('a snooze of a named task asked politely', () => {
  it.each<[string, Intent[]]>([
    ['please snooze the skip hire reminder by 2 hours', snoozed('skip hire', 120)],
    ['pls postpone the float check by 30 mins', snoozed('float check', 30)],
    ['can you delay the van insurance by an hour', snoozed('van insurance', 60)],
    ['kindly snooze the rota for 45 minutes', snoozed('rota', 45)],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));
});

describe('items of the list let go of or ticked, with what happened after them', () => {
  const list = listed('Order oat milk', 'Ring the printer', 'Chase the Hendry deposit', 'Book the DJ');
  it.each<[string, Intent[]]>([
    ['bin 2 an 4, printer sorted itself and the DJ cancelled', removed(2, 4)],
    ['take 1 and 3 off the list', removed(1, 3)],
    ['scrap 1 n 2 - sorted both on the phone', removed(1, 2)],
    ['delete 3, Hendry paid cash on the day', removed(3)],
    ['did the first two, Hendry still owes', ticked(1, 2)],
  ])('given %p -> %j', (text, expected) => expect(readAt(text, list)).toEqual(expected));

  it('leaves "take 1 and 3" without "off" as no removal', () => {
    expect(readAt('take 1 and 3', list).some((intent) => intent.kind === 'remove')).toBe(false);
  });
});

describe('a quoted name given to the task in view', () => {
  const task = inView('Order flowers');
  it.each<[string, string]>([
    ["put 'order 40 white roses from Dutch market' as the name", 'Order 40 white roses from Dutch market'],
    ['use "deposit for the Okafor wedding" as the title', 'Deposit for the Okafor wedding'],
    ["make am 'buy ankara for the stall' abeg", 'Buy ankara for the stall'],
  ])('given %p it is renamed %p', (text, title) =>
    expect(readAt(text, task)).toEqual([{ kind: 'rename', task: { by: 'context' }, title }]),
  );

  it('adds "put \'call the florist\'" said with no "as the name"', () => {
    expect(readAt("put 'call the florist'", task)[0]?.kind).toBe('add_task');
  });
});

describe('someone else moved the task', () => {
  it('moves the task just reminded when the shop moved the person', () => {
    expect(readAt('garage moved me to friday 9am', reminded('MOT on the van'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: '09:00' },
    ]);
  });
  it('moves the task in view when the thing moved is named in its title', () => {
    expect(readAt('the venue pushed the walkthrough to monday', inView('Venue walkthrough with Priya'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]);
  });
  it('takes the change asked for after the news with "so"', () => {
    expect(readAt('ugh the band moved soundcheck to friday so move that to friday 5pm', inView('Soundcheck at the Crown'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: '17:00' },
    ]);
  });
  it('asks which task when the thing moved is no task in view, and adds none', () => {
    expect(readAt('caterer moved the tasting to thursday 2pm')).toEqual([
      { kind: 'unclear', understood: 'that something was moved', question: 'Which task should I change?' },
    ]);
  });
});

describe('a rename and a move of the same task in one message', () => {
  it('renames the task named and moves it under its new name', () => {
    expect(readAt('change cake tasting to cake tasting with the Bells and put it saturday')).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'cake tasting' }, title: 'Cake tasting with the Bells' },
      { kind: 'reschedule', task: { by: 'words', words: 'cake tasting' }, date: '2026-11-14', time: null },
    ]);
  });
  it('renames a listed item and moves the same item', () => {
    expect(readAt('rename 2 to ring Dev at the print shop and push it to 4pm', listed('Invoice Kaye', 'Ring the printer'))).toEqual([
      { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Ring Dev at the print shop' },
      { kind: 'reschedule', task: { by: 'number', number: 2 }, date: null, time: '16:00' },
    ]);
  });
});

describe('words of the place people write from', () => {
  it.each<[string, Intent[]]>([
    ['move the tasting to 3 instead of 2', [{ kind: 'reschedule', task: { by: 'words', words: 'tasting' }, date: null, time: '15:00' }]],
    ['bin that one off, they went elsewhere', [{ kind: 'remove', task: { by: 'context' } }]],
    ['wetin dey for friday', [{ kind: 'list', view: 'day', day: '2026-11-13' }]],
    ['hiya! back at the stall after a week off', [{ kind: 'small_talk', what: 'greeting' }]],
  ])('given %p -> %j', (text, expected) =>
    expect(readAt(text, text.startsWith('bin') ? reminded('Quote for the Hills') : NOTHING)).toEqual(expected),
  );
});

const added = (title: string, due: string | null = null): Intent[] => [{ kind: 'add_task', title, due, important: false, repeat: null }];

describe('a job asked for the way people ask', () => {
  it.each<[string, Intent[]]>([
    ['remind us to ring the brewery about the kegs', added('Ring the brewery about the kegs')],
    ['pick up the gas bottles, cheers la', added('Pick up the gas bottles')],
    ['order the cake boards butt', added('Order the cake boards')],
    ['Please make reminder: pay the pitch fee on Friday 10 am', added('Pay the pitch fee', '2026-11-13T10:00:00.000Z')],
    ['i need a reminder to call the council at 4', added('Call the council', '2026-11-11T16:00:00.000Z')],
    ['Tasting with the Okafors 17/11 5.30pm pls add', added('Tasting with the Okafors', '2026-11-17T17:30:00.000Z')],
    ['remind me to order more napkins, dead on cheers', added('Order more napkins')],
    [
      'add check the walk-in fridge today after 5, chef says its making a noise',
      added('Check the walk-in fridge', '2026-11-11T17:00:00.000Z'),
    ],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('keeps "alright duck" a hello', () => expect(readAt('alright duck')).toEqual([{ kind: 'small_talk', what: 'greeting' }]));
  it('keeps the city in "meeting in LA tomorrow"', () =>
    expect(readAt('meeting in LA tomorrow')[0]).toMatchObject({ title: 'Meeting in LA' }));
});

describe('a task let go of with the reason run on', () => {
  it.each<[string, ConversationState, Intent[]]>([
    ['nah delete it ive got plenty in the van', inView('Buy gas bottles'), [{ kind: 'remove', task: { by: 'context' } }]],
    ['take the Hendry tasting off my list she cancelled', NOTHING, [{ kind: 'remove', task: { by: 'words', words: 'hendry tasting' } }]],
    [
      'get rid of the crosby cake off me list, shes gone elsewhere',
      NOTHING,
      [{ kind: 'remove', task: { by: 'words', words: 'crosby cake' } }],
    ],
  ])('given %p -> %j', (text, state, expected) => expect(readAt(text, state)).toEqual(expected));
});

describe('one question among remarks', () => {
  it.each<[string, Intent[]]>([
    ["what've i got tomorrow, van's in for its MOT", [{ kind: 'list', view: 'tomorrow', day: null }]],
    ['swamped mate, two weddings this wk, what can i bump', [{ kind: 'prioritise', scope: 'drop' }]],
    ['anything booked in for 3/12?', [{ kind: 'list', view: 'day', day: '2026-12-03' }]],
    ["did I say I'd do weddings in Leeds or not", [{ kind: 'recall_decision', words: 'do weddings in leeds' }]],
    ['thank you o, God bless you', [{ kind: 'small_talk', what: 'thanks' }]],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));

  it('leaves a bare day beside a name unread', () => expect(readAt('Oliver. Thursday?')[0].kind).not.toBe('list'));
});

describe('a name set right, said the other way round', () => {
  it.each<[string, string, string]>([
    ["it's not mrs harlow its mrs harrow, fix the name pls", 'Drop the cake at Mrs Harlow', 'Drop the cake at mrs harrow'],
    ["sorry i meant the bride's DAD not mum, can you change it", "Ring the bride's mum", "Ring the bride's DAD"],
  ])('given %p of %p -> %p', (text, title, renamed) =>
    expect(readAt(text, inView(title))).toEqual([{ kind: 'rename', task: { by: 'context' }, title: renamed }]),
  );
  it.each<[string, Intent[]]>([
    ['wharrave I got on fri', [{ kind: 'list', view: 'day', day: '2026-11-13' }]],
    ['whats overdo', [{ kind: 'list', view: 'overdue', day: null }]],
  ])('given %p -> %j', (text, expected) => expect(readAt(text)).toEqual(expected));
});
