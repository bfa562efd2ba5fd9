import type { ConversationState } from './intent';
import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** Picks said loosely, and two things named without knowing which. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
const asked = (question: string, options: string[]): ConversationState => ({
  pending: { about: 'other', question, options },
  current: null,
  listed: [],
});
const whichTask = (...options: string[]): ConversationState => ({ pending: { about: 'which_task', options }, current: null, listed: [] });

describe('a time picked from the times offered', () => {
  it.each([
    ['8 is good', 1],
    ['9 works', 2],
    ['830', 1],
    ['830 thanks', 1],
  ])('given %p to "8:30 or 9?" -> that option', (text, pick) => {
    expect(read(text, asked('Your morning plan at 8:30 or 9?', ['8:30', '9']))).toEqual([{ kind: 'answer', text, pick }]);
  });

  it('a time neither option holds picks neither', () => {
    expect(read('10 works', asked('Your morning plan at 8:30 or 9?', ['8:30', '9']))).toEqual([
      { kind: 'answer', text: '10 works', pick: null },
    ]);
  });
});

describe('none or every task, said to "which one?"', () => {
  it.each(['neither, wrong one', 'all 3 lol', 'all three of them', 'neither tbh'])(
    'given %p -> an answer that picks none alone',
    (text) => {
      expect(read(text, whichTask('Quote the Ashby loft', 'Quote the Ashby garage', 'Quote the Ashby porch'))).toEqual([
        { kind: 'answer', text, pick: null },
      ]);
    },
  );
});

describe('two things named, "one of them"', () => {
  it.each(['the skip or the scaffold, one of them', 'priya or dan... one of em', 'The tiles. Or the grout. One of those.'])(
    'given %p -> asks what to do',
    (text) => {
      expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear' })]);
    },
  );

  it('a choice that mentions "one of them" inside is still weighed', () => {
    expect(read('should i hire one of them or do it myself')).toEqual([expect.objectContaining({ kind: 'dilemma' })]);
  });
});

describe("a day's list and room in it, asked loosely", () => {
  it.each([
    ['is there anything saturday', { kind: 'list', view: 'day', day: '2026-11-14' }],
    ['show me tomorrows fittings', { kind: 'list', view: 'tomorrow', day: null }],
    ['show me fridays cuts', { kind: 'list', view: 'day', day: '2026-11-13' }],
  ])('given %p -> that list', (text, list) => {
    expect(read(text)).toEqual([list]);
  });

  it('an hour asked at an hour tomorrow is that hour', () => {
    expect(read('do i have an hour at 10 tmrw')).toEqual([
      { kind: 'free_time', from: '2026-11-12T10:00:00.000Z', to: '2026-11-12T11:00:00.000Z' },
    ]);
  });

  it('a price asked for a day is a question', () => {
    expect(read('whats the going rate for a half day re-point')).toEqual([expect.objectContaining({ kind: 'question' })]);
  });
});

describe('a way of working settled, said long or of the business', () => {
  it.each(['no more rush jobs without a deposit paid up front', "the boxing class's moving to mondays for good"])(
    'given %p -> a decision',
    (text) => {
      expect(read(text)).toEqual([expect.objectContaining({ kind: 'decision' })]);
    },
  );

  it('someone moving away for good is news, no decision', () => {
    expect(read('my sister is moving to spain for good')).not.toEqual([expect.objectContaining({ kind: 'decision' })]);
  });
});

describe('a task named, then what it should be called', () => {
  const list = listOf('Write the newsletter', 'Ring the printer');

  it('renames the task named', () => {
    expect(read('the newsletter task should be called december newsletter', list)).toEqual([
      { kind: 'rename', task: { by: 'words', words: 'newsletter' }, title: 'December newsletter' },
    ]);
  });

  it('"should be called in" is no new name', () => {
    expect(read('the printer one should be called in by friday', list)).not.toEqual([expect.objectContaining({ kind: 'rename' })]);
  });
});

describe('"cancel," then why', () => {
  const inView = inViewOf('Clean at the Marshes');

  it.each(['cancel, she is in spain til january', 'cancel - client went elsewhere'])('given %p -> the task in view removed', (text) => {
    expect(read(text, inView)).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });

  it('"cancel," then a task named removes nothing in view', () => {
    expect(read('cancel, the dentist', inView)).not.toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('a thing said mended or cleared', () => {
  it('ticks the task of the list it names', () => {
    const list = listOf('Ring the skip firm', 'Clear the gutters at no 9');
    expect(read('gutters cleared', list)).toEqual([{ kind: 'complete', task: { by: 'words', words: 'gutters' } }]);
  });

  it("with no such task held, it is someone's news", () => {
    expect(read("Bev's mixer is fixed")).toEqual([{ kind: 'unknown' }]);
  });
});

describe('put off in loose words, in reply to a reminder', () => {
  const reminded = reminderOf('Email the Hales');

  it.each([
    ['plastering til 5, after that', { until: '2026-11-11T17:00:00.000Z', minutes: null }],
    ['fri am', { until: '2026-11-13T09:00:00.000Z', minutes: null }],
    ['over the weekend', { until: '2026-11-14T12:00:00.000Z', minutes: null }],
  ])('given %p -> put off to then', (text, moment) => {
    expect(read(text, reminded)).toEqual([{ kind: 'snooze', task: { by: 'context' }, ...moment }]);
  });

  it('"am i" after a day is a question, not a morning', () => {
    expect(read('tomorrow am i free')).toEqual([expect.objectContaining({ kind: 'free_time' })]);
  });

  it('a job for the weekend keeps its words', () => {
    expect(read('do the VAT return over the weekend')).toEqual([
      { kind: 'add_task', title: 'Do the VAT return', due: '2026-11-14T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('jobs dictated one after another, none lost', () => {
  const titles = (text: string) => read(text).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));

  it('a trade verb the short list lacked starts its own job', () => {
    expect(titles('swap the fuse at the cafe, reset Mr Amos router password and order a new hub for the Lees')).toEqual([
      'Swap the fuse at the cafe',
      'Reset Mr Amos router password',
      'Order a new hub for the Lees',
    ]);
  });

  it('"deep clean" is one verb, inside a list or alone', () => {
    expect(titles('empty the bins + deep clean the fridge + order more gloves')).toEqual([
      'Empty the bins',
      'Deep clean the fridge',
      'Order more gloves',
    ]);
    expect(titles('deep clean the hob')).toEqual(['Deep clean the hob']);
  });

  it('what comes first, then the job needed, is the job', () => {
    expect(titles('after the school run I need to ring the bank about the loan')).toEqual(['Ring the bank about the loan']);
  });
});

describe('two things named without knowing which, or what about them', () => {
  it.each([
    'the skip... or the scaffold',
    'screwfix or toolstation idk',
    'the Patel one or the Green one',
    'maybe ring Dev? or text',
    "grout or tiles, whichever's first",
    'the quote or whatever',
    'the van, or maybe not',
  ])('given %p -> asks what to do with it', (text) => {
    expect(read(text)).toEqual([expect.objectContaining({ kind: 'unclear', question: 'What would you like me to do with it?' })]);
  });

  it.each(['screwfix or toolstation, cant decide', 'hire a labourer or do it myself'])('given %p -> a choice to weigh', (text) => {
    expect(read(text)).toEqual([expect.objectContaining({ kind: 'dilemma' })]);
  });
});
