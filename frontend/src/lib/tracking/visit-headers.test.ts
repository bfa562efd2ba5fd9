import { beforeEach, describe, expect, it } from 'vitest';

import { trackingKeys } from './tracking-storage';
import { visitHeaders } from './visit-headers';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the visit headers', () => {
  it('carry the session, the remembered source and the page, URI-encoded', () => {
    sessionStorage.setItem(trackingKeys.sessionId, 'sess_5_abc');
    localStorage.setItem(trackingKeys.trafficSource, 'café letter');
    expect(visitHeaders('/subscribe')).toEqual({
      'X-Analytics-Session': 'sess_5_abc',
      'X-Analytics-Source': 'caf%C3%A9%20letter',
      'X-Analytics-Path': '%2Fsubscribe',
    });
  });

  it('make a session id when the visit has none, and leave the source out without one', () => {
    const headers = visitHeaders('/login');
    expect(headers['X-Analytics-Session']).toMatch(/^sess_\d+_[a-z0-9]+$/);
    expect(sessionStorage.getItem(trackingKeys.sessionId)).toBe(headers['X-Analytics-Session']);
    expect(headers).not.toHaveProperty('X-Analytics-Source');
  });

  it('can be set on a real request, whatever the source holds', () => {
    localStorage.setItem(trackingKeys.trafficSource, 'ünïcødé 🚀');
    expect(() => new Headers(visitHeaders('/login'))).not.toThrow();
    // A lone surrogate cannot be encoded: the source is left out, the sign-in goes ahead.
    localStorage.setItem(trackingKeys.trafficSource, 'bad\uD800');
    expect(visitHeaders('/login')).not.toHaveProperty('X-Analytics-Source');
  });
});
