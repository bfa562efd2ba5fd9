import type { TestServer } from '../../testing/test-server';
import { TrialEndingMessagesJob } from '../reminders/jobs/trial-ending-messages.job';
import type { LocalMessagingProvider } from '../reminders/messaging/local-messaging-provider';
import { MESSAGING_PROVIDER } from '../reminders/messaging/messaging-provider.port';
import { Clock } from '../../platform/scheduling/clock';
import type { BillingTestKit } from './testing/billing-test-kit';
import { postSignedWebhook } from './testing/signed-webhook';
import type { StripeStandIn } from './testing/stripe-stand-in';
import { STRIPE_TEST_PUBLIC_URL as PUBLIC_URL, startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server';

const WEBHOOK_SECRET = 'whsec_e2e_stripe';

/**
 * The whole server with the Stripe adapter, the SDK pointed at the local Stripe stand-in
 * (STRIPE_API_BASE) and Stripe's webhooks signed with the SDK's own helper.
 */
describe('subscriptions and payments with Stripe (stand-in for the Stripe API)', () => {
  let stripe: StripeTestServer;
  let standIn: StripeStandIn;
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    stripe = await startStripeTestServer(WEBHOOK_SECRET, { STRIPE_RETENTION_COUPON: 'STAY50' });
    ({ standIn, server, kit } = stripe);
  });

  afterAll(() => stripe.close());

  async function checkout(
    person: Awaited<ReturnType<BillingTestKit['person']>>,
    path = '/api/stripe/create-checkout-session',
    coupon: string | null = null,
  ) {
    const res = await kit.post<{ checkout_url: string; session_id: string }>(
      path,
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com', coupon_code: coupon ?? undefined },
      person,
    );
    expect(res.status).toBe(200);
    return res.body;
  }

  it('sends people to Stripe Checkout, then the webhooks close the account; replays change nothing', async () => {
    const ada = await kit.person();
    const { checkout_url, session_id } = await checkout(ada);
    expect(checkout_url).toBe(`https://checkout.stripe.test/c/pay/${session_id}`);
    expect(standIn.sessions.get(session_id)).toMatchObject({
      client_reference_id: ada.user.id,
      success_url: `${PUBLIC_URL}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
    });
    // The built-in test page does not exist with Stripe configured.
    expect((await fetch(`${server.url}/api/stripe/test-checkout/${session_id}`)).status).toBe(404);

    const events = standIn.pay(session_id);
    for (const event of events) expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).body.result).toBe('applied');
    expect(await kit.accountStatus(ada)).toBe('closed');
    expect((await kit.subscriptionStatus(ada)).status).toBe('trialing');
    const recorded = await kit.eventTypes(ada.user.id);
    for (const event of [...events].reverse())
      expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).body.result).toBe('duplicate');
    expect(await kit.eventTypes(ada.user.id)).toEqual(recorded);
  });

  it("names the card Stripe saved at checkout: your plan's card_last4, read from Stripe by the payment method's id", async () => {
    const founder = await kit.person();
    const { session_id } = await checkout(founder, '/api/stripe/create-founding-member-checkout');
    const events = standIn.pay(session_id);
    const created = events.find((e) => e.type === 'customer.subscription.created');
    // Stripe's webhooks name the payment method by id only.
    expect(created?.data.object.default_payment_method).toMatch(/^pm_/);
    for (const event of events) expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).status).toBe(200);
    const plan = await kit.get<Record<string, unknown>>('/api/me/plan', founder);
    expect(plan.body).toMatchObject({ account: 'founding_member', state: 'active', plan: 'founding', card_last4: standIn.cardLast4 });
    // Asked of Stripe once: the events after the first name the same payment method.
    const method = String(created?.data.object.default_payment_method);
    expect(standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_methods/${method}`)).toHaveLength(1);
  });

  it('a new card saved on the subscription replaces the one shown', async () => {
    const kim = await kit.person();
    const { session_id } = await checkout(kim, '/api/stripe/create-founding-member-checkout');
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(kim);
    const subscription = standIn.subscriptions.get(subscription_id as string) as Record<string, unknown>;
    const card = standIn.paymentMethods.get(String(subscription.default_payment_method)) as Record<string, unknown>;
    standIn.paymentMethods.set('pm_new_card', { ...card, id: 'pm_new_card', card: { ...(card.card as object), last4: '0005' } });
    subscription.default_payment_method = 'pm_new_card';
    await postSignedWebhook(server.url, standIn.event('customer.subscription.updated', subscription), WEBHOOK_SECRET);
    expect((await kit.get<Record<string, unknown>>('/api/me/plan', kim)).body.card_last4).toBe('0005');
  });

  it('confirms on return to the success page before the webhook, and the late webhook then changes nothing', async () => {
    const grace = await kit.person();
    const { session_id } = await checkout(grace);
    const events = standIn.pay(session_id);
    const confirmed = await kit.post('/api/stripe/confirm-checkout', { session_id }, grace);
    expect(confirmed.body).toMatchObject({ status: 'complete', account: 'closed', subscription: { status: 'trialing' } });
    const afterConfirm = await kit.eventTypes(grace.user.id);
    expect(afterConfirm.filter((t) => t === 'billing.subscription_started')).toHaveLength(1);
    // The check expands the subscription's payment method, so the card is known before any webhook, with no lookup of its own.
    expect((await kit.get<Record<string, unknown>>('/api/me/plan', grace)).body.card_last4).toBe(standIn.cardLast4);
    const subscription = standIn.subscriptions.get(String(standIn.sessions.get(session_id)?.subscription));
    expect(standIn.requests.some((r) => r.path === `/v1/payment_methods/${String(subscription?.default_payment_method)}`)).toBe(false);
    for (const event of events)
      expect(['no-effect', 'applied']).toContain((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).body.result);
    const types = await kit.eventTypes(grace.user.id);
    expect(types.filter((t) => t === 'billing.subscription_started')).toHaveLength(1);
    expect(types.filter((t) => t === 'billing.checkout_completed')).toHaveLength(1);
    expect(types.slice(afterConfirm.length).every((t) => t === 'billing.provider_event_processed')).toBe(true);
  });

  it('does not confirm an unpaid session, nor anyone else’s', async () => {
    const owner = await kit.person();
    const other = await kit.person();
    const { session_id } = await checkout(owner);
    expect((await kit.post('/api/stripe/confirm-checkout', { session_id }, owner)).body).toMatchObject({ status: 'open', account: 'open' });
    standIn.pay(session_id);
    expect((await kit.post('/api/stripe/confirm-checkout', { session_id }, other)).status).toBe(404);
    expect(await kit.accountStatus(other)).toBe('open');
  });

  it('validates Stripe promotion codes and applies the chosen one to the checkout', async () => {
    standIn.addPromotionCode({ code: 'LAUNCH50', percentOff: 50 });
    standIn.addPromotionCode({ code: 'FRIEND-GRACE', referral: true, amountOff: 1000, firstTimeOnly: true });
    const me = await kit.person();
    const check = async (coupon_code: string) => (await kit.post('/api/stripe/coupon/validate', { coupon_code }, me)).body;
    expect(await check('LAUNCH50')).toEqual({ valid: true, message: 'Coupon applied: 50% off.', type: 'other', discount_amount: '5.00' });
    expect(await check('FRIEND-GRACE')).toMatchObject({ valid: true, type: 'referral', discount_amount: '10.00' });
    // Local test coupons mean nothing when Stripe is configured.
    expect(await check('WELCOME10')).toMatchObject({ valid: false, message: 'Invalid coupon code' });
    const { session_id } = await checkout(me, '/api/stripe/create-checkout-session', 'LAUNCH50');
    expect(standIn.sessions.get(session_id)).toMatchObject({
      discounts: [{ promotion_code: expect.stringMatching(/^promo_/) }],
      allow_promotion_codes: false,
    });
  });

  it('founding membership: paid, founding_member; cancelled with a refund, back to open, the refund recorded when Stripe reports it', async () => {
    const founder = await kit.person();
    const { session_id } = await checkout(founder, '/api/stripe/create-founding-member-checkout');
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    expect(await kit.accountStatus(founder)).toBe('founding_member');
    const { subscription_id, status } = await kit.subscriptionStatus(founder);
    expect(status).toBe('active');

    const cancelled = await kit.post('/api/stripe/cancel-subscription', { subscription_id, reason: 'Not for me', refund: true }, founder);
    expect(cancelled.body).toMatchObject({ status: 'canceled', refund: { amount: '100.00', currency: 'gbp' } });
    expect(standIn.subscriptions.get(subscription_id as string)).toMatchObject({
      status: 'canceled',
      cancellation_details: { comment: 'Not for me' },
    });
    expect(await kit.accountStatus(founder)).toBe('open');

    const customer = standIn.subscriptions.get(subscription_id as string)?.customer as string;
    const refunded = standIn.event('charge.refunded', {
      id: 'ch_refunded_1',
      object: 'charge',
      amount_refunded: 10000,
      currency: 'gbp',
      customer,
      metadata: {},
    });
    expect((await postSignedWebhook(server.url, refunded, WEBHOOK_SECRET)).body.result).toBe('applied');
    const refund = (await kit.store.readStream(`subscription-${founder.user.id}`)).find((e) => e.type === 'billing.refund_issued');
    expect(refund?.data).toMatchObject({ chargeId: 'ch_refunded_1', amount: 10000 });
  });

  it('a Premium trial cancelled at period end stays closed until Stripe ends it', async () => {
    const person = await kit.person();
    const { session_id } = await checkout(person);
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(person);
    const res = await kit.post('/api/stripe/cancel-subscription', { subscription_id, reason: 'Trying something else' }, person);
    expect(res.body).toMatchObject({ status: 'canceled', refund: null });
    expect(await kit.accountStatus(person)).toBe('closed');
    const subscription = standIn.subscriptions.get(subscription_id as string) as Record<string, unknown>;
    const ended = standIn.event(
      'customer.subscription.deleted',
      { ...subscription, status: 'canceled' },
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await postSignedWebhook(server.url, ended, WEBHOOK_SECRET)).body.result).toBe('applied');
    expect(await kit.accountStatus(person)).toBe('open');
  });

  it('update-user updates the Stripe customer and the account name', async () => {
    const person = await kit.person();
    await checkout(person);
    const res = await kit.post('/api/stripe/update-user', { name: 'Ada King', email: 'ada.king@example.com' }, person);
    expect(res.status).toBe(200);
    const customerId = standIn.requests
      .filter((r) => r.method === 'POST' && r.path.startsWith('/v1/customers/'))
      .at(-1)
      ?.path.split('/')
      .at(-1) as string;
    expect(standIn.customers.get(customerId)).toMatchObject({
      name: 'Ada King',
      email: 'ada.king@example.com',
      metadata: { user_id: person.user.id },
    });
    expect((await kit.get<{ name: string }>('/auth/user', person)).body.name).toBe('Ada King');
  });

  it('create-subscription answers Stripe’s client secret', async () => {
    const person = await kit.person();
    const res = await kit.post('/api/stripe/create-subscription', { customer_name: 'Ada', customer_email: 'ada@example.com' }, person);
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^seti_.+_secret_/);
  });

  it('records Stripe’s trial_will_end once, and the trial-ending message goes out by day', async () => {
    const person = await kit.person();
    const { session_id } = await checkout(person);
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(person);
    const subscription = standIn.subscriptions.get(subscription_id as string) as Record<string, unknown>;
    const warning = standIn.event('customer.subscription.trial_will_end', subscription);
    expect((await postSignedWebhook(server.url, warning, WEBHOOK_SECRET)).body.result).toBe('applied');
    expect((await postSignedWebhook(server.url, warning, WEBHOOK_SECRET)).body.result).toBe('duplicate');
    const noticed = (await kit.store.readStream(`subscription-${person.user.id}`)).filter((e) => e.type === 'billing.trial_ending_noticed');
    expect(noticed.map((e) => e.data)).toEqual([
      { userId: person.user.id, subscriptionId: subscription_id, trialEnd: subscription.trial_end },
    ]);

    const outbox = server.app.get<LocalMessagingProvider>(MESSAGING_PROVIDER).sent;
    const trialEnd = (subscription.trial_end as number) * 1000;
    jest
      .spyOn(server.app.get(Clock), 'now')
      .mockImplementation(() => new Date(Math.floor(trialEnd / 86_400_000 - 1) * 86_400_000 + 11 * 3_600_000));
    expect(await server.app.get(TrialEndingMessagesJob).runOnce()).toMatchObject({ sent: 1 });
    expect(outbox.filter((m) => m.to === person.user.phone)).toHaveLength(1);
  });

  it('offers the configured Stripe coupon once when cancelling, and puts it on the subscription when taken', async () => {
    standIn.addCoupon({ id: 'STAY50', percentOff: 50, duration: 'once' });
    const person = await kit.person();
    const { session_id } = await checkout(person);
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(person);
    const offer = await kit.get(`/api/me/retention-offer?subscription_id=${subscription_id}`, person);
    expect(offer.body).toEqual({
      available: true,
      offer: {
        coupon_id: 'STAY50',
        description: '50% off your next month',
        percent_off: 50,
        amount_off: null,
        duration: 'once',
        duration_in_months: null,
      },
    });
    const taken = await kit.post('/api/me/retention-offer', { subscription_id, accept: true }, person);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ accepted: true, offer: { coupon_id: 'STAY50' } });
    expect(standIn.subscriptions.get(subscription_id as string)).toMatchObject({
      discounts: [{ source: { type: 'coupon', coupon: 'STAY50' } }],
      cancel_at_period_end: false,
    });
    const updates = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription_id}`).length;
    const before = updates();
    expect((await kit.post('/api/me/retention-offer', { subscription_id, accept: true }, person)).status).toBe(200);
    expect(updates()).toBe(before);
    expect((await kit.post('/api/me/retention-offer', { subscription_id, accept: false }, person)).status).toBe(409);
    expect((await kit.get(`/api/me/retention-offer?subscription_id=${subscription_id}`, person)).body).toEqual({ available: false });
    const types = await kit.eventTypes(person.user.id);
    expect(types.filter((t) => t.startsWith('billing.retention_offer_'))).toEqual(['billing.retention_offer_accepted']);
    expect((await kit.subscriptionStatus(person)).status).toBe('trialing');
  });

  it('sends the chosen category to Stripe as the cancellation’s feedback', async () => {
    const person = await kit.person();
    const { session_id } = await checkout(person);
    for (const event of standIn.pay(session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(person);
    const res = await kit.post('/api/stripe/cancel-subscription', { subscription_id, reason_category: 'missing_features' }, person);
    expect(res.status).toBe(200);
    expect(standIn.subscriptions.get(subscription_id as string)).toMatchObject({
      cancel_at_period_end: true,
      cancellation_details: { comment: null, feedback: 'missing_features' },
    });
  });
});
