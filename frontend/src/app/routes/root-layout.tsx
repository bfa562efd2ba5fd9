import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router-dom';

import { LiveRefresh } from '@/app/live-refresh';
import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { PageShell } from '@/components/layout/page-shell';
import { RouteProgress } from '@/components/layout/route-progress';
import { notify } from '@/components/ui/toast';
import { ToastsFollowPage } from '@/components/ui/toasts-follow-page';
import { paths } from '@/config/paths';
import { TestModeBanner } from '@/features/billing/components/test-mode-banner';
import { signedInHome } from '@/lib/auth/account-status';
import { useAuth } from '@/lib/auth/auth-context';
import { deferredComponent } from '@/lib/deferred-component';
import { shellLogoutTapped, takeShellLogout } from '@/lib/shell-menu';

// Neither is needed to paint a page: their code (visit counting, the time-zone check) loads once the
// page is on screen, which keeps it out of the JavaScript every route waits for.
const { Component: PageVisitTracker } = deferredComponent(
  async () => (await import('@/features/tracking/components/page-visit-tracker')).PageVisitTracker,
);
const { Component: TimeZoneReporter } = deferredComponent(
  async () => (await import('@/features/settings/components/time-zone-reporter')).TimeZoneReporter,
);

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

  // Logout tapped on the signed-in shell before the app's code had arrived is carried out now. The
  // page is not opened meanwhile: its reads would only meet the session being closed.
  const [leavingFromShell, setLeavingFromShell] = useState(shellLogoutTapped);
  const logoutTappedOnShell = useEffectEvent(() => onLogout());
  useEffect(() => {
    if (takeShellLogout()) void logoutTappedOnShell().then(() => setLeavingFromShell(false));
  }, []);

  return (
    <>
      <TestModeBanner />
      <PageShell signedIn={user !== null} homeHref={signedInHome(account)} roles={user?.roles} onLogout={onLogout}>
        <RouteProgress active={navigation.state === 'loading'} />
        <ScrollRestoration />
        <ToastsFollowPage />
        <LiveRefresh />
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <PageVisitTracker />
            <TimeZoneReporter />
          </Suspense>
        </AfterFirstPaint>
        {!leavingFromShell && <Outlet />}
      </PageShell>
    </>
  );
}
