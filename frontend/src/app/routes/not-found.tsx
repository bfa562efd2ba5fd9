import { Page } from '@/components/layout/page';
import { NotFoundMessage } from '@/features/misc/components/not-found-message';

export function NotFoundRoute() {
  return (
    <Page title="Page not found" ownHeading className="flex items-center justify-center">
      <NotFoundMessage />
    </Page>
  );
}
