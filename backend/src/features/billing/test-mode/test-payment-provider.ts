import { randomBytes } from 'node:crypto';
import type {
  CancelOutcome,
  CancelRequest,
  CardUpdateRequest,
  CheckoutRequest,
  CreatedCheckout,
  FoundDiscount,
  PaymentProvider,
  ProviderCheckout,
  SubscriptionRequest,
} from '../provider/payment-provider.port';
import type { RetentionOfferTerms } from '../domain/retention-offer';
import type { ObservedSubscription } from '../domain/subscription-life.decide';
import { findTestCoupon, TEST_RETENTION_OFFER } from './test-coupons';
import { testId } from './test-ids';
import { refundEvent, testCardPath } from './test-stripe-events';

/** Test checkout links stay valid as long as Stripe's do. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The payment provider when Stripe is not configured. No money moves: checkout happens on the
 * built-in page at /api/stripe/test-checkout/:sessionId, which says so plainly, and its outcome is
 * applied through the same path as Stripe's webhooks. This side keeps no state of its own; what it
 * needs to answer is recorded in the subscription stream.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly publicUrl: string) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const sessionId = testId('cs_test', 24);
    return {
      sessionId,
      url: `${this.publicUrl}/api/stripe/test-checkout/${sessionId}`,
      customerId: request.customerId ?? testId('cus_test', 12),
      expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS).toISOString(),
    };
  }

  /** Everything about a test checkout is already recorded here; the provider has nothing to add. */
  async retrieveCheckout(): Promise<ProviderCheckout | null> {
    return null;
  }

  /**
   * There is no card form in test mode, so this secret confirms nothing; it only has the shape of
   * a Stripe setup-intent secret. Test subscriptions are made through the test checkout page.
   */
  async createSubscription(request: SubscriptionRequest): Promise<{ clientSecret: string; customerId: string }> {
    return {
      clientSecret: `${testId('seti_test', 12)}_secret_${randomBytes(12).toString('base64url')}`,
      customerId: request.customerId ?? testId('cus_test', 12),
    };
  }

  async cancelSubscription(request: CancelRequest): Promise<CancelOutcome> {
    const now = Date.now() / 1000;
    if (!request.refund) {
      return { subscription: { ...request.current, cancelAtPeriodEnd: true }, refund: null, refundFailed: false, events: [] };
    }
    const refund = request.lastPayment && request.lastPayment.amount > 0 ? request.lastPayment : null;
    return {
      subscription: { ...request.current, status: 'canceled', cancelAtPeriodEnd: false },
      refund,
      refundFailed: false,
      events: refund ? [refundEvent(request.userId, request.customerId, refund.amount, refund.currency, now)] : [],
    };
  }

  /** The built-in page stands in for Stripe's portal; the subscription's unguessable id is its key. */
  async createCardUpdate(request: CardUpdateRequest): Promise<{ url: string }> {
    return { url: `${this.publicUrl}${testCardPath(request.subscriptionId)}` };
  }

  async endSubscriptionNow(_subscriptionId: string, current: ObservedSubscription): Promise<ObservedSubscription | null> {
    return { ...current, status: 'canceled', cancelAtPeriodEnd: false };
  }

  async resumeSubscription(_subscriptionId: string, current: ObservedSubscription): Promise<ObservedSubscription | null> {
    return { ...current, cancelAtPeriodEnd: false };
  }

  async updateCustomer(): Promise<void> {
    // Test customers exist only as ids; their name and e-mail live on the account.
  }

  async findDiscount(code: string): Promise<FoundDiscount | null> {
    const terms = findTestCoupon(code);
    return terms ? { ...terms, firstTimeOnly: false, oncePerCustomer: terms.code === 'WELCOME10' } : null;
  }

  /** A test checkout is paid on daily's own page, which reads the recorded expiry: nothing to tell. */
  async expireCheckout(): Promise<boolean> {
    return true;
  }

  /** Test mode always has an offer to try: the configured coupon's name, on simulated terms. */
  async retentionOffer(couponId: string | null): Promise<RetentionOfferTerms> {
    return { ...TEST_RETENTION_OFFER, couponId: couponId ?? TEST_RETENTION_OFFER.couponId };
  }

  /** No card is asked for in test mode, so there are no digits to tell. */
  async paymentMethodCard(): Promise<{ last4: string | null }> {
    return { last4: null };
  }

  /** Nothing is charged in test mode, so there is nothing to discount: taking the offer is recorded, no more. */
  async applyRetentionOffer(): Promise<null> {
    return null;
  }
}
