import { Navigate } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { WelcomePage } from '@/features/marketing/welcome/components/welcome-page';
import { hasPaidAccess } from '@/lib/auth/account-status';
import { useAuth } from '@/lib/auth/auth-context';

/** Home for signed-in accounts that are not paying members; members go to their dashboard. */
export function WelcomeRoute() {
  const { loading, user, account } = useAuth();
  if (loading || (user !== null && account === null)) return <LoadingScreen />;
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  if (hasPaidAccess(account)) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <WelcomePage name={user.name} callWidget={<DeferredCallWidget />} />;
}
