import { Page } from '@/components/layout/page';
import { AddContextCard } from '@/features/context/components/add-context-card';
import { KnownContextCard } from '@/features/context/components/known-context-card';
import { RequireUser } from '@/app/route-guards';

function AddContextRouteContent() {
  return (
    <Page title="Add Context" ownHeading>
      <div className="flex flex-col gap-6">
        <AddContextCard />
        <KnownContextCard />
      </div>
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
