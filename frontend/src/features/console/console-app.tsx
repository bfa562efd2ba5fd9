import { useMemo } from 'react';
import { Admin, Resource } from 'react-admin';

import { product } from '@/config/product';
import { useAuth } from '@/lib/auth/auth-context';

import accounts from './accounts';
import analyticsEvents from './analytics-events';
import { createConsoleAuthProvider } from './auth-provider/console-auth-provider';
import { ConsoleDashboard } from './dashboard/console-dashboard';
import { consoleDataProvider } from './data-provider/console-data-provider';
import events from './events';
import { ConsoleLayout } from './layout/console-layout';
import subscriptions from './subscriptions';
import { consoleTheme } from './theme/console-theme';

/** The operator console: composes the resources, providers and layout, nothing more. */
export function ConsoleApp({ basename }: { basename: string }) {
  const { user, logout } = useAuth();
  // Made again only when the signed-in person changes, which is when its answers change.
  const authProvider = useMemo(() => createConsoleAuthProvider({ user: () => user, signOut: logout }), [user, logout]);

  return (
    <Admin
      basename={basename}
      dataProvider={consoleDataProvider}
      authProvider={authProvider}
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
