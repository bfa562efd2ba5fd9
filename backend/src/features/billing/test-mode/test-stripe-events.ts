import { createHash } from 'node:crypto';
import { PLAN_TERMS, type Plan } from '../domain/billing-plans';
import type {
  StripeChargeShape,
  StripeCheckoutShape,
  StripeEventShape,
  StripeInvoiceShape,
  StripeSubscriptionShape,
} from '../provider/stripe-shapes';
import type { SubscriptionRecord } from '../domain/subscription.state';
import { testId, trialWarningId } from './test-ids';

/**
 * The events Stripe would send, made by the test provider. They go through the same reader and
 * the same command path as verified webhooks, so test mode exercises the real payment logic.
 */
export interface PaidTestCheckout {
  sessionId: string;
  userId: string;
  plan: Plan;
  customerId: string;
  /** What the first payment comes to after any discount, in minor units. */
  amountDue: number;
  /** The free trial the checkout gave: 0 for anyone who has had theirs. */
  trialDays: number;
}

const DAY = 24 * 60 * 60;

function event(type: string, object: unknown, created: number): StripeEventShape {
  return { id: testId('evt_test'), object: 'event', type, created, livemode: false, data: { object } };
}

/** `now` in seconds, with fractions: local events made in one second still keep their order. */
export function paidCheckoutEvents(checkout: PaidTestCheckout, now: number): StripeEventShape[] {
  const terms = PLAN_TERMS[checkout.plan];
  const trialEnd = checkout.trialDays > 0 ? Math.floor(now) + checkout.trialDays * DAY : null;
  const periodEnd = trialEnd ?? Math.floor(now) + (terms.interval === 'year' ? 365 : 30) * DAY;
  const metadata = { user_id: checkout.userId, plan: checkout.plan };
  const subscription: StripeSubscriptionShape = {
    // Derived from the session, so one checkout can only ever make one subscription.
    id: `sub_test_${createHash('sha256').update(checkout.sessionId).digest('base64url').slice(0, 24)}`,
    object: 'subscription',
    status: trialEnd ? 'trialing' : 'active',
    customer: checkout.customerId,
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: trialEnd,
    created: Math.floor(now),
    metadata,
    items: {
      data: [{ current_period_end: periodEnd, price: { id: `price_test_${checkout.plan}`, recurring: { interval: terms.interval } } }],
    },
  };
  const paid = trialEnd === null;
  const session: StripeCheckoutShape = {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: checkout.userId,
    metadata,
    status: 'complete',
    payment_status: paid ? 'paid' : 'no_payment_required',
    amount_total: paid ? checkout.amountDue : 0,
    currency: terms.currency,
    customer: checkout.customerId,
    subscription: subscription.id,
    url: null,
    expires_at: Math.floor(now) + DAY,
  };
  const events = [event('checkout.session.completed', session, now), event('customer.subscription.created', subscription, now)];
  return paid && checkout.amountDue > 0 ? [...events, event('invoice.paid', testInvoice(checkout, subscription.id, now), now)] : events;
}

/** The test checkout's page where a subscriber gives a new (test) card. */
export const testCardPath = (subscriptionId: string): string => `/api/stripe/test-checkout/card/${subscriptionId}`;

/** The address of the receipt the test checkout makes for a payment (it stands in for Stripe's hosted invoice page). */
export const testReceiptPath = (invoiceId: string): string => `/api/stripe/test-checkout/receipts/${invoiceId}`;

/** The first invoice of a paid test checkout, as Stripe's `invoice.paid` carries it, with a receipt of its own. */
function testInvoice(checkout: PaidTestCheckout, subscriptionId: string, now: number): StripeInvoiceShape {
  // Unguessable (the receipt page is opened without a session, like Stripe's) and one per checkout.
  const id = `in_test_${createHash('sha256').update(`invoice\n${checkout.sessionId}`).digest('base64url').slice(0, 24)}`;
  return {
    id,
    object: 'invoice',
    amount_paid: checkout.amountDue,
    amount_due: checkout.amountDue,
    currency: PLAN_TERMS[checkout.plan].currency,
    attempt_count: 1,
    next_payment_attempt: null,
    customer: checkout.customerId,
    parent: {
      subscription_details: { subscription: subscriptionId, metadata: { user_id: checkout.userId, plan: checkout.plan } },
    },
    hosted_invoice_url: testReceiptPath(id),
    status_transitions: { paid_at: Math.floor(now) },
  };
}

/** What Stripe sends after a refund: the charge with its running refunded total. */
export function refundEvent(userId: string, customerId: string | null, amount: number, currency: string, now: number): StripeEventShape {
  const charge: StripeChargeShape = {
    id: testId('ch_test'),
    object: 'charge',
    amount_refunded: amount,
    currency,
    customer: customerId,
    metadata: { user_id: userId },
  };
  return event('charge.refunded', charge, now);
}

/** Stripe's `customer.subscription.trial_will_end`, made from the subscription as recorded here. */
export function trialWillEndEvent(
  userId: string,
  customerId: string | null,
  subscription: SubscriptionRecord & { trialEnd: number },
  now: number,
): StripeEventShape {
  const terms = PLAN_TERMS[subscription.plan];
  const object: StripeSubscriptionShape = {
    id: subscription.subscriptionId,
    object: 'subscription',
    status: subscription.status,
    customer: customerId ?? '',
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: null,
    trial_end: subscription.trialEnd,
    created: subscription.mark.at,
    metadata: { user_id: userId, plan: subscription.plan },
    items: {
      data: [
        {
          current_period_end: subscription.currentPeriodEnd ?? subscription.trialEnd,
          price: { id: `price_test_${subscription.plan}`, recurring: { interval: terms.interval } },
        },
      ],
    },
  };
  return {
    ...event('customer.subscription.trial_will_end', object, now),
    id: trialWarningId(subscription.subscriptionId, subscription.trialEnd),
  };
}
