import { describe, expect, it } from 'vitest';

import { actionMessage, readReplyActions } from './read-reply-actions';

describe('readReplyActions', () => {
  it('keeps Undo and numbered tasks, and drops what is not in their shape', () => {
    expect(
      readReplyActions([
        { kind: 'undo' },
        { kind: 'done', number: 2, title: 'Pay rent' },
        { kind: 'done', number: 'x' },
        { kind: 'other' },
        null,
      ]),
    ).toEqual([{ kind: 'undo' }, { kind: 'done', number: 2, title: 'Pay rent' }]);
    expect(readReplyActions(undefined)).toEqual([]);
  });

  it('sends what a person would type', () => {
    expect(actionMessage({ kind: 'undo' })).toBe('undo');
    expect(actionMessage({ kind: 'done', number: 3, title: 'Call the bank' })).toBe('done 3');
  });
});
