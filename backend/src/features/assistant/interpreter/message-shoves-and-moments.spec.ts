import type { ConversationState } from './intent';
import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** "shove it to …" as a push, and a moment asked for before answering. Wordings are our own. */

describe('shoved, as pushed', () => {
  it('moves the task in view', () => {
    expect(read('shove it to half 6', inViewOf('Skim the hallway ceiling'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '18:30' },
    ]);
  });

  it('asks which task with none in view, and never adds one', () => {
    expect(read('shove it to 5').map((intent) => intent.kind)).toEqual(['unclear']);
  });
});

describe('a moment asked for', () => {
  const WHICH: ConversationState = {
    pending: { about: 'which_task', options: ['Quote the Oakes loft', 'Quote the Oakes garage'] },
    current: null,
    listed: [],
  };

  it.each(['hang on let me check my diary first', 'let me check with Sam', 'one sec, let me look'])('%s changes nothing', (said) => {
    expect(read(said, WHICH)).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
  });
});
