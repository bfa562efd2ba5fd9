import { Page } from '@/components/layout/page';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { CalendarConnection } from '@/features/calendar/components/calendar-connection';
import { CallWidget } from '@/features/call-widget/components/call-widget';
import { AccountSection } from '@/features/settings/components/account-section';
import { HelpSection } from '@/features/settings/components/help-section';
import { RequireUser } from '@/app/route-guards';

function SettingsRouteContent() {
  return (
    <Page title="Settings">
      {/* Room at the bottom so the fixed call button never covers the last section. */}
      <div className="flex flex-col gap-6 pb-16">
        <SubscriptionSection />
        <AccountSection calendar={<CalendarConnection />} />
        <HelpSection />
      </div>
      <CallWidget />
    </Page>
  );
}

export function SettingsRoute() {
  return (
    <RequireUser>
      <SettingsRouteContent />
    </RequireUser>
  );
}
