import { readAt as read } from './testing/read-at';

/** Greetings and feelings in British words. Wordings are our own. */

describe('greetings and feelings in British words', () => {
  it.each(['wotcha', 'ayup mate'])('%s greets', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'greeting' }]);
  });

  it.each([
    'proper nervous about the Kendal job saturday, 30 rooms',
    'dead chuffed with the new van',
    'bit wobbly this morning, no idea why',
  ])('%s is a feeling, and adds nothing', (said) => {
    expect(read(said)).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });
});
