import { inQuestionOrder } from './message-question-order';
import { readAt as read } from './testing/read-at';

/** Questions asked without turning them round, and days that name a thing. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('a question asked in the order of a statement', () => {
  it.each([
    ['what I should chase first?', 'what should I chase first?'],
    ['where we begin tomorrow', 'where do we begin tomorrow'],
    ['what I promised the Okafors?', 'what did I promise the Okafors?'],
    ['ok so I am free friday morning?', 'ok so am I free friday morning?'],
    ['I have a gap at 4?', 'do I have a gap at 4?'],
    ['have we room on monday?', 'do we have room on monday?'],
    ['I can squeeze a call in at 2?', 'can I squeeze a call in at 2?'],
  ])('given %p -> %p', (text, turned) => {
    expect(inQuestionOrder(text)).toBe(turned);
  });

  it.each(['when I have a minute, ring the bank', 'what I need is a holiday', 'I am free at last', 'I can do friday', 'I have time now'])(
    'given %p -> left as said',
    (text) => {
      expect(inQuestionOrder(text)).toBe(text);
    },
  );

  it('given "I am free thursday in the afternoon?" -> free time asked of thursday afternoon', () => {
    expect(read('I am free thursday in the afternoon?')).toEqual([
      { kind: 'free_time', from: '2026-11-12T12:00:00.000Z', to: '2026-11-12T17:00:00.000Z' },
    ]);
  });

  it('given "what I can leave till next week?" -> what can be dropped', () => {
    expect(read('what I can leave till next week?')).toEqual([{ kind: 'prioritise', scope: 'drop' }]);
  });
});

describe('a day that names what a job is about', () => {
  it.each([
    ['ring Aled about saturday cover', 'Ring Aled about saturday cover'],
    ['text Bea re friday session', 'Text Bea re friday session'],
    ['chase the Hollises for the October invoice', 'Chase the Hollises for the October invoice'],
  ])('given %p -> no time asked', (text, title) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title, due: null, important: false, repeat: null }]);
  });

  it('given "book the hall for friday" -> due friday', () => {
    expect(read('book the hall for friday')).toEqual([
      { kind: 'add_task', title: 'Book the hall', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});
