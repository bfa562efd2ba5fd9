import type Stripe from 'stripe';

/**
 * The parts of Stripe's objects this feature reads, named and typed as in the SDK. Webhook
 * payloads and the local test checkout's simulated events are both read through these shapes.
 */
type Ref = string | { id: string };

/** A payment method as Stripe names it: by id in webhooks, the whole object where it was expanded. */
export type StripePaymentMethodRef = string | { id: string; card?: { last4?: string | null } | null };

export type StripeSubscriptionShape = Pick<
  Stripe.Subscription,
  'id' | 'object' | 'status' | 'cancel_at_period_end' | 'cancel_at' | 'trial_end' | 'created' | 'metadata'
> & {
  customer: Ref;
  default_payment_method?: StripePaymentMethodRef | null;
  items: { data: Array<{ current_period_end?: number; price?: { id: string; recurring?: { interval: string } | null } | null }> };
};

export type StripeCheckoutShape = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'client_reference_id'
  | 'metadata'
  | 'status'
  | 'payment_status'
  | 'amount_total'
  | 'currency'
  | 'mode'
  | 'url'
  | 'expires_at'
> & {
  customer: Ref | null;
  subscription: string | StripeSubscriptionShape | null;
};

export type StripeInvoiceShape = Pick<
  Stripe.Invoice,
  'id' | 'object' | 'amount_paid' | 'amount_due' | 'currency' | 'attempt_count' | 'next_payment_attempt'
> & {
  /** Absent from the local test events of older versions. */
  hosted_invoice_url?: string | null;
  status_transitions?: { paid_at: number | null } | null;
  customer: Ref | null;
  parent: { subscription_details: { subscription: Ref; metadata: Stripe.Metadata | null } | null } | null;
};

export type StripeChargeShape = Pick<Stripe.Charge, 'id' | 'object' | 'amount_refunded' | 'currency' | 'metadata'> & {
  customer: Ref | null;
};

export interface StripeEventShape {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: boolean;
  data: { object: unknown };
}

export function refId(ref: Ref | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Stripe may add values; anything unknown is treated as not (yet) paid. */
export function paymentStatusOf(value: string | null | undefined): 'paid' | 'unpaid' | 'no_payment_required' {
  return value === 'paid' || value === 'no_payment_required' ? value : 'unpaid';
}

export function sessionStatusOf(value: string | null | undefined): 'open' | 'complete' | 'expired' {
  return value === 'complete' || value === 'expired' ? value : 'open';
}
