import { Page } from '@/components/layout/page';
import { AddContextCard } from '@/features/context/components/add-context-card';
import { RequireUser } from '@/app/route-guards';

function AddContextRouteContent() {
  return (
    <Page title="Add Context" ownHeading>
      <AddContextCard />
    </Page>
  );
}

export function AddContextRoute() {
  return (
    <RequireUser>
      <AddContextRouteContent />
    </RequireUser>
  );
}
