import { CheckoutConfirmation } from '@/features/billing/components/checkout-confirmation';

export function StripeSuccessRoute() {
  return <CheckoutConfirmation purchase="premium" />;
}
