import { RefreshCw } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { deferredComponent } from '@/lib/deferred-component';
import { isLoadFailure } from '@/lib/load-failure';

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

  if (isLoadFailure(error)) return <PageLoadFailed />;

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

/**
 * The page's code did not arrive (offline, most often): not a crash, so it says so and tries again,
 * by itself when the browser is back online or when Try Again is pressed.
 */
function PageLoadFailed() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <Page title="This page couldn't load" description="Check your connection, then try again." width="narrow">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    </Page>
  );
}
