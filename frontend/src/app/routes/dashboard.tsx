import { RequirePaidAccess } from '@/lib/auth/route-guards';
import { Page } from '@/components/layout/page';

function DashboardRouteContent() {
  return <Page title="Dashboard" description="Your tasks and journal, in one place." width="wide" />;
}

export function DashboardRoute() {
  return (
    <RequirePaidAccess>
      <DashboardRouteContent />
    </RequirePaidAccess>
  );
}
