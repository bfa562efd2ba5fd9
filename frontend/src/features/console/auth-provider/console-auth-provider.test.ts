import { describe, expect, it, vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';

import { createConsoleAuthProvider } from './console-auth-provider';

const operator: AuthUser = {
  id: 'u4',
  phone: '+447700900004',
  email: null,
  name: null,
  user_metadata: { name: null },
  roles: ['operator'],
  account: 'closed',
  created_at: '2025-01-01T00:00:00.000Z',
};

function provider(user: AuthUser | null = operator) {
  const signOut = vi.fn(async () => {});
  return { signOut, auth: createConsoleAuthProvider({ user: () => user, signOut }) };
}

describe('the console auth provider', () => {
  it('sends the person to /login on a 401 or a 403, without signing them out', async () => {
    const { auth, signOut } = provider();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login', logoutUser: false });
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('lets other errors be shown where they happened', async () => {
    const { auth } = provider();
    await expect(auth.checkError({ status: 400 })).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('offline'))).resolves.toBeUndefined();
  });

  it('follows the site session', async () => {
    await expect(provider().auth.checkAuth({})).resolves.toBeUndefined();
    await expect(provider(null).auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(provider().auth.getPermissions?.({})).resolves.toEqual(['operator']);
    await expect(provider().auth.getIdentity?.()).resolves.toEqual({ id: 'u4', fullName: '+447700900004' });
  });

  it('signs out of the site when the operator signs out of the console', async () => {
    const { auth, signOut } = provider();
    await expect(auth.logout({})).resolves.toBe('/');
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
