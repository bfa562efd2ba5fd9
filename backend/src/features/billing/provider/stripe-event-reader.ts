import { isPlan, type Plan } from '../domain/billing-plans';
import type { Observation } from '../domain/subscription-status';
import { isProviderStatus } from '../domain/subscription-status';
import type { ObservedSubscription } from '../domain/subscription-life.decide';
import type { SubscriptionCommand } from '../domain/subscription.decider';
import {
  paymentStatusOf,
  refId,
  type StripeChargeShape,
  type StripeCheckoutShape,
  type StripeEventShape,
  type StripeInvoiceShape,
  type StripeSubscriptionShape,
} from './stripe-shapes';

/** Configured Stripe price ids, used to recognise a plan when a subscription carries no metadata. */
export interface PlanPrices {
  premium: string | null;
  founding: string | null;
}

/**
 * The payment method a subscription names. `last4` is absent when the payload named the method by
 * id only (Stripe's webhooks do): the card's digits are then asked of the provider.
 */
export interface SeenCard {
  subscriptionId: string;
  paymentMethodId: string;
  last4?: string | null;
}

/** A provider event read into commands on one person's subscription stream. */
export interface ProviderSignal {
  eventId: string;
  eventType: string;
  /** Who it is about, as far as the payload says; otherwise found by customer or subscription id. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The subscription's payment method, when the payload names one. */
  card: SeenCard | null;
  commands(userId: string): SubscriptionCommand[];
}

export interface ReadSubscription extends ObservedSubscription {
  userId: string | null;
  createdAt: number;
}

function planOf(subscription: StripeSubscriptionShape, prices: PlanPrices): Plan | null {
  const tagged = subscription.metadata?.plan;
  if (isPlan(tagged)) return tagged;
  const price = subscription.items?.data?.[0]?.price;
  if (price?.id && price.id === prices.founding) return 'founding';
  if (price?.id && price.id === prices.premium) return 'premium';
  if (price?.recurring?.interval === 'year') return 'founding';
  return null;
}

export function readSubscription(subscription: StripeSubscriptionShape, prices: PlanPrices): ReadSubscription {
  if (!isProviderStatus(subscription.status)) throw new Error(`Unknown subscription status "${String(subscription.status)}"`);
  // Since API version 2025-03-31 the billing period lives on the items, not on the subscription.
  const periodEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((v): v is number => typeof v === 'number');
  return {
    subscriptionId: subscription.id,
    customerId: refId(subscription.customer),
    userId: subscription.metadata?.user_id || null,
    plan: planOf(subscription, prices),
    status: subscription.status,
    currentPeriodEnd: periodEnds.length ? Math.max(...periodEnds) : null,
    trialEnd: subscription.trial_end ?? null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    createdAt: subscription.created,
  };
}

export function cardOf(subscription: StripeSubscriptionShape): SeenCard | null {
  const method = subscription.default_payment_method;
  if (!method) return null;
  if (typeof method === 'string') return { subscriptionId: subscription.id, paymentMethodId: method };
  return { subscriptionId: subscription.id, paymentMethodId: method.id, last4: method.card?.last4 ?? null };
}

const SUBSCRIPTION_EVENTS: Record<string, Observation> = {
  'customer.subscription.created': 'created',
  'customer.subscription.updated': 'updated',
  'customer.subscription.paused': 'updated',
  'customer.subscription.resumed': 'updated',
  'customer.subscription.deleted': 'deleted',
};

function observe(userId: string, subscription: ReadSubscription, observation: Observation, at: number): SubscriptionCommand {
  const { userId: _owner, createdAt: _created, ...observed } = subscription;
  return { kind: 'observe-subscription', userId, subscription: observed, observation, at };
}

function readCheckout(event: StripeEventShape, prices: PlanPrices): ProviderSignal {
  const session = event.data.object as StripeCheckoutShape;
  const full = session.subscription && typeof session.subscription === 'object' ? session.subscription : null;
  const expanded = full ? readSubscription(full, prices) : null;
  const customerId = refId(session.customer);
  const subscriptionId = refId(session.subscription);
  const plan = session.metadata?.plan;
  return {
    eventId: event.id,
    eventType: event.type,
    userId: session.client_reference_id || session.metadata?.user_id || null,
    customerId,
    subscriptionId,
    card: full ? cardOf(full) : null,
    commands: (userId) => [
      ...(customerId ? [{ kind: 'link-customer' as const, userId, customerId, provider: 'stripe' as const }] : []),
      {
        kind: 'complete-checkout',
        userId,
        sessionId: session.id,
        plan: isPlan(plan) ? plan : null,
        subscriptionId,
        customerId,
        amountTotal: session.amount_total ?? 0,
        currency: session.currency ?? 'gbp',
        paymentStatus: paymentStatusOf(session.payment_status),
      },
      ...(expanded ? [observe(userId, expanded, 'created', expanded.createdAt)] : []),
    ],
  };
}

