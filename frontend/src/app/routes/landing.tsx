import { Navigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/marketing/landing/components/landing-page';
import { hasPaidAccess } from '@/lib/auth/account-status';
import { useAuth } from '@/lib/auth/auth-context';

/** Paying members have nothing to be sold here: they go straight to their dashboard. */
export function LandingRoute() {
  const { loading, user, account } = useAuth();
  if (loading || (user !== null && account === null)) return <LoadingScreen />;
  if (hasPaidAccess(account)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <LandingPage />;
}
