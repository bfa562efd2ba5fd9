import type Stripe from 'stripe';
import { DomainError } from '../../../platform/commands/domain-error';
import { isPlan, PLAN_TERMS, type Plan } from '../domain/billing-plans';
import type { RetentionOfferTerms } from '../domain/retention-offer';
import type { ObservedSubscription } from '../domain/subscription-life.decide';
import { withStripeSessionPlaceholder } from '../domain/return-urls';
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
} from './payment-provider.port';
import { isMissing, stripeCall } from './stripe-call';
import { stripeIdempotencyKey } from './stripe-idempotency';
import { cardOf, type PlanPrices, readSubscription } from './stripe-event-reader';
import { paymentStatusOf, refId, sessionStatusOf, type StripeSubscriptionShape } from './stripe-shapes';

/**
 * Payments through Stripe: Checkout Sessions in subscription mode (Premium with its trial,
 * Founding member yearly), promotion codes, cancellation with an optional refund, customers.
 * Access changes come from the webhooks (and the success-page check), never from these calls alone.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Prices made on the fly when no price id is configured (subscriptions need a price id). */
  private readonly madePrices = new Map<Plan, Promise<string>>();

  constructor(
    private readonly stripe: Stripe,
    private readonly prices: PlanPrices,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const customerId = await this.customerFor(request.userId, request.customerId, request.customerName, request.customerEmail);
    const metadata = { user_id: request.userId, plan: request.plan };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      customer: customerId,
      client_reference_id: request.userId,
      metadata,
      line_items: [this.lineItem(request.plan)],
      subscription_data: { metadata, ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}) },
      // Stripe takes either one discount chosen here or a code field on its page, not both.
      ...(request.discount?.providerId
        ? { discounts: [{ promotion_code: request.discount.providerId }] }
        : { allow_promotion_codes: true }),
      success_url: withStripeSessionPlaceholder(request.successUrl),
      cancel_url: request.cancelUrl,
    };
    const session = await stripeCall('start the checkout', () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey: stripeIdempotencyKey(request.idempotencyKey, params) }),
    );
    if (!session.url) throw new DomainError('The payment service did not return a checkout page. Please try again.', 'unavailable');
    return { sessionId: session.id, url: session.url, customerId, expiresAt: new Date(session.expires_at * 1000).toISOString() };
  }

  async retrieveCheckout(sessionId: string): Promise<ProviderCheckout | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription', 'subscription.default_payment_method'],
      });
    } catch (error) {
      if (isMissing(error)) return null;
      return stripeCall('look up the checkout', () => Promise.reject(error));
    }
    const full =
      session.subscription && typeof session.subscription === 'object' ? (session.subscription as StripeSubscriptionShape) : null;
    const expanded = full ? readSubscription(full, this.prices) : null;
    const card = full ? cardOf(full) : null;
    const plan = session.metadata?.plan;
    return {
      sessionId: session.id,
      userId: session.client_reference_id || session.metadata?.user_id || null,
      plan: isPlan(plan) ? plan : null,
      status: sessionStatusOf(session.status),
      paymentStatus: paymentStatusOf(session.payment_status),
      customerId: refId(session.customer),
      subscriptionId: refId(session.subscription),
      amountTotal: session.amount_total ?? 0,
      currency: session.currency ?? 'gbp',
      subscription: expanded,
      card: card && card.last4 !== undefined ? { ...card, last4: card.last4 } : null,
    };
  }

  async createSubscription(request: SubscriptionRequest): Promise<{ clientSecret: string; customerId: string }> {
    const customerId = await this.customerFor(request.userId, request.customerId, request.customerName, request.customerEmail);
    const terms = PLAN_TERMS[request.plan];
    const price = await this.priceId(request.plan);
    const params: Stripe.SubscriptionCreateParams = {
      customer: customerId,
      items: [{ price }],
      metadata: { user_id: request.userId, plan: request.plan },
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      ...(terms.trialDays > 0
        ? { trial_period_days: terms.trialDays, trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } }
        : {}),
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
    };
    const subscription = await stripeCall('create the subscription', () =>
      this.stripe.subscriptions.create(params, { idempotencyKey: stripeIdempotencyKey(request.idempotencyKey, params) }),
    );
    // With a trial nothing is due yet, so the card is saved through a setup intent instead of a payment.
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const setup = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? setup?.client_secret ?? null;
    if (!clientSecret) throw new DomainError('No client secret received from the payment service. Please try again.', 'unavailable');
    return { clientSecret, customerId };
  }

  async cancelSubscription(request: CancelRequest): Promise<CancelOutcome> {
    const feedback = request.category ? { feedback: request.category } : {};
    const comment = request.reason ? { comment: request.reason.slice(0, 5000) } : {};
    const details = request.reason || request.category ? { cancellation_details: { ...comment, ...feedback } } : {};
    if (!request.refund) {
      const updated = await stripeCall('cancel the subscription', () =>
        this.stripe.subscriptions.update(request.subscriptionId, { cancel_at_period_end: true, ...details }),
      );
      return {
        subscription: readSubscription(updated as StripeSubscriptionShape, this.prices),
        refund: null,
        refundFailed: false,
        events: [],
      };
    }
    const cancelled = await stripeCall('cancel the subscription', () => this.stripe.subscriptions.cancel(request.subscriptionId, details));
    const subscription = readSubscription(cancelled as StripeSubscriptionShape, this.prices);
    // The subscription has ended at Stripe by now; a failed refund must not hide that, so it is reported, not thrown.
    try {
      return { subscription, refund: await this.refundLatestPayment(cancelled, request.userId), refundFailed: false, events: [] };
    } catch {
      return { subscription, refund: null, refundFailed: true, events: [] };
    }
  }

  async resumeSubscription(subscriptionId: string): Promise<ObservedSubscription | null> {
    const updated = await stripeCall('resume the subscription', () =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
    );
    return readSubscription(updated as StripeSubscriptionShape, this.prices);
  }

  async endSubscriptionNow(subscriptionId: string): Promise<ObservedSubscription | null> {
    try {
      const ended = await this.stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      return readSubscription(ended as StripeSubscriptionShape, this.prices);
    } catch (error) {
      // A repeat after an earlier attempt that ended it: Stripe refuses to cancel twice, so it is read instead.
      if (!(error instanceof Error && (error as { type?: string }).type === 'StripeInvalidRequestError'))
        return stripeCall('cancel the subscription', () => Promise.reject(error));
      const current = await stripeCall('cancel the subscription', () => this.stripe.subscriptions.retrieve(subscriptionId));
      if (current.status !== 'canceled') return stripeCall('cancel the subscription', () => Promise.reject(error));
      return readSubscription(current as StripeSubscriptionShape, this.prices);
    }
  }

  async createCardUpdate(request: CardUpdateRequest): Promise<{ url: string }> {
    if (!request.customerId) throw new DomainError('There is no card on file to update yet.', 'conflict');
    // The portal opened straight on "update payment method"; the new card reaches us by webhook.
    const params: Stripe.BillingPortal.SessionCreateParams = {
      customer: request.customerId,
      return_url: request.returnUrl,
      flow_data: {
        type: 'payment_method_update',
        after_completion: { type: 'redirect', redirect: { return_url: request.returnUrl } },
      },
    };
    const session = await stripeCall('open the card page', () =>
      this.stripe.billingPortal.sessions.create(params, { idempotencyKey: stripeIdempotencyKey(request.idempotencyKey, params) }),
    );
    return { url: session.url };
  }

  async updateCustomer(customerId: string, details: { name: string | null; email: string | null }): Promise<void> {
    const changes = { ...(details.name ? { name: details.name } : {}), ...(details.email ? { email: details.email } : {}) };
    if (Object.keys(changes).length === 0) return;
    await stripeCall('update your billing details', () => this.stripe.customers.update(customerId, changes));
  }

  async findDiscount(code: string): Promise<FoundDiscount | null> {
    const found = await stripeCall('check the code', () =>
      this.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    const promotion = found.data[0];
    const coupon = promotion?.promotion.coupon;
    if (!promotion || !coupon || typeof coupon === 'string' || !coupon.valid) return null;
    if (promotion.expires_at !== null && promotion.expires_at * 1000 < Date.now()) return null;
    const referral = promotion.metadata?.type === 'referral' || coupon.metadata?.type === 'referral';
    return {
      code: promotion.code,
      type: referral ? 'referral' : 'other',
      percentOff: coupon.percent_off,
      amountOff: coupon.amount_off !== null && (coupon.currency ?? 'gbp') === 'gbp' ? coupon.amount_off : null,
      providerId: promotion.id,
      firstTimeOnly: promotion.restrictions.first_time_transaction,
      oncePerCustomer: promotion.metadata?.once_per_customer === 'true' || coupon.metadata?.once_per_customer === 'true',
    };
  }

  async expireCheckout(sessionId: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
      return true;
    } catch (error) {
      // Stripe refuses to expire a session that was completed (or expired) meanwhile: that is an answer, not a failure.
      if (error instanceof Error && (error as { type?: string }).type === 'StripeInvalidRequestError') return false;
      return stripeCall('close the other checkout', () => Promise.reject(error));
    }
  }

  async retentionOffer(couponId: string | null): Promise<RetentionOfferTerms | null> {
    if (!couponId) return null;
    let coupon: Stripe.Coupon;
    try {
      coupon = await this.stripe.coupons.retrieve(couponId);
    } catch (error) {
      // A coupon deleted in the dashboard means no offer, not a broken cancel dialog.
      if (isMissing(error)) return null;
      return stripeCall('look up the offer', () => Promise.reject(error));
    }
    if (!coupon.valid) return null;
    return {
      couponId: coupon.id,
      percentOff: coupon.percent_off,
      amountOff: coupon.amount_off,
      // Stripe may add durations; one it does not document yet is worded as the shortest.
      duration: coupon.duration === 'forever' ? 'forever' : coupon.duration === 'repeating' ? 'repeating' : 'once',
      durationInMonths: coupon.duration_in_months,
    };
  }

  async paymentMethodCard(paymentMethodId: string): Promise<{ last4: string | null } | null> {
    try {
      const method = await stripeCall('look up the card', () => this.stripe.paymentMethods.retrieve(paymentMethodId));
      return { last4: method.card?.last4 ?? null };
    } catch {
      // Logged by stripeCall with Stripe's details; the card is only named, so the event goes on without it.
      return null;
    }
  }

  async applyRetentionOffer(subscriptionId: string, offer: RetentionOfferTerms): Promise<ObservedSubscription> {
    const updated = await stripeCall('apply the offer', () =>
      this.stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: offer.couponId }] }),
    );
    const { userId: _userId, createdAt: _createdAt, ...observed } = readSubscription(updated as StripeSubscriptionShape, this.prices);
    return observed;
  }

  private async customerFor(userId: string, known: string | null, name: string | null, email: string | null): Promise<string> {
    if (known) {
      await this.updateCustomer(known, { name, email });
      return known;
    }
    // One customer per person: the create's parameters never vary, so parallel checkouts (with
    // different names or e-mails typed) all get Stripe's one answer to the key; the details follow.
    const customer = await stripeCall('set up your billing details', () =>
      this.stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey: `daily-customer-${userId}` }),
    );
    if (name || email) await this.updateCustomer(customer.id, { name, email });
    return customer.id;
  }

  private lineItem(plan: Plan): Stripe.Checkout.SessionCreateParams.LineItem {
    const configured = plan === 'premium' ? this.prices.premium : this.prices.founding;
    if (configured) return { price: configured, quantity: 1 };
    const terms = PLAN_TERMS[plan];
    return {
      quantity: 1,
      price_data: {
        currency: terms.currency,
        unit_amount: terms.amount,
        recurring: { interval: terms.interval },
        product_data: { name: `daily ${terms.name}` },
      },
    };
  }

  private priceId(plan: Plan): Promise<string> {
    const configured = plan === 'premium' ? this.prices.premium : this.prices.founding;
    if (configured) return Promise.resolve(configured);
    let made = this.madePrices.get(plan);
    if (!made) {
      const terms = PLAN_TERMS[plan];
      const params: Stripe.PriceCreateParams = {
        currency: terms.currency,
        unit_amount: terms.amount,
        recurring: { interval: terms.interval },
        product_data: { name: `daily ${terms.name}` },
      };
      // Processes starting together (or a restart) make one price per plan's terms, not one each.
      made = stripeCall('prepare the price', () =>
        this.stripe.prices.create(params, { idempotencyKey: stripeIdempotencyKey(`daily-price-${plan}`, params) }),
      ).then((price) => price.id);
      made.catch(() => this.madePrices.delete(plan));
      this.madePrices.set(plan, made);
    }
    return made;
  }

  /** Gives back what the subscription's latest invoice took; nothing in a trial, where nothing was paid. */
  private async refundLatestPayment(
    subscription: Stripe.Subscription,
    userId: string,
  ): Promise<{ amount: number; currency: string } | null> {
    const invoiceId = refId(subscription.latest_invoice as string | { id: string } | null);
    if (!invoiceId) return null;
    const invoice = await stripeCall('find the payment to refund', () =>
      this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    );
    if (invoice.amount_paid <= 0) return null;
    const payment = invoice.payments?.data.find((p) => p.status === 'paid' && p.payment.payment_intent);
    const intent = refId(payment?.payment.payment_intent as string | { id: string } | undefined);
    if (!intent) return null;
    const refund = await stripeCall('refund the payment', () =>
      this.stripe.refunds.create(
        { payment_intent: intent, metadata: { user_id: userId, subscription_id: subscription.id } },
        { idempotencyKey: `daily-refund-${subscription.id}` },
      ),
    );
    return { amount: refund.amount, currency: refund.currency };
  }
}
