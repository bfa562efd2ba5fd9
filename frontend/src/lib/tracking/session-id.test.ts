import { beforeEach, describe, expect, it } from 'vitest';

import { currentSessionId, newSessionId } from './session-id';
import { trackingKeys } from './tracking-storage';

beforeEach(() => {
  sessionStorage.clear();
});

describe('the session id', () => {
  it('follows sess_{timestamp}_{random}', () => {
    expect(newSessionId(1718000000000)).toMatch(/^sess_1718000000000_[a-z0-9]{9}$/);
  });

  it('differs between two visits made at the same moment', () => {
    expect(newSessionId(1)).not.toBe(newSessionId(1));
  });

  it('is made once per tab and kept in session storage', () => {
    const first = currentSessionId();
    expect(first).toMatch(/^sess_\d+_[a-z0-9]+$/);
    expect(sessionStorage.getItem(trackingKeys.sessionId)).toBe(first);
    expect(currentSessionId()).toBe(first);
  });

  it('reuses an id the public pages made first', () => {
    sessionStorage.setItem('daily.sessionId', 'sess_5_abc');
    expect(currentSessionId()).toBe('sess_5_abc');
  });
});
