import type { AuthUser } from '@/lib/auth/session-types';

export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    phone: '+447700900001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    user_metadata: { name: 'Ada Lovelace' },
    roles: [],
    account: 'open',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
