import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonStyles } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

import { useCurrentPlan } from '../hooks/use-current-plan';
import { FoundingMemberButton } from './founding-member-button';

/** Subscribe on the Premium card: /subscribe signs a visitor in first. None for those who have it or more. */
export function PremiumPlanAction() {
  const plan = useCurrentPlan();
  if (plan === 'premium' || plan === 'founding') return null;
  return (
    <Link to={paths.subscribe.getHref()} className={buttonStyles({ variant: 'secondary', fullWidth: true })}>
      Subscribe
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** "Become a Founding Member", unless the person already is one. */
export function FoundingPlanAction() {
  const plan = useCurrentPlan();
  if (plan === 'founding') return null;
  return <FoundingMemberButton />;
}
