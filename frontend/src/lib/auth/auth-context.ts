import { createContext, useContext } from 'react';

import type { AccountStatus, AuthUser, PendingAction, PendingSignIn, Session } from './session-types';

export interface AuthState {
  /** True while a stored session is being checked (at most 15 s); false from the start when none is stored. */
  loading: boolean;
  session: Session | null;
  user: AuthUser | null;
  /** null when signed out. */
  account: AccountStatus | null;
  pendingAction: PendingAction;
  pendingData: PendingSignIn | null;
}

export interface AuthActions {
  /** Sends a code to the phone (E.164) and remembers the pending sign-in. */
  initiateOtp: (phone: string) => Promise<void>;
  /** Checks the code for the pending sign-in and starts the session. */
  verifyOtp: (token: string) => Promise<Session>;
  logout: () => Promise<void>;
  /** Re-reads the account status from the server (after a payment, for example). */
  refreshAccount: () => Promise<AccountStatus | null>;
  /** Shows a status the server has just confirmed, before the next lookup. */
  setAccount: (status: AccountStatus) => void;
  clearPending: () => void;
  setUserName: (name: string) => Promise<void>;
  /** Re-reads the signed-in user (after the phone or e-mail changed in settings). */
  reloadUser: () => Promise<void>;
}

export type AuthContextValue = AuthState & AuthActions;

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
