import type { ConversationState } from './intent';
import { readAt as read } from './testing/read-at';

/** A yes to what daily offered to keep, said as "go on then". Wordings are our own. */

const OFFERED: ConversationState = { pending: { about: 'keep', text: 'No more Sunday airport runs' }, current: null, listed: [] };

describe('a yes that opens like an ask', () => {
  it.each(['go on then', 'go ahead, save it', 'go on so'])('given %p -> the answer yes', (text) => {
    expect(read(text, OFFERED)).toEqual([{ kind: 'answer', text, pick: null }]);
  });

  it('a new job while the offer waits is still a job', () => {
    expect(read('book the van in for its MOT', OFFERED)[0].kind).toBe('add_task');
  });
});
