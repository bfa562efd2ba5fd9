import { eventTypes } from '../../../platform/event-store/event-types';
import type { Plan } from './billing-plans';
import type { CancellationReason } from './cancellation-reasons';
import type { RetentionOfferTerms } from './retention-offer';
import type { Observation, ProviderStatus } from './subscription-status';

/** A validated coupon or referral code as it applies to a checkout. Amounts in minor units. */
export interface DiscountTerms {
  code: string;
  type: 'referral' | 'other';
  percentOff: number | null;
  amountOff: number | null;
  /** The provider's id for the code (a Stripe promotion code), null for local test coupons. */
  providerId: string | null;
}

/** The dates and flags of a subscription as last observed; times are Unix seconds. */
export interface SubscriptionTerms {
  currentPeriodEnd: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The provider's timestamp of the observation and its same-second rank: orders late webhooks. */
  observedAt: number;
  rank: number;
}

export type PaymentProviderName = 'stripe' | 'test';

export type CustomerLinked = {
  type: 'billing.customer_linked';
  data: { userId: string; customerId: string; provider: PaymentProviderName };
};

export type CheckoutStarted = {
  type: 'billing.checkout_started';
  data: {
    userId: string;
    sessionId: string;
    plan: Plan;
    provider: PaymentProviderName;
    amount: number;
    currency: string;
    trialDays: number;
    discount: DiscountTerms | null;
    successUrl: string;
    cancelUrl: string;
    expiresAt: string;
  };
};

export type CheckoutCompleted = {
  type: 'billing.checkout_completed';
  data: {
    userId: string;
    sessionId: string;
    plan: Plan;
    subscriptionId: string | null;
    customerId: string | null;
    amountTotal: number;
    currency: string;
    paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  };
};

/** Another checkout of the account was completed first, so this one was closed at the provider and can no longer be paid. */
export type CheckoutExpired = {
  type: 'billing.checkout_expired';
  data: { userId: string; sessionId: string; supersededBy: string | null };
};

export type SubscriptionStarted = {
  type: 'billing.subscription_started';
  data: {
    userId: string;
    subscriptionId: string;
    customerId: string | null;
    plan: Plan;
    status: ProviderStatus;
    observation: Observation;
  } & SubscriptionTerms;
};

export type SubscriptionStatusChanged = {
  type: 'billing.subscription_status_changed';
  data: { userId: string; subscriptionId: string; from: ProviderStatus; to: ProviderStatus; observation: Observation } & SubscriptionTerms;
};

/** Same status, new dates or a changed cancel-at-period-end flag (a renewal, a scheduled cancel). */
export type SubscriptionUpdated = {
  type: 'billing.subscription_updated';
  data: { userId: string; subscriptionId: string; observation: Observation } & SubscriptionTerms;
};

/** The person asked to cancel. `reason` is their own words, so it is encrypted (🔒). */
export type SubscriptionCancelled = {
  type: 'billing.subscription_cancelled';
  data: {
    userId: string;
    subscriptionId: string;
    reason: string | null;
    refundRequested: boolean;
    atPeriodEnd: boolean;
    /** Set when daily ended it because another plan of the same account took its place (an upgrade, a second checkout paid in a race). */
    supersededBy?: string | null;
  };
};

/** The person took back a cancellation set for the end of the period, before the period ended: the plan renews again. */
export type SubscriptionResumed = {
  type: 'billing.subscription_resumed';
  data: { userId: string; subscriptionId: string };
};

/** The category the person chose when cancelling; counted in analytics (their own words stay in `reason`, sealed). */
export type CancellationReasonGiven = {
  type: 'billing.cancellation_reason_given';
  data: { userId: string; subscriptionId: string; reason: CancellationReason };
};

/** The provider said the trial ends soon (Stripe's `customer.subscription.trial_will_end`, three days before). */
export type TrialEndingNoticed = {
  type: 'billing.trial_ending_noticed';
  data: { userId: string; subscriptionId: string; trialEnd: number };
};

/** Offered in the cancel dialog and taken: the subscription stays, with the retention coupon applied. */
export type RetentionOfferAccepted = {
  type: 'billing.retention_offer_accepted';
  data: { userId: string; subscriptionId: string; offer: RetentionOfferTerms };
};

