import { startTestServer, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './testing/billing-test-kit';
import { postSignedWebhook } from './testing/signed-webhook';
import { startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server';

type Payments = {
  payments: { id: string; kind: string; status: string; amount: string; currency: string; date: number; receipt_url: string | null }[];
};

describe('the payments list, GET /api/me/invoices (built-in test checkout)', () => {
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    server = await startTestServer({ ...BILLING_TEST_ENV, PUBLIC_URL: 'http://app.daily.test' });
    kit = new BillingTestKit(server);
  });

  afterAll(() => server.close());

  it('is empty before anything is paid, and a trial (nothing taken) adds no row', async () => {
    const person = await kit.person();
    expect((await kit.get<Payments>('/api/me/invoices', person)).body).toEqual({ payments: [] });
    await kit.startTrial(person);
    expect((await kit.get<Payments>('/api/me/invoices', person)).body).toEqual({ payments: [] });
  });

  it('lists a paid founding membership with the receipt the test checkout made; the receipt page shows it', async () => {
    const founder = await kit.person();
    const other = await kit.person();
    const started = await kit.post<{ checkout_url: string }>('/api/stripe/create-founding-member-checkout', {}, founder);
    expect((await kit.submitForm(`${new URL(started.body.checkout_url).pathname}/pay`)).status).toBe(303);

    const { body } = await kit.get<Payments>('/api/me/invoices', founder);
    expect(body.payments).toHaveLength(1);
    const [payment] = body.payments;
    expect(payment).toMatchObject({ kind: 'payment', status: 'paid', amount: '100.00', currency: 'gbp' });
    expect(Math.abs(payment.date - Date.now() / 1000)).toBeLessThan(60);
    expect(payment.receipt_url).toBe(`/api/stripe/test-checkout/receipts/${payment.id}`);

    const page = await fetch(server.url + String(payment.receipt_url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('£100');
    expect(html).toContain(payment.id);
    expect((await fetch(`${server.url}/api/stripe/test-checkout/receipts/in_test_unknown0000000`)).status).toBe(404);
    // Only one's own: another person's list does not show it.
    expect((await kit.get<Payments>('/api/me/invoices', other)).body.payments).toEqual([]);
    expect((await kit.get('/api/me/invoices')).status).toBe(401);
  });

  it('a refund is listed beside the payment it gave back', async () => {
    const founder = await kit.person();
    const started = await kit.post<{ checkout_url: string }>('/api/stripe/create-founding-member-checkout', {}, founder);
    await kit.submitForm(`${new URL(started.body.checkout_url).pathname}/pay`);
    const { subscription_id } = await kit.subscriptionStatus(founder);
    expect((await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, founder)).status).toBe(200);
    const { body } = await kit.get<Payments>('/api/me/invoices', founder);
    expect(body.payments.map((p) => [p.kind, p.status, p.amount])).toEqual(
      expect.arrayContaining([
        ['payment', 'paid', '100.00'],
        ['refund', 'refunded', '100.00'],
      ]),
    );
  });
});

describe('the payments list with Stripe (stand-in)', () => {
  const secret = 'whsec_e2e_payments';
  let stripe: StripeTestServer;

  beforeAll(async () => {
    stripe = await startStripeTestServer(secret);
  });

  afterAll(() => stripe.close());

  it("lists the paid invoice with Stripe's hosted invoice page as its receipt, once however often Stripe sends it", async () => {
    const { kit, standIn, server } = stripe;
    const founder = await kit.person();
    const started = await kit.post<{ session_id: string }>('/api/stripe/create-founding-member-checkout', {}, founder);
    const events = standIn.pay(started.body.session_id);
    for (const event of [...events, ...events]) await postSignedWebhook(server.url, event, secret);
    const invoice = [...standIn.invoices.values()].find((i) => i.amount_paid === 10000) as Record<string, unknown>;
    const { body } = await kit.get<Payments>('/api/me/invoices', founder);
    expect(body.payments).toEqual([
      {
        id: invoice.id,
        kind: 'payment',
        status: 'paid',
        amount: '100.00',
        currency: 'gbp',
        date: (invoice.status_transitions as { paid_at: number }).paid_at,
        receipt_url: invoice.hosted_invoice_url,
      },
    ]);
    expect(body.payments[0].receipt_url).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
  });
});
