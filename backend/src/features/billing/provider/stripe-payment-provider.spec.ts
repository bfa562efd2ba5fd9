import Stripe from 'stripe';
import { DomainError } from '../../../platform/commands/domain-error';
import type { AppConfig } from '../../../platform/config/app-config';
import { type SubscriptionCommand, subscriptionDecider } from '../domain/subscription.decider';
import { StripeStandIn } from '../testing/stripe-stand-in';
import { createStripeClient } from './stripe-client';
import { readStripeEvent } from './stripe-event-reader';
import { StripePaymentProvider } from './stripe-payment-provider';
import { WebhookVerifier } from './webhook-verifier.service';

const noPrices = { premium: null, founding: null };

/** Each attempt in these tests is a new command, so each has a key of its own unless a test repeats one. */
let attempts = 0;
const freshKey = () => `daily-test-attempt-${++attempts}`;

describe('Stripe adapter (SDK against a local Stripe stand-in)', () => {
  let standIn: StripeStandIn;
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    provider = new StripePaymentProvider(createStripeClient(standIn.secretKey, standIn.apiBase), noPrices);
  });

  afterAll(async () => {
    await standIn.close();
  });

  const premiumCheckout = (userId: string, extra: Partial<Parameters<StripePaymentProvider['createCheckout']>[0]> = {}) =>
    provider.createCheckout({
      userId,
      plan: 'premium',
      customerId: null,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      discount: null,
      trialDays: 7,
      successUrl: 'https://app.daily.test/stripe/success',
      cancelUrl: 'https://app.daily.test/stripe/cancel',
      idempotencyKey: freshKey(),
      ...extra,
    });

  it('opens a Premium checkout in subscription mode with the 7-day trial and an inline 10 GBP monthly price', async () => {
    const checkout = await premiumCheckout('user-1');
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(checkout.customerId).toMatch(/^cus_/);
    const customer = standIn.customers.get(checkout.customerId as string);
    expect(customer).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', metadata: { user_id: 'user-1' } });
    const session = standIn.sessions.get(checkout.sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: checkout.customerId,
      client_reference_id: 'user-1',
      metadata: { user_id: 'user-1', plan: 'premium' },
      success_url: 'https://app.daily.test/stripe/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.daily.test/stripe/cancel',
      allow_promotion_codes: true,
      subscription_data: { trial_period_days: '7', metadata: { user_id: 'user-1', plan: 'premium' } },
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: '1000', recurring: { interval: 'month' } } }],
    });
    // A retried customer creation must not make a second customer.
    expect(standIn.requests.find((r) => r.path === '/v1/customers')?.idempotencyKey).toBe('daily-customer-user-1');
  });

  it('makes one customer for parallel checkouts of one person, whatever name each typed (idempotency key, fixed parameters)', async () => {
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        premiumCheckout('user-race', { customerName: `Ada ${i}`, customerEmail: `ada${i}@example.com` }),
      ),
    );
    expect(new Set(checkouts.map((checkout) => checkout.customerId)).size).toBe(1);
    const theirs = [...standIn.customers.values()].filter(
      (customer) => (customer.metadata as { user_id?: string })?.user_id === 'user-race',
    );
    expect(theirs).toHaveLength(1);
  });

  it('a checkout retried under the same key gets the first session; another code typed under that key is a new session', async () => {
    const key = 'daily-checkout-user-retry-r3';
    const first = await premiumCheckout('user-retry', { idempotencyKey: key });
    const sessionsBefore = standIn.sessions.size;
    const retried = await Promise.all([1, 2, 3].map(() => premiumCheckout('user-retry', { idempotencyKey: key })));
    expect(retried.map((checkout) => checkout.sessionId)).toEqual([first.sessionId, first.sessionId, first.sessionId]);
    expect(standIn.sessions.size).toBe(sessionsBefore);
    const sent = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').map((r) => r.idempotencyKey);
    expect(sent.at(-1)).toMatch(/^daily-checkout-user-retry-r3-/);

    standIn.addPromotionCode({ code: 'RETRY10', percentOff: 10 });
    const code = await provider.findDiscount('RETRY10');
    const other = await premiumCheckout('user-retry', { idempotencyKey: key, discount: code });
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('a subscription created again under the same key is the first one, with its setup secret', async () => {
    const request = {
      userId: 'user-sub-retry',
      plan: 'premium' as const,
      customerId: null,
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      idempotencyKey: 'daily-subscription-user-sub-retry-r0',
    };
    const before = standIn.subscriptions.size;
    const [first, second] = await Promise.all([provider.createSubscription(request), provider.createSubscription(request)]);
    expect(second).toEqual(first);
    expect(standIn.subscriptions.size).toBe(before + 1);
  });

  it('uses the configured founding price, without a trial, and reuses a linked customer', async () => {
    const configured = new StripePaymentProvider(createStripeClient(standIn.secretKey, standIn.apiBase), {
      premium: null,
      founding: 'price_founding_yearly',
    });
    const first = await premiumCheckout('user-2');
    const checkout = await configured.createCheckout({
      userId: 'user-2',
      plan: 'founding',
      customerId: first.customerId,
      customerName: null,
      customerEmail: null,
      discount: null,
      trialDays: 0,
      successUrl: 'https://app.daily.test/founding-success',
      cancelUrl: 'https://app.daily.test/about?cancelled=true',
      idempotencyKey: freshKey(),
    });
    expect(checkout.customerId).toBe(first.customerId);
    const session = standIn.sessions.get(checkout.sessionId) as Record<string, unknown>;
    expect(session.line_items).toEqual([{ price: 'price_founding_yearly', quantity: '1' }]);
    expect(session.subscription_data).toEqual({ metadata: { user_id: 'user-2', plan: 'founding' } });
  });

  it('finds promotion codes: percent, referral, first-time-only; unknown and inactive ones are not found', async () => {
    standIn.addPromotionCode({ code: 'SPRING20', percentOff: 20 });
    standIn.addPromotionCode({ code: 'FRIEND-ADA', amountOff: 1000, referral: true, firstTimeOnly: true });
    standIn.addPromotionCode({ code: 'OLD', percentOff: 50, active: false });
    expect(await provider.findDiscount('spring20')).toMatchObject({
      code: 'SPRING20',
      type: 'other',
      percentOff: 20,
      amountOff: null,
      providerId: expect.stringMatching(/^promo_/),
      firstTimeOnly: false,
    });
    expect(await provider.findDiscount('FRIEND-ADA')).toMatchObject({ type: 'referral', amountOff: 1000, firstTimeOnly: true });
    expect(await provider.findDiscount('NOPE')).toBeNull();
    expect(await provider.findDiscount('OLD')).toBeNull();
  });

  it('applies a chosen promotion code to the checkout instead of offering the code field', async () => {
    standIn.addPromotionCode({ code: 'TAKE5', amountOff: 500 });
    const discount = await provider.findDiscount('TAKE5');
    const checkout = await premiumCheckout('user-3', { discount });
    expect(standIn.sessions.get(checkout.sessionId)).toMatchObject({
      discounts: [{ promotion_code: discount?.providerId }],
      allow_promotion_codes: false,
    });
  });

  it('reads a paid checkout back, with its subscription, and finds nothing for an unknown one', async () => {
    const checkout = await premiumCheckout('user-4');
    expect(await provider.retrieveCheckout(checkout.sessionId)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      subscription: null,
    });
    standIn.pay(checkout.sessionId);
    const seen = await provider.retrieveCheckout(checkout.sessionId);
    expect(seen).toMatchObject({
      userId: 'user-4',
      plan: 'premium',
      status: 'complete',
      paymentStatus: 'no_payment_required',
      customerId: checkout.customerId,
    });
    expect(seen?.subscription).toMatchObject({ status: 'trialing', plan: 'premium', cancelAtPeriodEnd: false });
    expect(seen?.subscription?.currentPeriodEnd).toBe(seen?.subscription?.trialEnd);
    expect(await provider.retrieveCheckout('cs_test_unknown')).toBeNull();
  });

  it('reads the events Stripe sends after payment into commands that start the subscription', async () => {
    const checkout = await provider.createCheckout(foundingCheckout('user-5'));
    const events = standIn.pay(checkout.sessionId);
    expect(events.map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.created', 'checkout.session.completed']);
    const commands: SubscriptionCommand[] = events.flatMap((event) => {
      const signal = readStripeEvent(event, noPrices);
      expect(signal?.userId).toBe('user-5');
      return signal ? signal.commands('user-5') : [];
    });
    const state = commands.reduce(
      (s, c) => subscriptionDecider.decide(c, s).reduce(subscriptionDecider.evolve, s),
      subscriptionDecider.initialState(),
    );
    const [subscription] = Object.values(state.subscriptions);
    expect(subscription).toMatchObject({ plan: 'founding', status: 'active' });
    expect(Object.keys(state.foundingPurchases)).toEqual([subscription.subscriptionId]);
    expect(state.lastPayments[subscription.subscriptionId]).toEqual({ amount: 10000, currency: 'gbp' });
  });

  it('cancels at the end of the period, keeping the reason and its category with Stripe', async () => {
    const checkout = await premiumCheckout('user-6');
    standIn.pay(checkout.sessionId);
    const subscriptionId = standIn.sessions.get(checkout.sessionId)?.subscription as string;
    const outcome = await provider.cancelSubscription(cancelRequest('user-6', subscriptionId, false));
    expect(outcome.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(outcome.refund).toBeNull();
    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      cancellation_details: { comment: 'Too busy', feedback: 'unused' },
    });
  });

  it("resumes a plan set to end by undoing Stripe's cancel_at_period_end", async () => {
    const checkout = await premiumCheckout('user-6b');
    standIn.pay(checkout.sessionId);
    const subscriptionId = standIn.sessions.get(checkout.sessionId)?.subscription as string;
    await provider.cancelSubscription(cancelRequest('user-6b', subscriptionId, false));
    const resumed = await provider.resumeSubscription(subscriptionId);
    expect(resumed).toMatchObject({ subscriptionId, status: 'trialing', cancelAtPeriodEnd: false });
    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
  });

  it('cancels at once with a refund of the last payment; a trial has nothing to refund', async () => {
    const founding = await provider.createCheckout(foundingCheckout('user-7'));
    standIn.pay(founding.sessionId);
    const paidId = standIn.sessions.get(founding.sessionId)?.subscription as string;
    const paid = await provider.cancelSubscription(cancelRequest('user-7', paidId, true));
    expect(paid.subscription).toMatchObject({ status: 'canceled' });
    expect(paid.refund).toEqual({ amount: 10000, currency: 'gbp' });
    expect(standIn.refunds.at(-1)).toMatchObject({ amount: 10000, metadata: { user_id: 'user-7', subscription_id: paidId } });

    const trial = await premiumCheckout('user-8');
    standIn.pay(trial.sessionId);
    const trialId = standIn.sessions.get(trial.sessionId)?.subscription as string;
    const refunds = standIn.refunds.length;
    expect((await provider.cancelSubscription(cancelRequest('user-8', trialId, true))).refund).toBeNull();
    expect(standIn.refunds).toHaveLength(refunds);
  });

  it('still reports the cancellation when the refund fails, and says the refund failed', async () => {
    const founding = await provider.createCheckout(foundingCheckout('user-11'));
    standIn.pay(founding.sessionId);
    const subscriptionId = standIn.sessions.get(founding.sessionId)?.subscription as string;
    standIn.failRefunds = true;
    try {
      const outcome = await provider.cancelSubscription(cancelRequest('user-11', subscriptionId, true));
      expect(outcome).toMatchObject({ subscription: { status: 'canceled' }, refund: null, refundFailed: true });
    } finally {
      standIn.failRefunds = false;
    }
  });

  it('creates a subscription for a card form and answers the setup secret during the trial', async () => {
    const first = await provider.createSubscription({
      userId: 'user-9',
      plan: 'premium',
      customerId: null,
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      idempotencyKey: freshKey(),
    });
    expect(first.clientSecret).toMatch(/^seti_.+_secret_/);
    const again = await provider.createSubscription({
      userId: 'user-9',
      plan: 'premium',
      customerId: first.customerId,
      customerName: 'Ada',
      customerEmail: 'ada@example.com',
      idempotencyKey: freshKey(),
    });
    expect(again.customerId).toBe(first.customerId);
    // The inline price is made once and reused.
    expect(standIn.requests.filter((r) => r.path === '/v1/prices')).toHaveLength(1);
    const created = standIn.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST').at(-1);
    expect(created?.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      trial_period_days: '7',
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
  });

  it('updates the customer’s name and e-mail', async () => {
    const checkout = await premiumCheckout('user-10');
    await provider.updateCustomer(checkout.customerId as string, { name: 'Ada King', email: 'ada.king@example.com' });
    expect(standIn.customers.get(checkout.customerId as string)).toMatchObject({ name: 'Ada King', email: 'ada.king@example.com' });
  });

  it('turns a Stripe failure into a 503 a person can retry', async () => {
    const wrongKey = new StripePaymentProvider(createStripeClient('sk_test_wrong', standIn.apiBase), noPrices);
    const failure = await wrongKey.findDiscount('SPRING20').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'unavailable' });
  });

  describe('webhook signatures', () => {
    const secret = 'whsec_test_secret';
    const verifier = new WebhookVerifier({
      stripe: { secretKey: null, webhookSecret: secret, pricePremium: null, priceFounding: null, apiBase: null },
    } as AppConfig);

    it('accepts a payload signed by the SDK’s test helper and refuses any change to it', () => {
      const payload = JSON.stringify(standIn.event('customer.subscription.updated', { id: 'sub_1' }));
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect(verifier.verify(Buffer.from(payload), header)).toMatchObject({ type: 'customer.subscription.updated' });
      expect(() => verifier.verify(Buffer.from(payload.replace('sub_1', 'sub_2')), header)).toThrow('The webhook signature is not valid.');
      expect(() =>
        verifier.verify(Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' })),
      ).toThrow('not valid');
      expect(() => verifier.verify(Buffer.from(payload), undefined)).toThrow('missing');
    });
  });

  function cancelRequest(userId: string, subscriptionId: string, refund: boolean) {
    return {
      userId,
      subscriptionId,
      customerId: null,
      plan: 'premium' as const,
      refund,
      reason: 'Too busy',
      category: 'unused' as const,
      current: {
        subscriptionId,
        customerId: null,
        plan: 'premium' as const,
        status: 'trialing' as const,
        currentPeriodEnd: null,
        trialEnd: null,
        cancelAtPeriodEnd: false,
      },
      lastPayment: null,
    };
  }

  function foundingCheckout(userId: string) {
    return {
      userId,
      plan: 'founding' as const,
      customerId: null,
      customerName: null,
      customerEmail: null,
      discount: null,
      trialDays: 0,
      successUrl: 'https://app.daily.test/founding-success',
      cancelUrl: 'https://app.daily.test/about',
      idempotencyKey: freshKey(),
    };
  }
});
