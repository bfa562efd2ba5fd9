import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';

import { paths } from '@/config/paths';
import { hasPaidAccess } from '@/lib/auth/account-status';
import { sessionEnded } from '@/lib/auth/session-ended';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Where a signed-in page sends a visitor without a session: / (spec section 6), or, when their session
 * ended by itself, the sign-in page, which says so and brings them back here.
 */
function SignedOut() {
  if (sessionEnded.read() !== null) return <Navigate to={paths.login.getHref()} replace />;
  return <Navigate to="/" replace />;
}

/** Signed-in pages: without a user they redirect to / (spec section 6). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <SignedOut />;
  return <>{children}</>;
}

/** The dashboard needs a closed or founding_member account; anyone else goes to /subscribe. */
export function RequirePaidAccess({ children }: { children: ReactNode }) {
  const { loading, user, account } = useAuth();
  const location = useLocation();
  if (loading || (user && account === null)) return <LoadingScreen />;
  if (!user) return <SignedOut />;
  if (!hasPaidAccess(account)) return <Navigate to="/subscribe" replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** Operator and analyst pages: a signed-in user without the role sees a clear 403 page. */
export function RequireRole({ roles, children, forbidden }: { roles: string[]; children: ReactNode; forbidden: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <LoadingScreen />;
  if (!user) return <SignedOut />;
  if (!roles.some((role) => (user.roles as string[]).includes(role))) return <>{forbidden}</>;
  return <>{children}</>;
}
