import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';

import { PageShell } from '@/components/layout/page-shell';
import { RouteProgress } from '@/components/layout/route-progress';

export function RootLayout() {
  const navigation = useNavigation();

  // Sessions arrive with the auth feature; until it provides one, every visitor is signed out.
  return (
    <PageShell signedIn={false}>
      <RouteProgress active={navigation.state === 'loading'} />
      <ScrollRestoration />
      <Outlet />
    </PageShell>
  );
}
