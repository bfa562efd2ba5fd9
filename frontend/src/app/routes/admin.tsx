import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { ConsoleApp } from '@/features/console/console-app';
import { RequireRole } from '@/app/route-guards';

import { ForbiddenPage } from './forbidden-page';

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
      <title>{`Console · ${product.name}`}</title>
      <ConsoleApp basename={paths.admin.getHref()} />
    </RequireRole>
  );
}
