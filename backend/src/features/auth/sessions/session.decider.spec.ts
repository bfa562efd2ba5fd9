import { sessionDecider, type SessionCommand } from './session.decider';
import type { SessionEvent } from './session.events';

const future = new Date(Date.now() + 60_000).toISOString();
const started: SessionEvent = { type: 'auth.session_started', data: { familyId: 'f', userId: 'u', refreshHash: 'r1', expiresAt: future } };
const refreshed: SessionEvent = {
  type: 'auth.session_refreshed',
  data: { familyId: 'f', userId: 'u', previousHash: 'r1', refreshHash: 'r2', expiresAt: future },
};

function decide(events: SessionEvent[], command: SessionCommand) {
  return sessionDecider.decide(command, events.reduce(sessionDecider.evolve, sessionDecider.initialState()));
}

describe('session rotation', () => {
  it('rotates the current refresh token', () => {
    expect(decide([started], { kind: 'refresh', now: Date.now(), presentedHash: 'r1', refreshHash: 'r2', expiresAt: future })).toEqual([
      refreshed,
    ]);
  });

  it('revokes the whole family when a used token comes back', () => {
    expect(
      decide([started, refreshed], { kind: 'refresh', now: Date.now(), presentedHash: 'r1', refreshHash: 'r3', expiresAt: future }),
    ).toEqual([{ type: 'auth.session_revoked', data: { familyId: 'f', userId: 'u', reason: 'refresh-token-reused' } }]);
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
