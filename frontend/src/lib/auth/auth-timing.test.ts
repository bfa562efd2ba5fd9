import { describe, expect, it } from 'vitest';

import { needsRefresh, retryDelay, stampReceived } from './auth-timing';

describe('token refresh timing', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('refreshes within three 30 s ticks of expiry, not before', () => {
    expect(needsRefresh({ expires_at: (now + 91_000) / 1000 }, now)).toBe(false);
    expect(needsRefresh({ expires_at: (now + 90_000) / 1000 }, now)).toBe(true);
  });

  it("counts expiry from when the token arrived, so a device clock ahead of the server's does not loop", () => {
    // The server says the token expires at its 12:15; this device already reads 12:20.
    const deviceNow = now + 20 * 60_000;
    const session = stampReceived({ expires_in: 900, expires_at: (now + 900_000) / 1000 }, deviceNow);
    expect(needsRefresh(session, deviceNow)).toBe(false);
    expect(needsRefresh(session, deviceNow + 811_000)).toBe(true);
  });

  it('backs off from 200 ms, doubling', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([200, 400, 800, 1600]);
  });
});
