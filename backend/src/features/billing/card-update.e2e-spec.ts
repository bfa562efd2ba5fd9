import { startTestServer, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './testing/billing-test-kit';
import { postSignedWebhook } from './testing/signed-webhook';
import { STRIPE_TEST_PUBLIC_URL, startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server';

const PUBLIC_URL = 'http://app.daily.test';

describe('Update card, POST /api/me/card-update (built-in test checkout)', () => {
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    server = await startTestServer({ ...BILLING_TEST_ENV, PUBLIC_URL });
    kit = new BillingTestKit(server);
  });

  afterAll(() => server.close());

  it("opens the test card page for the running subscription; saving it shows the new card's digits and returns to Settings", async () => {
    const person = await kit.person();
    const { subscriptionId } = await kit.startTrial(person);
    const opened = await kit.post<{ url: string }>('/api/me/card-update', {}, person);
    expect(opened.status).toBe(200);
    expect(opened.body.url).toBe(`${PUBLIC_URL}/api/stripe/test-checkout/card/${subscriptionId}`);
    const page = await fetch(server.url + new URL(opened.body.url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Save card');

    const saved = await kit.submitForm(`${new URL(opened.body.url).pathname}/save`);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/settings?card=updated');
    expect((await kit.get<{ card_last4: string | null }>('/api/me/plan', person)).body.card_last4).toBe('4444');
  });

  it('refuses without a running subscription (409), and refuses fields it does not take (400)', async () => {
    const person = await kit.person();
    const none = await kit.post<{ message: string }>('/api/me/card-update', {}, person);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('There is no running subscription whose card could be updated.');
    expect((await kit.post('/api/me/card-update', { user_id: 'someone-else' }, person)).status).toBe(400);
    expect((await kit.submitForm('/api/stripe/test-checkout/card/sub_test_unknown000000/save')).status).toBe(404);
  });
});

describe('Update card with Stripe (stand-in): the customer portal on its payment-method flow', () => {
  const secret = 'whsec_e2e_card';
  let stripe: StripeTestServer;

  beforeAll(async () => {
    stripe = await startStripeTestServer(secret);
  });

  afterAll(() => stripe.close());

  it('creates a portal session for the customer that returns to Settings, under an idempotency key', async () => {
    const { kit, standIn, server } = stripe;
    const person = await kit.person();
    const started = await kit.post<{ session_id: string }>('/api/stripe/create-founding-member-checkout', {}, person);
    for (const event of standIn.pay(started.body.session_id)) await postSignedWebhook(server.url, event, secret);

    const [first, again] = await Promise.all([
      kit.post<{ url: string }>('/api/me/card-update', {}, person),
      kit.post<{ url: string }>('/api/me/card-update', {}, person),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    // Two clicks at once are one create at Stripe.
    expect(again.body.url).toBe(first.body.url);
    const session = [...standIn.portalSessions.values()].find((s) => s.url === first.body.url);
    const customer = standIn.sessions.get(started.body.session_id)?.customer;
    expect(session).toMatchObject({
      customer,
      return_url: `${STRIPE_TEST_PUBLIC_URL}/settings?card=updated`,
      flow: { type: 'payment_method_update' },
    });
    const sent = standIn.requests.filter((r) => r.path === '/v1/billing_portal/sessions');
    expect(sent.every((r) => r.idempotencyKey?.startsWith(`daily-portal-${person.user.id}-`))).toBe(true);
  });
});
