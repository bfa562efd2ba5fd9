import { Page, type PageProps } from '@/components/layout/page';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { CalendarConnection } from '@/features/calendar/components/calendar-connection';
import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { AccountSection } from '@/features/settings/components/account-section';
import { HelpSection } from '@/features/settings/components/help-section';
import { RequireUser } from '@/app/route-guards';

/** The page's heading, the same for everyone; the signed-in shell paints it before the app's code arrives. */
export const settingsPage = { title: 'Settings' } as const satisfies PageProps;

function SettingsRouteContent() {
  return (
    <Page {...settingsPage}>
      {/* Room at the bottom so the fixed call button never covers the last section. */}
      <div className="flex flex-col gap-6 pb-16">
        <SubscriptionSection />
        <AccountSection calendar={<CalendarConnection />} />
        <HelpSection />
      </div>
      <DeferredCallWidget />
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
