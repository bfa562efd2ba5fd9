import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router-dom';

import { PageShell } from '@/components/layout/page-shell';
import { RouteProgress } from '@/components/layout/route-progress';
import { notify } from '@/components/ui/toast';
import { ToastsFollowPage } from '@/components/ui/toasts-follow-page';
import { paths } from '@/config/paths';
import { TestModeBanner } from '@/features/billing/components/test-mode-banner';
import { TimeZoneReporter } from '@/features/settings/components/time-zone-reporter';
import { PageVisitTracker } from '@/features/tracking/components/page-visit-tracker';
import { signedInHome } from '@/lib/auth/account-status';
import { useAuth } from '@/lib/auth/auth-context';

import { LiveRefresh } from '@/app/live-refresh';

export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { user, account, logout } = useAuth();

  const onLogout = async () => {
    try {
      await logout();
      navigate(paths.home.getHref());
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : 'Logout failed');
    }
  };

  return (
    <>
      <TestModeBanner />
      <PageShell signedIn={user !== null} homeHref={signedInHome(account)} roles={user?.roles} onLogout={onLogout}>
        <RouteProgress active={navigation.state === 'loading'} />
        <ScrollRestoration />
        <ToastsFollowPage />
        <PageVisitTracker />
        <TimeZoneReporter />
        <LiveRefresh />
        <Outlet />
      </PageShell>
    </>
  );
}
