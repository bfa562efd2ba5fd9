import { afterEach, describe, expect, it } from 'vitest';

import { startedRequestKey, takeStartedRequest } from './started-requests';

function leaveStarted(at = Date.now()) {
  const withToken = Promise.resolve(new Response('{"id":"u1"}'));
  const withoutToken = Promise.resolve(new Response('{"live":false}'));
  window.__dailyStarted = {
    at,
    token: 'access-1',
    requests: { [startedRequestKey('GET', '/auth/user', undefined)]: withToken },
    anonymous: { [startedRequestKey('GET', '/api/stripe/mode', undefined)]: withoutToken },
  };
  return { withToken, withoutToken };
}

afterEach(() => {
  delete window.__dailyStarted;
});

describe('takeStartedRequest', () => {
  it('hands a read sent with the token over once, and only for the same token', () => {
    const { withToken } = leaveStarted();
    expect(takeStartedRequest('GET', '/auth/user', undefined, 'Bearer access-2')).toBeUndefined();
    expect(takeStartedRequest('GET', '/auth/user', undefined, null)).toBeUndefined();
    expect(takeStartedRequest('GET', '/auth/user', undefined, 'Bearer access-1')).toBe(withToken);
    expect(takeStartedRequest('GET', '/auth/user', undefined, 'Bearer access-1')).toBeUndefined();
  });

  it('hands a read sent without the token over only to a request without one', () => {
    const { withoutToken } = leaveStarted();
    expect(takeStartedRequest('GET', '/api/stripe/mode', undefined, 'Bearer access-1')).toBeUndefined();
    expect(takeStartedRequest('GET', '/api/stripe/mode', undefined, null)).toBe(withoutToken);
    expect(takeStartedRequest('GET', '/api/stripe/mode', undefined, null)).toBeUndefined();
  });

  it('hands nothing over once the answers are 15 s old', () => {
    leaveStarted(Date.now() - 15_001);
    expect(takeStartedRequest('GET', '/auth/user', undefined, 'Bearer access-1')).toBeUndefined();
    expect(takeStartedRequest('GET', '/api/stripe/mode', undefined, null)).toBeUndefined();
  });
});
