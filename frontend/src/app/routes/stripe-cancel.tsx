import { CheckoutCancelled } from '@/features/billing/components/checkout-cancelled';

export function StripeCancelRoute() {
  return <CheckoutCancelled />;
}