function readInvoice(event: StripeEventShape): ProviderSignal {
  const invoice = event.data.object as StripeInvoiceShape;
  const details = invoice.parent?.subscription_details ?? null;
  const subscriptionId = refId(details?.subscription);
  const base = {
    eventId: event.id,
    eventType: event.type,
    userId: details?.metadata?.user_id || null,
    customerId: refId(invoice.customer),
    subscriptionId,
    card: null,
  };
  if (event.type === 'invoice.paid') {
    return {
      ...base,
      commands: (userId) => [
        {
          kind: 'record-invoice-paid',
          userId,
          invoiceId: invoice.id as string,
          subscriptionId,
          amountPaid: invoice.amount_paid,
          currency: invoice.currency,
          receiptUrl: invoice.hosted_invoice_url ?? null,
          paidAt: invoice.status_transitions?.paid_at ?? null,
        },
      ],
    };
  }
  return {
    ...base,
    commands: (userId) => [
      {
        kind: 'record-invoice-failed',
        userId,
        invoiceId: invoice.id as string,
        subscriptionId,
        amountDue: invoice.amount_due,
        currency: invoice.currency,
        attemptCount: invoice.attempt_count,
        nextAttemptAt: invoice.next_payment_attempt ?? null,
      },
    ],
  };
}

function readRefund(event: StripeEventShape): ProviderSignal {
  const charge = event.data.object as StripeChargeShape;
  return {
    eventId: event.id,
    eventType: event.type,
    userId: charge.metadata?.user_id || null,
    customerId: refId(charge.customer),
    subscriptionId: null,
    card: null,
    commands: (userId) => [
      { kind: 'record-refund', userId, chargeId: charge.id, totalRefunded: charge.amount_refunded, currency: charge.currency },
    ],
  };
}

/**
 * Stripe's warning, three days before a trial ends: the subscription as it is now, and a note that
 * the person is to be told when they will be charged.
 */
function readTrialWillEnd(event: StripeEventShape, prices: PlanPrices): ProviderSignal {
  const object = event.data.object as StripeSubscriptionShape;
  const subscription = readSubscription(object, prices);
  const trialEnd = subscription.trialEnd;
  return {
    eventId: event.id,
    eventType: event.type,
    userId: subscription.userId,
    customerId: subscription.customerId,
    subscriptionId: subscription.subscriptionId,
    card: cardOf(object),
    commands: (userId) => [
      observe(userId, subscription, 'updated', event.created),
      ...(trialEnd === null ? [] : [{ kind: 'note-trial-ending' as const, userId, subscriptionId: subscription.subscriptionId, trialEnd }]),
    ],
  };
}

/**
 * Reads a Stripe event (a verified webhook, or one the local test checkout made) into commands.
 * Events this product does not act on give null and are acknowledged without effect.
 */
export function readStripeEvent(event: StripeEventShape, prices: PlanPrices): ProviderSignal | null {
  const object: unknown = event.data?.object;
  if (!object || typeof object !== 'object') throw new Error('The event carries no data.object');
  if (event.type === 'checkout.session.completed') return readCheckout(event, prices);
  const observation = SUBSCRIPTION_EVENTS[event.type];
  if (observation) {
    const object = event.data.object as StripeSubscriptionShape;
    const subscription = readSubscription(object, prices);
    return {
      eventId: event.id,
      eventType: event.type,
      userId: subscription.userId,
      customerId: subscription.customerId,
      subscriptionId: subscription.subscriptionId,
      card: cardOf(object),
      commands: (userId) => [observe(userId, subscription, observation, event.created)],
    };
  }
  if (event.type === 'customer.subscription.trial_will_end') return readTrialWillEnd(event, prices);
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') return readInvoice(event);
  if (event.type === 'charge.refunded') return readRefund(event);
  return null;
}
