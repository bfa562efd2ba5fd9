import { CheckoutConfirmation } from '@/features/billing/components/checkout-confirmation';

export function FoundingSuccessRoute() {
  return <CheckoutConfirmation purchase="founding" />;
}
