import { CircleCheck, CreditCard, Sparkles } from 'lucide-react';

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

/** Shown until the server has said the payment went through: no success is claimed before that. */
const confirmingCard: Omit<CheckoutResultCardProps, 'children'> = {
  title: 'Confirming your payment',
  description: 'This takes a moment.',
  icon: CreditCard,
  tone: 'muted',
};

/**
 * The page the payment provider returns to: the server confirms the purchase, then the dashboard.
 * The success heading appears only once the server has confirmed it, so a bad or stale session id
 * never flashes "Payment Successful!" before its error.
 */
export function CheckoutConfirmation({ purchase }: { purchase: Purchase }) {
  const { grants, successMessage, redirectDelayMs, ...success } = purchases[purchase];
  const phase = useCheckoutConfirmation({ grants, successMessage, redirectDelayMs });
  const card = phase === 'confirmed' ? success : confirmingCard;

  return (
    <CheckoutResultCard {...card}>
      <p role="status" className="inline-flex items-center gap-2 text-small font-medium text-ink-muted">
        <Spinner size="sm" className="text-accent" />
        {phaseText[phase]}
      </p>
    </CheckoutResultCard>
  );
}
