import type { AuthUser, Session } from '@/lib/auth/session-types';

/** A signed-in user as the server describes one: an open account with a UK test phone. */
export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    phone: '+447700900001',
    email: null,
    name: null,
    user_metadata: { name: null },
    roles: [],
    account: 'open',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A session for `testUser()`; `expires_at` is far in the future unless given. */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 900,
    expires_at: 2_000_000_000,
    token_type: 'bearer',
    user: testUser(),
    ...overrides,
  };
}
