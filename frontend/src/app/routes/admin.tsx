import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, fetchUtils, ListGuesser, Resource, ShowGuesser } from 'react-admin';

import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { currentAccessToken } from '@/lib/api-client';
import { RequireRole } from '@/lib/auth/route-guards';
import { PageShell } from '@/components/layout/page-shell';

import { ForbiddenPage } from './forbidden-page';

async function consoleHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = await currentAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

const dataProvider = simpleRestProvider('/api/admin', consoleHttpClient);

function AdminConsole() {
  return (
    <>
      <title>{`Console · ${product.name}`}</title>
      <Admin
        basename={paths.admin.getHref()}
        dataProvider={dataProvider}
        title={`${product.name} console`}
        disableTelemetry
      >
        <Resource name="accounts" list={ListGuesser} show={ShowGuesser} />
        <Resource name="subscriptions" list={ListGuesser} />
        <Resource name="events" list={ListGuesser} />
        <Resource name="analytics-events" options={{ label: 'Analytics events' }} list={ListGuesser} />
      </Admin>
    </>
  );
}

/** The console is for operators; anyone else signed in sees the 403 page inside the normal shell. */
export function AdminRoute() {
  return (
    <RequireRole
      roles={['operator']}
      forbidden={
        <PageShell signedIn>
          <ForbiddenPage role="operator" />
        </PageShell>
      }
    >
      <AdminConsole />
    </RequireRole>
  );
}
