import { Page } from '@/components/layout/page';

export function AnalyticsRoute() {
  return (
    <Page
      title="Analytics Dashboard"
      description="Visits, WhatsApp signups and logins by traffic source."
      width="wide"
    />
  );
}
