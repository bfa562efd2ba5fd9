import type { Plan } from '../domain/billing-plans';
import type { CancellationReason } from '../domain/cancellation-reasons';
import type { RetentionOfferTerms } from '../domain/retention-offer';
import type { ObservedSubscription } from '../domain/subscription-life.decide';
import type { DiscountTerms, PaymentProviderName } from '../domain/subscription.events';
import type { StripeEventShape } from './stripe-shapes';

export interface CheckoutRequest {
  userId: string;
  plan: Plan;
  /** The provider customer already linked to this person, if any. */
  customerId: string | null;
  customerName: string | null;
  customerEmail: string | null;
  discount: DiscountTerms | null;
  /** The free trial this checkout gives: 0 for anyone who has had theirs. */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  /**
   * Names this attempt at the provider (Stripe's Idempotency-Key, with the call's parameters added
   * by the adapter): derived from the person's subscription stream and its revision, so a command
   * retried before it recorded anything gets the object it created the first time.
   */
  idempotencyKey: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
  customerId: string | null;
  expiresAt: string;
}

/** A checkout session as the provider now sees it (read for `/stripe/success?session_id=…`). */
export interface ProviderCheckout {
  sessionId: string;
  userId: string | null;
  plan: Plan | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  subscriptionId: string | null;
  amountTotal: number;
  currency: string;
  subscription: (ObservedSubscription & { createdAt: number }) | null;
  /** The subscription's payment method with its card's digits, when the provider said. */
  card: { subscriptionId: string; paymentMethodId: string; last4: string | null } | null;
}

export interface SubscriptionRequest {
  userId: string;
  plan: Plan;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  /**
   * Names this attempt at the provider (Stripe's Idempotency-Key, with the call's parameters added
   * by the adapter): derived from the person's subscription stream and its revision, so a command
   * retried before it recorded anything gets the object it created the first time.
   */
  idempotencyKey: string;
}

export interface CardUpdateRequest {
  userId: string;
  customerId: string | null;
  /** The live subscription whose card is replaced. */
  subscriptionId: string;
  /** Where the person comes back to when done. */
  returnUrl: string;
  idempotencyKey: string;
}

export interface CancelRequest {
  userId: string;
  subscriptionId: string;
  customerId: string | null;
  plan: Plan;
  /** true: end now and give the last payment back; false: end at the close of the period. */
  refund: boolean;
  reason: string | null;
  /** The category chosen in the cancel dialog; Stripe keeps it as the cancellation's feedback. */
  category: CancellationReason | null;
  /** The subscription as recorded here, and what was last paid for it: the test provider answers from these. */
  current: ObservedSubscription;
  lastPayment: { amount: number; currency: string } | null;
}

export interface CancelOutcome {
  /** The subscription as the provider answered, when it answers synchronously. */
  subscription: ObservedSubscription | null;
  refund: { amount: number; currency: string } | null;
  /** The subscription ended but the refund could not be made (it is logged for a person to do by hand). */
  refundFailed: boolean;
  /** Events to apply as if they had come by webhook (the test provider has no webhooks). */
  events: StripeEventShape[];
}

export interface FoundDiscount extends DiscountTerms {
  /** Stripe's "first-time transaction" restriction: only for people who never paid before. */
  firstTimeOnly: boolean;
  /** Usable once by each customer (WELCOME10): refused to an account that already paid with it. */
  oncePerCustomer: boolean;
}

/**
 * Everything daily asks of a payment provider. Two adapters: Stripe, and the local test provider
 * (the default when STRIPE_SECRET_KEY is unset) with its built-in test checkout page.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** null when the provider has nothing to add to what is already recorded here. */
  retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null>;
  createSubscription(request: SubscriptionRequest): Promise<{ clientSecret: string; customerId: string | null }>;
  cancelSubscription(request: CancelRequest): Promise<CancelOutcome>;
  /**
   * Takes back a cancellation set for the end of the period (Stripe's `cancel_at_period_end` undone);
   * `current` is the subscription as recorded here, which the test provider answers from.
   */
  resumeSubscription(subscriptionId: string, current: ObservedSubscription): Promise<ObservedSubscription | null>;
  /**
   * Ends a subscription at once with nothing given back (the account that pays for it is being
   * deleted). Safe to repeat: one that has already ended is answered as it is.
   */
  endSubscriptionNow(subscriptionId: string, current: ObservedSubscription): Promise<ObservedSubscription | null>;
  /** A page where the person gives a new card for their subscription (Stripe's customer portal); answers its address. */
  createCardUpdate(request: CardUpdateRequest): Promise<{ url: string }>;
  updateCustomer(customerId: string, details: { name: string | null; email: string | null }): Promise<void>;
  findDiscount(code: string): Promise<FoundDiscount | null>;
  /** The configured retention coupon as the provider describes it; null when there is none to offer. */
  retentionOffer(couponId: string | null): Promise<RetentionOfferTerms | null>;
  /** Closes an open checkout so it can no longer be paid; false when the provider says it is no longer open. */
  expireCheckout(sessionId: string): Promise<boolean>;
  /**
   * The last four digits of a payment method's card (null for a method that is not a card); null
   * when the provider could not be asked just now, so it is asked again at the next event.
   */
  paymentMethodCard(paymentMethodId: string): Promise<{ last4: string | null } | null>;
  /** Puts the retention coupon on the subscription; answers the subscription as it is now, when the provider says. */
  applyRetentionOffer(subscriptionId: string, offer: RetentionOfferTerms): Promise<ObservedSubscription | null>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
