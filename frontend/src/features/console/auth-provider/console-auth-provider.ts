import type { AuthProvider, UserIdentity } from 'react-admin';

import type { AuthUser } from '@/lib/auth/session-types';

export type ConsoleSession = {
  /** The signed-in person, read when asked so a later sign-out is seen. */
  user: () => AuthUser | null;
  signOut: () => Promise<void>;
};

export const signInPath = '/login';
const homePath = '/';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** How the console names the signed-in operator (the user menu in its bar). */
export function consoleIdentity(user: AuthUser): UserIdentity {
  return { id: user.id, fullName: user.name ?? user.phone ?? 'Operator' };
}

/**
 * The console has no sign-in of its own: the site's session is the operator's session. A 401
 * (the session ended) or a 403 (the operator role was taken away) sends the person to the site's
 * sign-in page, which passes a still signed-in person on to their home.
 */
export function createConsoleAuthProvider(session: ConsoleSession): AuthProvider {
  return {
    login: async () => {
      throw new Error('Sign in on the site first.');
    },
    logout: async () => {
      if (session.user()) await session.signOut();
      // As when signing out on the site; an ended session goes to sign-in instead (checkAuth's redirect wins).
      return homePath;
    },
    checkAuth: async () => {
      if (!session.user()) throw { redirectTo: signInPath, message: false };
    },
    checkError: async (error: unknown) => {
      const status = statusOf(error);
      if (status === 401 || status === 403) throw { redirectTo: signInPath, logoutUser: false, message: false };
    },
    getIdentity: async () => {
      const user = session.user();
      if (!user) throw new Error('Not signed in');
      return consoleIdentity(user);
    },
    getPermissions: async () => session.user()?.roles ?? [],
  };
}
