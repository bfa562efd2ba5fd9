import { Page, type PageProps } from '@/components/layout/page';
import { AnalyticsDashboard } from '@/features/analytics/components/analytics-dashboard';
import { RequireRole } from '@/app/route-guards';

import { ForbiddenPage } from './forbidden-page';

/** The page's heading, the same for everyone; the signed-in shell paints it before the app's code arrives. */
export const analyticsPage = {
  title: 'Analytics Dashboard',
  description: 'Visits, WhatsApp signups and logins by traffic source.',
  width: 'wide',
} as const satisfies PageProps;

function AnalyticsRouteContent() {
  return (
    <Page {...analyticsPage}>
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
