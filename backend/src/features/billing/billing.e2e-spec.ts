import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './testing/billing-test-kit';
import { postSignedWebhook } from './testing/signed-webhook';

const PUBLIC_URL = 'http://app.daily.test';
const WEBHOOK_SECRET = 'whsec_e2e_local';

/** The checkout link points at PUBLIC_URL; the test reaches the same path on the test server. */
const onServer = (server: TestServer, url: string) => server.url + new URL(url).pathname;

describe('subscriptions and payments, test mode (real server, embedded stores)', () => {
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    server = await startTestServer({ ...BILLING_TEST_ENV, PUBLIC_URL, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    kit = new BillingTestKit(server);
  });

  afterAll(async () => {
    await server.close();
  });

  async function premiumCheckout(session: Awaited<ReturnType<BillingTestKit['person']>>, coupon: string | null = null) {
    const res = await kit.post<{ checkout_url: string; session_id: string }>(
      '/api/stripe/create-checkout-session',
      {
        customer_name: 'Ada Lovelace',
        customer_email: 'ada@example.com',
        user_id: session.user.id,
        coupon_code: coupon,
        success_url: `${PUBLIC_URL}/stripe/success`,
        cancel_url: `${PUBLIC_URL}/stripe/cancel`,
      },
      session,
    );
    expect(res.status).toBe(200);
    return res.body;
  }

  async function pay(checkoutUrl: string) {
    return kit.submitForm(`${new URL(checkoutUrl).pathname}/pay`);
  }

  describe('test checkout, end to end', () => {
    it('subscribes to Premium with a coupon: test page, Pay, back to the success page, account closed, trial running', async () => {
      const ada = await kit.person();
      expect(await kit.subscriptionStatus(ada)).toEqual({
        status: 'none',
        subscription_id: null,
        current_period_end: null,
        plan: null,
        last_payment: null,
      });
      const checkout = await premiumCheckout(ada, 'WELCOME10');
      expect(checkout.checkout_url).toBe(`${PUBLIC_URL}/api/stripe/test-checkout/${checkout.session_id}`);

      const page = await fetch(onServer(server, checkout.checkout_url));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Test mode — no real payment');
      expect(html).toMatch(/Premium/);
      expect(html).toContain('£10/month');
      expect(html).toContain('7 days');
      expect(html).toContain('WELCOME10: 10% off');
      expect(html).toContain('>Pay</button>');
      expect(html).toContain('>Cancel</button>');
      expect(html).not.toMatch(/<script/i);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Looking at the page changes nothing.
      expect(await kit.accountStatus(ada)).toBe('open');

      const paid = await pay(checkout.checkout_url);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/stripe/success?session_id=${checkout.session_id}`);
      expect(await kit.accountStatus(ada)).toBe('closed');
      const status = await kit.subscriptionStatus(ada);
      expect(status.status).toBe('trialing');
      expect(status.subscription_id).toMatch(/^sub_test_/);
      expect(status.current_period_end).toBeGreaterThan(Date.now() / 1000 + 6.9 * 24 * 3600);
      // Nothing is charged during the trial, so there is nothing a refund could give back.
      expect(status.last_payment).toBeNull();
      expect(status.plan).toBe('premium');

      const confirmed = await kit.post('/api/stripe/confirm-checkout', { session_id: checkout.session_id }, ada);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        session_id: checkout.session_id,
        status: 'complete',
        plan: 'premium',
        account: 'closed',
        subscription: { status: 'trialing' },
      });
      expect(await kit.eventTypes(ada.user.id)).toEqual([
        'billing.customer_linked',
        'billing.checkout_started',
        'billing.checkout_completed',
        'billing.provider_event_processed',
        'billing.subscription_started',
        'billing.provider_event_processed',
      ]);
    });

    it('paying twice, or after completion, changes nothing more', async () => {
      const grace = await kit.person();
      const checkout = await premiumCheckout(grace);
      const [first, second] = await Promise.all([pay(checkout.checkout_url), pay(checkout.checkout_url)]);
      expect([first.status, second.status]).toEqual([303, 303]);
      const events = await kit.eventTypes(grace.user.id);
      expect((await pay(checkout.checkout_url)).status).toBe(303);
      expect(await kit.eventTypes(grace.user.id)).toEqual(events);
      expect(events.filter((t) => t === 'billing.subscription_started')).toHaveLength(1);
      const page = await (await fetch(onServer(server, checkout.checkout_url))).text();
      expect(page).toContain('already been paid');
    });

    it('Cancel on the test page returns to cancel_url and records nothing', async () => {
      const person = await kit.person();
      const checkout = await premiumCheckout(person);
      const before = await kit.eventTypes(person.user.id);
      const cancelled = await kit.submitForm(`${new URL(checkout.checkout_url).pathname}/cancel`);
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`${PUBLIC_URL}/stripe/cancel`);
      expect(await kit.eventTypes(person.user.id)).toEqual(before);
      expect(await kit.accountStatus(person)).toBe('open');
      const confirm = await kit.post('/api/stripe/confirm-checkout', { session_id: checkout.session_id }, person);
      expect(confirm.body).toMatchObject({ status: 'open', account: 'open', subscription: { status: 'none' } });
    });

    it('buys the founding membership: founding_member, and the purchase is recorded', async () => {
      const founder = await kit.person();
      const res = await kit.post<{ checkout_url: string; session_id: string }>(
        '/api/stripe/create-founding-member-checkout',
        {
          customer_name: null,
          customer_email: '',
          user_id: founder.user.id,
          success_url: `${PUBLIC_URL}/founding-success`,
          cancel_url: `${PUBLIC_URL}/about?cancelled=true`,
        },
        founder,
      );
      expect(res.status).toBe(200);
      const html = await (await fetch(onServer(server, res.body.checkout_url))).text();
      expect(html).toContain('Founding member');
      expect(html).toContain('£100/year');
      const paid = await pay(res.body.checkout_url);
      expect(paid.headers.get('location')).toBe(`${PUBLIC_URL}/founding-success?session_id=${res.body.session_id}`);
      expect(await kit.accountStatus(founder)).toBe('founding_member');
      expect(await kit.subscriptionStatus(founder)).toMatchObject({
        status: 'active',
        plan: 'founding',
        last_payment: { amount: '100.00', currency: 'gbp' },
      });
      expect(await kit.eventTypes(founder.user.id)).toContain('billing.founding_membership_purchased');
      const again = await kit.post('/api/stripe/create-founding-member-checkout', { user_id: founder.user.id }, founder);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You are already a founding member.');
    });

    it('refuses a second Premium checkout while one is running', async () => {
      const person = await kit.person();
      await pay((await premiumCheckout(person)).checkout_url);
      const again = await kit.post('/api/stripe/create-checkout-session', { customer_name: 'A', customer_email: 'a@example.com' }, person);
      expect(again.status).toBe(409);
    });
  });

  describe('cancellation', () => {
    it('cancels at the end of the period with the reason kept (encrypted), then at once on asking for a refund', async () => {
      const person = await kit.person();
      await pay((await premiumCheckout(person)).checkout_url);
      const { subscription_id } = await kit.subscriptionStatus(person);
      const res = await kit.post(
        '/api/stripe/cancel-subscription',
        { user_id: person.user.id, subscription_id, reason: 'Too many apps already' },
        person,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'canceled', subscription_id, refund: null });
      expect((await kit.subscriptionStatus(person)).status).toBe('canceled');
      // Access lasts until the end of the period.
      expect(await kit.accountStatus(person)).toBe('closed');

      const stream = await kit.store.readStream(`subscription-${person.user.id}`);
      const cancelled = stream.find((e) => e.type === 'billing.subscription_cancelled');
      const data = cancelled?.data as { reason: string; refundRequested: boolean; atPeriodEnd: boolean };
      expect(data).toMatchObject({ refundRequested: false, atPeriodEnd: true });
      expect(data.reason).toMatch(/^enc:v1:/);
      expect(await server.app.get(PersonalDataCipher).decrypt(person.user.id, data.reason)).toBe('Too many apps already');
      expect(cancelled?.metadata.actor).toBe(person.user.id);

      const refunded = await kit.post(
        '/api/stripe/cancel-subscription',
        { user_id: person.user.id, subscription_id, reason: 'Changed my mind', refund: true },
        person,
      );
      expect(refunded.body).toMatchObject({ status: 'canceled', refund: null });
      expect(await kit.accountStatus(person)).toBe('open');
      const ended = await kit.post('/api/stripe/cancel-subscription', { subscription_id }, person);
      expect(ended.status).toBe(409);
    });

    it('resumes a plan set to end: it renews again, a second resume changes nothing, an ended plan is 409', async () => {
      const person = await kit.person();
      await pay((await premiumCheckout(person)).checkout_url);
      const { subscription_id } = await kit.subscriptionStatus(person);
      await kit.post('/api/stripe/cancel-subscription', { subscription_id }, person);
      expect((await kit.subscriptionStatus(person)).status).toBe('canceled');

      const resumed = await kit.post('/api/stripe/resume-subscription', { subscription_id }, person);
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({ status: 'trialing', subscription_id, cancel_at_period_end: false });
      expect((await kit.subscriptionStatus(person)).status).toBe('trialing');
      expect(await kit.accountStatus(person)).toBe('closed');
      const stream = await kit.store.readStream(`subscription-${person.user.id}`);
      expect(stream.filter((e) => e.type === 'billing.subscription_resumed')).toHaveLength(1);
      expect(stream.at(-1)?.data).toMatchObject({ cancelAtPeriodEnd: false });

      const again = await kit.post('/api/stripe/resume-subscription', { subscription_id }, person);
      expect(again.body).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
      expect((await kit.store.readStream(`subscription-${person.user.id}`)).length).toBe(stream.length);

      const other = await kit.person();
      expect((await kit.post('/api/stripe/resume-subscription', { subscription_id }, other)).status).toBe(404);
      expect((await kit.post('/api/stripe/resume-subscription', { subscription_id, extra: 1 }, person)).status).toBe(400);

      await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, person);
      const ended = await kit.post<{ message: string }>('/api/stripe/resume-subscription', { subscription_id }, person);
      expect(ended.status).toBe(409);
      expect(ended.body.message).toBe('This subscription has already ended.');
    });

    it('refunds a paid founding membership when cancelled with a refund', async () => {
      const founder = await kit.person();
      const res = await kit.post<{ checkout_url: string }>('/api/stripe/create-founding-member-checkout', {}, founder);
      await pay(res.body.checkout_url);
      const { subscription_id } = await kit.subscriptionStatus(founder);
      const cancelled = await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, founder);
      expect(cancelled.body).toMatchObject({ status: 'canceled', refund: { amount: '100.00', currency: 'gbp' } });
      expect(await kit.accountStatus(founder)).toBe('open');
      const refund = (await kit.store.readStream(`subscription-${founder.user.id}`)).find((e) => e.type === 'billing.refund_issued');
      expect(refund?.data).toMatchObject({ amount: 10000, totalRefunded: 10000, currency: 'gbp' });
      expect(refund?.metadata).toMatchObject({ actor: 'stripe', source: 'webhook' });
    });

    it('answers an unknown subscription with "No active subscription found"', async () => {
      const person = await kit.person();
      const res = await kit.post('/api/stripe/cancel-subscription', { subscription_id: 'sub_nope' }, person);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No active subscription found');
    });
  });

  describe('webhooks', () => {
    const subscriptionEvent = (id: string, type: string, created: number, userId: string, status: string) => ({
      id,
      object: 'event',
      type,
      created,
      livemode: false,
      data: {
        object: {
          id: `sub_wh_${userId.slice(0, 8)}`,
          object: 'subscription',
          status,
          customer: 'cus_wh',
          cancel_at_period_end: false,
          cancel_at: null,
          trial_end: null,
          created: 1_700_000_000,
          metadata: { user_id: userId, plan: 'premium' },
          items: { data: [{ current_period_end: created + 30 * 86400 }] },
        },
      },
    });

    it('applies each event once, whatever the order and however often it comes', async () => {
      const person = await kit.person();
      const t = 1_700_000_000;
      const created = subscriptionEvent('evt_1', 'customer.subscription.created', t, person.user.id, 'incomplete');
      const active = subscriptionEvent('evt_2', 'customer.subscription.updated', t + 10, person.user.id, 'active');
      const pastDue = subscriptionEvent('evt_3', 'customer.subscription.updated', t + 20, person.user.id, 'past_due');
      const results: string[] = [];
      for (const event of [active, created, pastDue, active, created, pastDue, created, pastDue, active]) {
        const res = await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
        expect(res.status).toBe(200);
        results.push(String(res.body.result));
      }
      // The creation arrives after the newer update: recorded, but it changes nothing.
      expect(results).toEqual([
        'applied',
        'no-effect',
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
      const types = await kit.eventTypes(person.user.id);
      expect(types.filter((t) => t === 'billing.subscription_started')).toHaveLength(1);
      expect(types.filter((t) => t === 'billing.subscription_status_changed')).toHaveLength(1);
      expect(types.filter((t) => t === 'billing.provider_event_processed')).toHaveLength(3);
      expect((await kit.subscriptionStatus(person)).status).toBe('past_due');
      expect(await kit.accountStatus(person)).toBe('closed');

      const deleted = subscriptionEvent('evt_4', 'customer.subscription.deleted', t + 30, person.user.id, 'canceled');
      expect((await postSignedWebhook(server.url, deleted, WEBHOOK_SECRET)).body.result).toBe('applied');
      expect((await kit.subscriptionStatus(person)).status).toBe('canceled');
      expect(await kit.accountStatus(person)).toBe('open');
      const changes = (await kit.store.readStream(`account-${person.user.id}`)).filter((e) => e.type === 'account.status_changed');
      expect(changes.map((e) => [(e.data as { to: string }).to, e.metadata.actor, e.metadata.source])).toEqual([
        ['closed', 'stripe', 'webhook'],
        ['open', 'stripe', 'webhook'],
      ]);
    });

    it('refuses a bad or missing signature with 400 and records nothing', async () => {
      const person = await kit.person();
      const event = subscriptionEvent('evt_bad', 'customer.subscription.created', 1_700_000_000, person.user.id, 'active');
      const head = await kit.store.headPosition();
      const tampered = await postSignedWebhook(server.url, event, WEBHOOK_SECRET, { tamper: true });
      expect(tampered.status).toBe(400);
      expect(tampered.body.message).toBe('The webhook signature is not valid.');
      expect((await postSignedWebhook(server.url, event, 'whsec_someone_else')).status).toBe(400);
      const unsigned = await kit.post('/api/stripe/webhook', event);
      expect(unsigned.status).toBe(400);
      expect(await kit.store.headPosition()).toBe(head);
      expect(await kit.accountStatus(person)).toBe('open');
    });

    it('acknowledges a signed event it cannot read (no object, unknown status) without effect, never a 500', async () => {
      const person = await kit.person();
      const head = await kit.store.headPosition();
      const hollow = { id: 'evt_hollow', object: 'event', type: 'customer.subscription.updated', created: 1, livemode: false, data: {} };
      const strange = subscriptionEvent('evt_strange', 'customer.subscription.updated', 1_700_000_000, person.user.id, 'hibernating');
      const checkout = { ...hollow, id: 'evt_hollow_checkout', type: 'checkout.session.completed' };
      for (const event of [hollow, strange, checkout]) {
        const res = await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
        expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { received: true, result: 'ignored' } });
      }
      expect(await kit.store.headPosition()).toBe(head);
      expect(await kit.accountStatus(person)).toBe('open');
    });

    it('acknowledges events it does not act on, and events about no known account', async () => {
      const head = await kit.store.headPosition();
      const other = { id: 'evt_x', object: 'event', type: 'payout.paid', created: 1, livemode: false, data: { object: { id: 'po_1' } } };
      expect((await postSignedWebhook(server.url, other, WEBHOOK_SECRET)).body).toEqual({ received: true, result: 'ignored' });
      const stranger = subscriptionEvent('evt_y', 'customer.subscription.created', 1, 'no-such-user', 'active');
      expect((await postSignedWebhook(server.url, stranger, WEBHOOK_SECRET)).body).toEqual({ received: true, result: 'ignored' });
      expect(await kit.store.headPosition()).toBe(head);
    });
  });

  describe('ownership', () => {
    it('only the session’s own person can confirm it', async () => {
      const owner = await kit.person();
      const intruder = await kit.person();
      const checkout = await premiumCheckout(owner);
      await pay(checkout.checkout_url);
      const res = await kit.post('/api/stripe/confirm-checkout', { session_id: checkout.session_id }, intruder);
      expect(res.status).toBe(404);
      expect(await kit.accountStatus(intruder)).toBe('open');
      expect((await kit.post('/api/stripe/confirm-checkout', { session_id: 'cs_test_doesnotexist' }, owner)).status).toBe(404);
    });

    it('refuses another person’s user_id with 403 on every call that carries one', async () => {
      const me = await kit.person();
      const other = await kit.person();
      const calls: Array<[string, string, Record<string, unknown>?]> = [
        ['GET', `/api/stripe/subscription-status?user_id=${other.user.id}`],
        ['POST', '/api/stripe/create-checkout-session', { customer_name: 'A', customer_email: 'a@example.com', user_id: other.user.id }],
        ['POST', '/api/stripe/create-founding-member-checkout', { user_id: other.user.id }],
        ['POST', '/api/stripe/create-subscription', { customer_name: 'A', customer_email: 'a@example.com', user_id: other.user.id }],
        ['POST', '/api/stripe/update-user', { user_id: other.user.id, name: 'Mallory' }],
        ['POST', '/api/stripe/cancel-subscription', { user_id: other.user.id, subscription_id: 'sub_1' }],
        ['POST', '/api/stripe/coupon/validate', { user_id: other.user.id, coupon_code: 'WELCOME10' }],
      ];
      for (const [method, path, body] of calls) {
        const res = method === 'GET' ? await kit.get(path, me) : await kit.post(path, body, me);
        expect([path, res.status]).toEqual([path, 403]);
      }
      expect(await kit.eventTypes(other.user.id)).toEqual([]);
    });

    it('no request can set an account status: no such field, and a page visit or unpaid confirmation changes nothing', async () => {
      const me = await kit.person();
      const extra = await kit.post(
        '/api/stripe/create-checkout-session',
        { customer_name: 'A', customer_email: 'a@example.com', status: 'closed' },
        me,
      );
      expect(extra.status).toBe(400);
      expect(extra.body.message).toContain('status is not an accepted field');
      const checkout = await premiumCheckout(me);
      await fetch(`${server.url}/stripe/success?session_id=${checkout.session_id}`);
      await kit.post('/api/stripe/confirm-checkout', { session_id: checkout.session_id }, me);
      expect(await kit.accountStatus(me)).toBe('open');
    });

    it('needs a session for every user call, but not for the webhook or the test page', async () => {
      expect((await kit.post('/api/stripe/create-checkout-session', { customer_name: 'A', customer_email: 'a@example.com' })).status).toBe(
        401,
      );
      expect((await kit.get('/api/stripe/subscription-status')).status).toBe(401);
      const missing = await fetch(`${server.url}/api/stripe/test-checkout/cs_test_doesnotexist0000`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Checkout not found');
    });
  });

  describe('coupons', () => {
    it('validates test coupons and referral codes', async () => {
      const me = await kit.person();
      const check = async (coupon_code: string) =>
        (await kit.post('/api/stripe/coupon/validate', { coupon_code, user_id: me.user.id }, me)).body;
      expect(await check('WELCOME10')).toEqual({
        valid: true,
        message: 'Coupon applied: 10% off.',
        type: 'other',
        discount_amount: '1.00',
      });
      expect(await check('welcome10')).toMatchObject({ valid: true, type: 'other' });
      expect(await check('FRIEND-ADA')).toEqual({
        valid: true,
        message: 'Referral code applied: £10 off your first payment.',
        type: 'referral',
        discount_amount: '10.00',
      });
      expect(await check('NOT-A-CODE')).toEqual({ valid: false, message: 'Invalid coupon code', type: 'other', discount_amount: '0.00' });
      expect(await check('')).toMatchObject({ valid: false });
      expect(await check('FRIEND-')).toMatchObject({ valid: false });
    });

    it('limits how many codes one person can try in a minute', async () => {
      const me = await kit.person();
      const answers = await Promise.all(
        Array.from({ length: 32 }, () => kit.post('/api/stripe/coupon/validate', { coupon_code: 'GUESS' }, me)),
      );
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(0);
      const other = await kit.person();
      expect((await kit.post('/api/stripe/coupon/validate', { coupon_code: 'WELCOME10' }, other)).status).toBe(200);
    });

    it('refuses a checkout with an invalid code', async () => {
      const me = await kit.person();
      const res = await kit.post(
        '/api/stripe/create-checkout-session',
        { customer_name: 'A', customer_email: 'a@example.com', coupon_code: 'BOGUS' },
        me,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter a valid coupon code or remove it to continue');
      expect(await kit.eventTypes(me.user.id)).toEqual([]);
    });
  });

  describe('request checks', () => {
    it('refuses return addresses on another origin', async () => {
      const me = await kit.person();
      for (const [field, url] of [
        ['success_url', 'https://evil.example/stripe/success'],
        ['cancel_url', 'https://evil.example/stripe/cancel'],
        ['success_url', '//evil.example/x'],
        ['success_url', `${server.url}/stripe/success`],
      ]) {
        const res = await kit.post(
          '/api/stripe/create-checkout-session',
          { customer_name: 'A', customer_email: 'a@example.com', [field]: url },
          me,
        );
        expect([url, res.status]).toEqual([url, 400]);
        expect(res.body.message).toBe(`${field} must be an address on ${PUBLIC_URL}.`);
      }
      const founding = await kit.post('/api/stripe/create-founding-member-checkout', { success_url: 'https://evil.example/' }, me);
      expect(founding.status).toBe(400);
      expect(await kit.eventTypes(me.user.id)).toEqual([]);
    });

    it('uses the spec’s return pages when none are given, and accepts paths', async () => {
      const me = await kit.person();
      const res = await kit.post<{ checkout_url: string }>(
        '/api/stripe/create-checkout-session',
        { customer_name: 'A', customer_email: 'a@example.com', cancel_url: '/subscribe' },
        me,
      );
      const cancelled = await kit.submitForm(`${new URL(res.body.checkout_url).pathname}/cancel`);
      expect(cancelled.headers.get('location')).toBe(`${PUBLIC_URL}/subscribe`);
      const paid = await pay(res.body.checkout_url);
      expect(paid.headers.get('location')).toMatch(new RegExp(`^${PUBLIC_URL}/stripe/success\\?session_id=cs_test_`));
    });

    it('answers missing name and e-mail with the spec’s messages', async () => {
      const me = await kit.person();
      const noName = await kit.post('/api/stripe/create-checkout-session', { customer_email: 'a@example.com' }, me);
      expect(noName.status).toBe(400);
      expect(noName.body.message).toContain('Please enter your name');
      const noEmail = await kit.post('/api/stripe/create-checkout-session', { customer_name: 'A' }, me);
      expect(noEmail.body.message).toContain('Please enter your email');
    });

    it('keeps the name from the subscribe form on the account and answers update-user', async () => {
      const me = await kit.person();
      await premiumCheckout(me);
      expect((await kit.get<{ name: string }>('/auth/user', me)).body.name).toBe('Ada Lovelace');
      const updated = await kit.post(
        '/api/stripe/update-user',
        { user_id: me.user.id, name: 'Ada King', email: 'ada.king@example.com' },
        me,
      );
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({});
      expect((await kit.get<{ name: string }>('/auth/user', me)).body.name).toBe('Ada King');
    });

    it('carries the checkout e-mail over to the account as an e-mail change, unless it already has one', async () => {
      const me = await kit.person();
      const email = async () =>
        (await kit.post<{ data: { email: string | null } }>('/dev/user/get', { userId: me.user.id }, me)).body.data.email;
      expect(await email()).toBeNull();
      await premiumCheckout(me);
      expect(await email()).toBe('ada@example.com');
      const changes = (await kit.store.readStream(`profile-${me.user.id}`)).filter((e) => e.type === 'profile.email_changed');
      expect(changes).toHaveLength(1);
      // Sealed like every e-mail change made in settings.
      expect(JSON.stringify(changes[0]?.data)).not.toContain('ada@example.com');

      const other = await kit.person();
      await kit.post('/dev/user/update', { userId: other.user.id, field: 'email', value: 'own@example.com' }, other);
      await premiumCheckout(other);
      expect((await kit.post<{ data: { email: string } }>('/dev/user/get', { userId: other.user.id }, other)).body.data.email).toBe(
        'own@example.com',
      );
    });

    it('create-subscription answers a documented test secret in test mode', async () => {
      const me = await kit.person();
      const res = await kit.post(
        '/api/stripe/create-subscription',
        { customer_name: 'A', customer_email: 'a@example.com', user_id: me.user.id },
        me,
      );
      expect(res.status).toBe(200);
      expect(res.body.clientSecret).toMatch(/^seti_test_.+_secret_/);
    });
  });
});
