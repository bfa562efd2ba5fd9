import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';

import { HistoryBackButton } from '@/components/layout/back-link';
import { Page } from '@/components/layout/page';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { PhoneSignInForm } from '@/features/auth/components/phone-sign-in-form';
import { PremiumPlanCard } from '@/features/billing/components/premium-plan-card';
import { useSubscribeGate } from '@/features/billing/hooks/use-subscribe-gate';
import { useAuth } from '@/lib/auth/auth-context';
import { sessionStore } from '@/lib/auth/session-store';
import { deferredComponent } from '@/lib/deferred-component';

// The checkout form is for signed-in people only; a visitor first sees the sign-in form. A returning
// member's copy starts loading with this page, alongside the session check it waits for anyway; a
// visitor's when they start signing in (the sign-in card is focused).
const { Component: SubscribeForm, preload: loadSubscribeForm } = deferredComponent(
  async () => (await import('@/features/billing/components/subscribe-form')).SubscribeForm,
);
if (typeof window !== 'undefined' && sessionStore.read()) void loadSubscribeForm();

function SignInToSubscribe() {
  return (
    <Card aria-label="Sign in to subscribe" onFocusCapture={() => void loadSubscribeForm()}>
      <CardContent className="flex flex-col gap-6">
        <p className="text-body font-semibold text-accent-ink">Please sign in to subscribe:</p>
        <PhoneSignInForm />
      </CardContent>
    </Card>
  );
}

export function SubscribeRoute() {
  const { user } = useAuth();
  const gate = useSubscribeGate();

  if (gate === 'loading') return <LoadingScreen />;
  if (gate === 'to-dashboard') return <Navigate to={paths.dashboard.getHref()} replace />;

  const page = (
    <Page
      title={`Welcome to ${product.name}`}
      description={`${product.plans.premium.name} has everything included. Try it free for a week.`}
      before={<HistoryBackButton />}
    >
      {user ? (
        // Signed in, the form comes first: on a phone it would otherwise start under the whole plan card.
        // The two cards stretch to the taller one's height, side by side.
        <div className="grid gap-6 md:grid-cols-[6fr_5fr]">
          {/* Keyed by user so the form's fields are filled from whoever has just signed in. */}
          <SubscribeForm key={user.id} />
          <PremiumPlanCard />
        </div>
      ) : (
        // The form column is the wider one: the phone form needs the room for its number field.
        <div className="grid gap-6 md:grid-cols-[5fr_6fr]">
          <PremiumPlanCard />
          <SignInToSubscribe />
        </div>
      )}
    </Page>
  );
  return user ? <Suspense fallback={<LoadingScreen />}>{page}</Suspense> : page;
}
