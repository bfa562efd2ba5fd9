import { Page } from '@/components/layout/page';

export function DashboardRoute() {
  return <Page title="Dashboard" description="Your tasks and journal, in one place." width="wide" />;
}
