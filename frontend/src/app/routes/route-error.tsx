import { RefreshCw } from 'lucide-react';
import { Suspense } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { deferredComponent } from '@/lib/deferred-component';

// A page that is not there is answered by the not-found route; a page that says "not found" when it
// loads is rare, so its message loads then rather than with every page.
const NotFoundMessage = deferredComponent(async () => (await import('@/features/misc/components/not-found-message')).NotFoundMessage);

/** Shown inside the page shell when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Page title="Page not found" ownHeading className="flex items-center justify-center">
        <Suspense fallback={null}>
          <NotFoundMessage.Component />
        </Suspense>
      </Page>
    );
  }

  return (
    <Page
      title="Something went wrong"
      description="This page could not be shown. Reloading usually fixes it; if it keeps happening, please let us know."
      width="narrow"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload the page
        </Button>
        <Link to={paths.home.getHref()} className={buttonStyles({ variant: 'secondary' })}>
          Go Home
        </Link>
      </div>
    </Page>
  );
}
