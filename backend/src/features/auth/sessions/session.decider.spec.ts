import { REFRESH_REUSE_WINDOW_MS, sessionDecider, type SessionCommand } from './session.decider';
import type { SessionEvent } from './session.events';

const now = Date.now();
const future = new Date(now + 60_000).toISOString();
const started: SessionEvent = { type: 'auth.session_started', data: { familyId: 'f', userId: 'u', refreshHash: 'r1', expiresAt: future } };
const refreshed: SessionEvent = {
  type: 'auth.session_refreshed',
  data: { familyId: 'f', userId: 'u', previousHash: 'r1', refreshHash: 'r2', expiresAt: future, refreshedAt: new Date(now).toISOString() },
};

function decide(events: SessionEvent[], command: SessionCommand) {
  return sessionDecider.decide(command, events.reduce(sessionDecider.evolve, sessionDecider.initialState()));
}

describe('session rotation', () => {
  it('rotates the current refresh token', () => {
    expect(decide([started], { kind: 'refresh', now, presentedHash: 'r1', refreshHash: 'r2', expiresAt: future })).toEqual([refreshed]);
  });

  it('answers the same token presented again within the reuse window with nothing new to record', () => {
    const again = { kind: 'refresh', presentedHash: 'r1', refreshHash: 'r2', expiresAt: future } as const;
    expect(decide([started, refreshed], { ...again, now: now + REFRESH_REUSE_WINDOW_MS })).toEqual([]);
  });

  it('revokes the whole family when a used token comes back after the window, or after a later rotation', () => {
    const revoked = [{ type: 'auth.session_revoked', data: { familyId: 'f', userId: 'u', reason: 'refresh-token-reused' } }];
    const late = {
      kind: 'refresh',
      now: now + REFRESH_REUSE_WINDOW_MS + 1,
      presentedHash: 'r1',
      refreshHash: 'r2',
      expiresAt: future,
    } as const;
    expect(decide([started, refreshed], late)).toEqual(revoked);
    const rotatedAgain: SessionEvent = {
      type: 'auth.session_refreshed',
      data: {
        familyId: 'f',
        userId: 'u',
        previousHash: 'r2',
        refreshHash: 'r3',
        expiresAt: future,
        refreshedAt: new Date(now).toISOString(),
      },
    };
    expect(decide([started, refreshed, rotatedAgain], { ...late, now })).toEqual(revoked);
    // An event written before the window existed has no time: a reuse of its token is a leak as before.
    const legacy: SessionEvent = { type: 'auth.session_refreshed', data: { ...refreshed.data, refreshedAt: undefined } };
    expect(decide([started, legacy], { ...late, now })).toEqual(revoked);
  });

  it('refuses an unknown token and a revoked family', () => {
    expect(() =>
      decide([started], { kind: 'refresh', now: Date.now(), presentedHash: 'zz', refreshHash: 'r3', expiresAt: future }),
    ).toThrow('Your session has ended');
    const revoked: SessionEvent = { type: 'auth.session_revoked', data: { familyId: 'f', userId: 'u', reason: 'logout' } };
    expect(() =>
      decide([started, revoked], { kind: 'refresh', now: Date.now(), presentedHash: 'r1', refreshHash: 'r3', expiresAt: future }),
    ).toThrow('Your session has ended');
  });

  it('revoking twice changes nothing the second time', () => {
    const revoked: SessionEvent = { type: 'auth.session_revoked', data: { familyId: 'f', userId: 'u', reason: 'logout' } };
    expect(decide([started, revoked], { kind: 'revoke', reason: 'logout' })).toEqual([]);
  });
});
