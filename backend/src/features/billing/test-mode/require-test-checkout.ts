import { DomainError } from '../../../platform/commands/domain-error';
import type { PaymentProvider } from '../provider/payment-provider.port';
import type { CheckoutView } from '../read-models/billing-views';

/** The test checkout page only exists without Stripe; with Stripe its address is simply not found. */
export function requireTestCheckout(provider: PaymentProvider, checkout: CheckoutView | null): CheckoutView {
  if (provider.name !== 'test' || !checkout || checkout.provider !== 'test')
    throw new DomainError('This test checkout was not found.', 'not_found');
  return checkout;
}