/** Offered in the cancel dialog and turned down; the cancellation goes on as asked. */
export type RetentionOfferDeclined = {
  type: 'billing.retention_offer_declined';
  data: { userId: string; subscriptionId: string; couponId: string };
};

export type FoundingMembershipPurchased = {
  type: 'billing.founding_membership_purchased';
  data: { userId: string; subscriptionId: string | null; sessionId: string | null; amount: number; currency: string };
};

export type InvoicePaid = {
  type: 'billing.invoice_paid';
  data: {
    userId: string;
    invoiceId: string;
    subscriptionId: string | null;
    amountPaid: number;
    currency: string;
    /** The receipt the person can open (Stripe's `hosted_invoice_url`; the test checkout's own page). Absent on older events. */
    receiptUrl?: string | null;
    /** When it was paid, Unix seconds (Stripe's `status_transitions.paid_at`). Absent on older events: the event's time is used. */
    paidAt?: number | null;
  };
};

export type InvoicePaymentFailed = {
  type: 'billing.invoice_payment_failed';
  data: {
    userId: string;
    invoiceId: string;
    subscriptionId: string | null;
    amountDue: number;
    currency: string;
    attemptCount: number;
    nextAttemptAt: number | null;
  };
};

export type RefundIssued = {
  type: 'billing.refund_issued';
  data: { userId: string; chargeId: string; amount: number; totalRefunded: number; currency: string };
};

/**
 * The payment method the provider charges for a subscription (Stripe's `default_payment_method`),
 * and the last four digits of its card (null for a method that is not a card). The digits are what
 * Stripe itself shows a customer; they are kept so Settings can name the card, and never logged.
 */
export type CardNoted = {
  type: 'billing.card_noted';
  data: { userId: string; subscriptionId: string; paymentMethodId: string; cardLast4: string | null };
};

/** Remembers a provider event (a Stripe webhook) so a replay of it changes nothing. */
export type ProviderEventProcessed = {
  type: 'billing.provider_event_processed';
  data: {
    userId: string;
    providerEventId: string;
    providerType: string;
    observed: { subscriptionId: string; observedAt: number; rank: number } | null;
  };
};

export type SubscriptionEvent =
  | CustomerLinked
  | CheckoutStarted
  | CheckoutCompleted
  | CheckoutExpired
  | SubscriptionStarted
  | SubscriptionStatusChanged
  | SubscriptionUpdated
  | SubscriptionCancelled
  | SubscriptionResumed
  | CancellationReasonGiven
  | TrialEndingNoticed
  | RetentionOfferAccepted
  | RetentionOfferDeclined
  | FoundingMembershipPurchased
  | InvoicePaid
  | InvoicePaymentFailed
  | RefundIssued
  | CardNoted
  | ProviderEventProcessed;

export const SUBSCRIPTION_EVENT_TYPES = eventTypes<SubscriptionEvent>({
  'billing.customer_linked': true,
  'billing.checkout_started': true,
  'billing.checkout_completed': true,
  'billing.checkout_expired': true,
  'billing.subscription_started': true,
  'billing.subscription_status_changed': true,
  'billing.subscription_updated': true,
  'billing.subscription_cancelled': true,
  'billing.subscription_resumed': true,
  'billing.cancellation_reason_given': true,
  'billing.trial_ending_noticed': true,
  'billing.retention_offer_accepted': true,
  'billing.retention_offer_declined': true,
  'billing.founding_membership_purchased': true,
  'billing.invoice_paid': true,
  'billing.invoice_payment_failed': true,
  'billing.refund_issued': true,
  'billing.card_noted': true,
  'billing.provider_event_processed': true,
});

/**
 * The person's free trial, by the keyed hash of their phone: kept apart from the account's stream
 * so a new account on the same number finds it (and no number is stored, only its hash).
 */
export type TrialClaimed = {
  type: 'billing.trial_claimed';
  data: { phoneHash: string; subscriptionId: string; trialEnd: number | null };
};

export const trialClaimStream = (phoneHash: string): string => `trial-claim-${phoneHash}`;

export const subscriptionStream = (userId: string): string => `subscription-${userId}`;
