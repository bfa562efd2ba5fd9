import { Page, type PageProps } from '@/components/layout/page';
import { brand } from '@/config/brand';
import { DeleteAccountPlanNote } from '@/features/billing/components/delete-account-plan-note';
import { PaymentsSection } from '@/features/billing/components/payments-section';
import { SubscriptionSection } from '@/features/billing/components/subscription-section';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { CalendarConnection } from '@/features/calendar/components/calendar-connection';
import { DeferredCallWidget } from '@/features/call-widget/components/deferred-call-widget';
import { AccountSection } from '@/features/settings/components/account-section';
import { HelpSection } from '@/features/settings/components/help-section';
import { WhatsAppSettingsSection } from '@/features/whatsapp/components/whatsapp-settings-section';
import { RequireUser } from '@/app/route-guards';

/**
 * The page's heading and line, the same for everyone: the signed-in shell paints them before the
 * app's code arrives, so the page's largest text is on screen with the first paint.
 */
export const settingsPage = {
  title: 'Settings',
  description: `Your plan, how ${brand.name} reaches you, and where to find help.`,
} as const satisfies PageProps;

function SettingsRouteContent() {
  const plan = useCurrentPlan();
  // After subscribing, the main channel is one tap away; the free tier is shown the plans instead.
  const member = plan === 'premium' || plan === 'founding';
  return (
    <Page {...settingsPage}>
      {/* Room at the bottom so the fixed call button never covers the last section. */}
      <div className="flex flex-col gap-6 pb-16">
        <SubscriptionSection />
        {/*
          Until the plan is known it is not known whether the WhatsApp section comes next: the
          sections under it wait too, so on a first visit they appear once instead of being pushed
          down by it (a layout shift of 0.18 at 390 px).
        */}
        {plan !== null && (
          <>
            <PaymentsSection />
            {member && <WhatsAppSettingsSection />}
            <AccountSection calendar={<CalendarConnection />} />
            <HelpSection deletePlanNote={<DeleteAccountPlanNote />} />
          </>
        )}
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
