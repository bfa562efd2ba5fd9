import type { ReactNode } from 'react';
import { vi } from 'vitest';

import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';

/** An auth context for component tests: signed out by default, with spies for every action. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    loading: false,
    session: null,
    user: null,
    account: null,
    pendingAction: null,
    pendingData: null,
    initiateOtp: vi.fn(async () => {}),
    verifyOtp: vi.fn(async () => {
      throw new Error('not set up');
    }),
    logout: vi.fn(async () => {}),
    refreshAccount: vi.fn(async () => null),
    setAccount: vi.fn(),
    clearPending: vi.fn(),
    setUserName: vi.fn(async () => {}),
    reloadUser: vi.fn(async () => {}),
    ...overrides,
  };
}

export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
