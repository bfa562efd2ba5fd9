import { Page } from '@/components/layout/page';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';
import { RequireRole } from '@/app/route-guards';

import { ForbiddenPage } from './forbidden-page';

function AnalyticsRouteContent() {
  return (
    <Page title="Analytics Dashboard" description="Visits, WhatsApp signups and logins by traffic source." width="wide">
      <AnalyticsDashboard />
    </Page>
  );
}

export function AnalyticsRoute() {
  return (
    <RequireRole roles={['analyst', 'operator']} forbidden={<ForbiddenPage role="analyst or operator" />}>
      <AnalyticsRouteContent />
    </RequireRole>
  );
}
