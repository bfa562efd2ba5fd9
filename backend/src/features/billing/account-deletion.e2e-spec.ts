import { call } from '../../testing/test-server';
import { postSignedWebhook } from './testing/signed-webhook';
import { startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server';

const WEBHOOK_SECRET = 'whsec_e2e_deletion';

/** Deleting an account with a live plan, the SDK talking to the Stripe stand-in. */
describe('an account deleted with a live subscription is no longer charged', () => {
  let stripe: StripeTestServer;

  beforeAll(async () => {
    stripe = await startStripeTestServer(WEBHOOK_SECRET);
  });

  afterAll(() => stripe.close());

  async function subscribed() {
    const { kit, standIn, server } = stripe;
    const person = await kit.person();
    const started = await kit.post<{ session_id: string }>(
      '/api/stripe/create-checkout-session',
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
      person,
    );
    for (const event of standIn.pay(started.body.session_id)) await postSignedWebhook(server.url, event, WEBHOOK_SECRET);
    const { subscription_id } = await kit.subscriptionStatus(person);
    expect(standIn.subscriptions.get(String(subscription_id))?.status).toBe('trialing');
    return { person, subscriptionId: String(subscription_id) };
  }

  const remove = (token: string) => call(stripe.server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, token);

  it('cancels the subscription at Stripe at once, without a refund, and records its end', async () => {
    const { standIn, kit } = stripe;
    const { person, subscriptionId } = await subscribed();
    const open = await kit.post<{ session_id: string }>('/api/stripe/create-founding-member-checkout', {}, person);

    expect((await remove(person.access_token)).status).toBe(200);

    expect(standIn.subscriptions.get(subscriptionId)).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(standIn.sessions.get(open.body.session_id)?.status).toBe('expired');
    expect(standIn.refunds).toHaveLength(0);
    const types = await kit.eventTypes(person.user.id);
    expect(types).toContain('billing.subscription_status_changed');
    expect(types).toContain('billing.checkout_expired');
  });

  it('refuses the deletion while Stripe cannot cancel, deletes nothing, and succeeds on retry', async () => {
    const { standIn, kit } = stripe;
    const { person, subscriptionId } = await subscribed();
    standIn.failCancels = true;
    try {
      const refused = await remove(person.access_token);
      expect(refused.status).toBe(503);
      expect(JSON.stringify(refused.body)).toContain('could not cancel the subscription');
    } finally {
      standIn.failCancels = false;
    }
    // Still a working account: nothing was deleted and its requests are served.
    expect(await kit.accountStatus(person)).toBe('closed');
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('trialing');

    expect((await remove(person.access_token)).status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('a checkout paid at Stripe as the account was deleted: its subscription is ended when Stripe reports it', async () => {
    const { standIn, kit, server } = stripe;
    const person = await kit.person();
    const started = await kit.post<{ session_id: string }>('/api/stripe/create-founding-member-checkout', {}, person);
    // Paid on Stripe's page, the webhooks not yet delivered: the deletion finds the session complete and no subscription here.
    const events = standIn.pay(started.body.session_id);
    const subscriptionId = String(standIn.sessions.get(started.body.session_id)?.subscription);
    expect((await remove(person.access_token)).status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('active');

    for (const event of events) expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).status).toBe(200);
    expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });

  it('a repeat after Stripe had already ended the subscription goes on without a second cancel', async () => {
    const { standIn, kit } = stripe;
    const { person, subscriptionId } = await subscribed();
    // Ended at Stripe, but the deletion that did it stopped before recording it here.
    Object.assign(standIn.subscriptions.get(subscriptionId) as object, { status: 'canceled' });

    expect((await remove(person.access_token)).status).toBe(200);
    expect(await kit.eventTypes(person.user.id)).toContain('billing.subscription_status_changed');
  });
});
