import { inViewOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** A task taken off the list, with why in a part of its own. Wordings are our own. */

const IN_VIEW = inViewOf('Engrave the Mills locket');
const REMOVED = [{ kind: 'remove', task: { by: 'context' } }];

describe('a removal beside its reason', () => {
  it.each(['client cancelled :( remove it', "don't need that anymore, she bought one elsewhere", 'remove it - order got refunded'])(
    '%s removes the task in view',
    (said) => {
      expect(read(said, IN_VIEW)).toEqual(REMOVED);
    },
  );

  it.each(['remove it? she might still want it', 'remove it, no wait keep it'])('%s removes nothing', (said) => {
    expect(read(said, IN_VIEW).map((intent) => intent.kind)).not.toContain('remove');
  });
});
