import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Admin, Resource } from 'react-admin';

import { product } from '@/config/product';
import { useAuth } from '@/lib/auth/auth-context';

import accounts from './accounts';
import analyticsEvents from './analytics-events';
import { consoleIdentity, createConsoleAuthProvider } from './auth-provider/console-auth-provider';
import { ConsoleDashboard } from './dashboard/console-dashboard';
import { consoleDataProvider } from './data-provider/console-data-provider';
import events from './events';
import { ConsoleLayout } from './layout/console-layout';
import subscriptions from './subscriptions';
import { consoleTheme } from './theme/console-theme';

/** react-admin's query key for `useGetIdentity`. */
const identityQueryKey = ['auth', 'getIdentity'];

/** The operator console: composes the resources, providers and layout, nothing more. */
export function ConsoleApp({ basename }: { basename: string }) {
  const { user, logout } = useAuth();
  // Made again only when the signed-in person changes, which is when its answers change.
  const authProvider = useMemo(() => createConsoleAuthProvider({ user: () => user, signOut: logout }), [user, logout]);
  // The operator is known before the console renders: with their identity in react-admin's cache
  // (its own key for getIdentity), the bar's user menu is drawn at its full width from the first
  // paint instead of growing into it and pushing the bar's buttons aside. One cache for the
  // console's life: a change of name updates the identity in it, and the rest stays.
  const [queryClient] = useState(() => {
    const client = new QueryClient();
    if (user) client.setQueryData(identityQueryKey, consoleIdentity(user));
    return client;
  });
  useEffect(() => {
    if (user) queryClient.setQueryData(identityQueryKey, consoleIdentity(user));
  }, [queryClient, user]);

  return (
    <Admin
      basename={basename}
      dataProvider={consoleDataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      dashboard={ConsoleDashboard}
      layout={ConsoleLayout}
      theme={consoleTheme}
      title={`${product.name} console`}
      loginPage={false}
      disableTelemetry
    >
      <Resource name="accounts" {...accounts} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="events" {...events} />
      <Resource name="analytics-events" {...analyticsEvents} />
    </Admin>
  );
}
