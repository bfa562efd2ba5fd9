import { CircleCheck, Sparkles } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';

import {
  type CheckoutConfirmationOptions,
  grantsFoundingMembership,
  grantsPaidAccess,
  useCheckoutConfirmation,
} from '../hooks/use-checkout-confirmation';
import { redirectDelays } from '../utils/redirect-delays';
import { CheckoutResultCard, type CheckoutResultCardProps } from './checkout-result-card';

type Purchase = 'premium' | 'founding';

const purchases: Record<Purchase, CheckoutConfirmationOptions & Omit<CheckoutResultCardProps, 'children'>> = {
  premium: {
    title: 'Payment Successful!',
    description: 'Thank you for subscribing to daily Premium.',
    icon: CircleCheck,
    tone: 'success',
    grants: grantsPaidAccess,
    successMessage: 'Subscription successful! Welcome to daily premium.',
    redirectDelayMs: redirectDelays.premiumSuccessMs,
  },
  founding: {
    title: 'Welcome, Founding Member!',
    description: 'You now have unlimited usage and direct access to the founder. Thank you for building daily with us.',
    icon: Sparkles,
    tone: 'accent',
    grants: grantsFoundingMembership,
    successMessage: 'Welcome to the Daily Founding Members!',
    redirectDelayMs: redirectDelays.foundingSuccessMs,
  },
};

const phaseText = {
  confirming: 'Confirming your payment...',
  confirmed: 'Redirecting to your dashboard...',
  failed: 'Redirecting to your dashboard...',
} as const;

/** The page the payment provider returns to: the server confirms the purchase, then the dashboard. */
export function CheckoutConfirmation({ purchase }: { purchase: Purchase }) {
  const { grants, successMessage, redirectDelayMs, ...card } = purchases[purchase];
  const phase = useCheckoutConfirmation({ grants, successMessage, redirectDelayMs });

  return (
    <CheckoutResultCard {...card}>
      <p role="status" className="inline-flex items-center gap-2 text-small font-medium text-ink-muted">
        <Spinner size="sm" className="text-accent" />
        {phaseText[phase]}
      </p>
    </CheckoutResultCard>
  );
}
