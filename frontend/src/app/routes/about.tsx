import { useSearchParams } from 'react-router-dom';

import { FoundingPlanAction, PremiumPlanAction } from '@/features/billing/components/plan-actions';
import { useCurrentPlan } from '@/features/billing/hooks/use-current-plan';
import { AboutPage } from '@/features/marketing/about/components/about-page';

export function AboutRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AboutPage
      currentPlan={useCurrentPlan()}
      premiumAction={<PremiumPlanAction />}
      foundingAction={<FoundingPlanAction />}
      checkoutCancelled={searchParams.get('cancelled') === 'true'}
    />
  );
}
