import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { NotFoundMessage } from '@/features/misc/components/not-found-message';

/** Shown inside the page shell when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Page title="Page not found" ownHeading className="flex items-center justify-center">
        <NotFoundMessage />
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
