import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../platform/commands/command-context';
import { ApplyProviderEventCommand } from './commands/apply-provider-event.command';
import { SettleOnePlanCommand } from './commands/settle-one-plan.command';
import type { StripeEventShape } from './provider/stripe-shapes';
import { signInTestPhone, type TestSession } from '../../testing/sign-in';
import { call, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, type BillingTestKit } from './testing/billing-test-kit';
import { postSignedWebhook } from './testing/signed-webhook';
import type { StripeStandIn } from './testing/stripe-stand-in';
import { startStripeTestServer, type StripeTestServer } from './testing/stripe-test-server';

const WEBHOOK_SECRET = 'whsec_e2e_one_plan';
const SEEDED_CLOSED = '+447700900299';

/**
 * One account, one live plan: the rules a customer (or someone trying their luck) meets when
 * buying twice, with the Stripe SDK talking to the Stripe stand-in and webhooks signed as Stripe does.
 */
describe('one live plan per account (Stripe stand-in)', () => {
  let stripe: StripeTestServer;
  let standIn: StripeStandIn;
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    stripe = await startStripeTestServer(WEBHOOK_SECRET, {
      AUTH_TEST_PHONES: `${BILLING_TEST_ENV.AUTH_TEST_PHONES},${SEEDED_CLOSED}:123456:closed`,
    });
    ({ standIn, server, kit } = stripe);
  });

  afterAll(() => stripe.close());

  const open = (person: TestSession, plan: 'premium' | 'founding' = 'premium', coupon?: string) =>
    kit.post<{ checkout_url: string; session_id: string; message?: string }>(
      plan === 'premium' ? '/api/stripe/create-checkout-session' : '/api/stripe/create-founding-member-checkout',
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com', coupon_code: coupon },
      person,
    );

  async function deliver(events: unknown[]): Promise<void> {
    for (const event of events) expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).status).toBe(200);
  }

  const liveAtStripe = (userId: string) =>
    [...standIn.subscriptions.values()].filter(
      (s) => (s.metadata as Record<string, string>).user_id === userId && ['trialing', 'active', 'past_due'].includes(String(s.status)),
    );

  it('a signed webhook whose body is null is a 400, not a 500', async () => {
    const res = await postSignedWebhook(server.url, null, WEBHOOK_SECRET);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not a Stripe event/i);
  });

  it('paying one of two open checkouts supersedes the other, and a third is refused while the plan is live', async () => {
    const ada = await kit.person();
    const first = (await open(ada)).body;
    const second = (await open(ada)).body;
    await deliver(standIn.pay(first.session_id));
    expect(standIn.sessions.get(second.session_id)?.status).toBe('expired');
    expect(() => standIn.pay(second.session_id)).toThrow(/expired/);

    const third = await open(ada);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You already have a plan: Premium. Cancel it in Settings before choosing another.');
    expect(liveAtStripe(ada.user.id)).toHaveLength(1);
  });

  it('ten checkouts opened in parallel and all paid end with one live subscription', async () => {
    const grace = await kit.person();
    const opened = await Promise.all(Array.from({ length: 10 }, () => open(grace)));
    expect(opened.every((r) => r.status === 200)).toBe(true);
    // Requests that decided on the same state asked Stripe under the same key and share a session.
    const sessions = [...new Set(opened.map((r) => r.body.session_id))];
    // Paid on Stripe's pages before any webhook arrives: Stripe makes one subscription per session.
    const events = sessions.map((sessionId) => standIn.pay(sessionId));
    await Promise.all(events.map((batch) => deliver(batch)));
    expect(liveAtStripe(grace.user.id)).toHaveLength(1);
    const status = await kit.subscriptionStatus(grace);
    expect(status.subscription_id).toBe(liveAtStripe(grace.user.id)[0]?.id);
    expect(await kit.accountStatus(grace)).toBe('closed');
  });

  it('Premium → Founding member is the one upgrade, and it ends the Premium subscription', async () => {
    const sam = await kit.person();
    await deliver(standIn.pay((await open(sam)).body.session_id));
    const premium = (await kit.subscriptionStatus(sam)).subscription_id as string;
    const upgrade = await open(sam, 'founding');
    expect(upgrade.status).toBe(200);
    await deliver(standIn.pay(upgrade.body.session_id));
    expect(standIn.subscriptions.get(premium)?.status).toBe('canceled');
    expect(await kit.accountStatus(sam)).toBe('founding_member');
    expect(await kit.subscriptionStatus(sam)).toMatchObject({ plan: 'founding', status: 'active' });
    const again = await open(sam, 'premium');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your founding membership already includes everything in Premium.');
  });

  it('one free trial per person, ever: not after a cancellation, not on a new account with the same number', async () => {
    const eve = await kit.person();
    const first = (await open(eve)).body.session_id;
    expect(standIn.sessions.get(first)?.subscription_data).toMatchObject({ trial_period_days: '7' });
    await deliver(standIn.pay(first));
    const { subscription_id } = await kit.subscriptionStatus(eve);
    await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, eve);
    expect(await kit.accountStatus(eve)).toBe('open');

    const again = (await open(eve)).body.session_id;
    expect((standIn.sessions.get(again)?.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined();

    expect((await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, eve.access_token)).status).toBe(200);
    const reborn = await signInTestPhone(server.url, eve.user.phone);
    expect(reborn.user.id).not.toBe(eve.user.id);
    const fresh = (await open(reborn)).body.session_id;
    expect((standIn.sessions.get(fresh)?.subscription_data as Record<string, unknown>).trial_period_days).toBeUndefined();
  });

  it('a code marked once per customer applies once', async () => {
    standIn.addPromotionCode({ code: 'WELCOME10', percentOff: 10, oncePerCustomer: true });
    const kim = await kit.person();
    const check = async () => (await kit.post('/api/stripe/coupon/validate', { coupon_code: 'WELCOME10' }, kim)).body;
    expect(await check()).toMatchObject({ valid: true });
    const first = (await open(kim, 'premium', 'WELCOME10')).body.session_id;
    await deliver(standIn.pay(first));
    const { subscription_id } = await kit.subscriptionStatus(kim);
    await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, kim);
    expect(await check()).toMatchObject({ valid: false });
    expect((await open(kim, 'premium', 'WELCOME10')).status).toBe(400);
  });

  it('after "refund me now" the status reads refunded and free, not "access until"', async () => {
    const founder = await kit.person();
    await deliver(standIn.pay((await open(founder, 'founding')).body.session_id));
    const { subscription_id } = await kit.subscriptionStatus(founder);
    await kit.post('/api/stripe/cancel-subscription', { subscription_id, refund: true }, founder);
    const plan = await kit.get<Record<string, unknown>>('/api/me/plan', founder);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ account: 'open', state: 'refunded', plan: 'founding', refund: { amount: 10000, currency: 'gbp' } });
    expect(plan.body.access_until).toBeNull();
  });

  it('a number seeded as a member has a test-mode subscription behind its status, so every answer tells one story', async () => {
    const seeded = await signInTestPhone(server.url, SEEDED_CLOSED);
    const plan = await kit.get<Record<string, unknown>>('/api/me/plan', seeded);
    expect(plan.body).toMatchObject({ account: 'closed', state: 'active', plan: 'premium' });
    expect(plan.body.subscription_id).toMatch(/^sub_test_/);
    const status = await kit.subscriptionStatus(seeded);
    expect(status).toMatchObject({ status: 'active', plan: 'premium', subscription_id: plan.body.subscription_id });
    expect(await kit.accountStatus(seeded)).toBe('closed');
    // Nothing of it reached Stripe: the seeded plan is a test one whichever provider is configured.
    expect([...standIn.subscriptions.values()].filter((s) => (s.metadata as Record<string, string>).user_id === seeded.user.id)).toEqual(
      [],
    );

    // Signing in again adds nothing: the seeded plan is made once.
    const again = await signInTestPhone(server.url, SEEDED_CLOSED);
    expect(again.user.id).toBe(seeded.user.id);
    expect((await kit.eventTypes(seeded.user.id)).filter((t) => t === 'billing.subscription_started')).toHaveLength(1);
  });

  it('a crash between storing a payment and closing the other checkout heals when Stripe sends the event again', async () => {
    const lin = await kit.person();
    const first = (await open(lin)).body;
    const second = (await open(lin)).body;
    const events = standIn.pay(first.session_id);
    // The process dies right after the append: what follows from the stored facts never runs, and Stripe gets no answer.
    const bus = server.app.get(CommandBus);
    const execute = bus.execute.bind(bus);
    const killed = jest
      .spyOn(bus, 'execute')
      .mockImplementation(((command: unknown) =>
        command instanceof SettleOnePlanCommand
          ? Promise.reject(new Error('process killed'))
          : execute(command as never)) as typeof bus.execute);
    for (const event of events)
      await expect(
        bus.execute(new ApplyProviderEventCommand(event as StripeEventShape, systemContext('webhook', 'stripe'))),
      ).rejects.toThrow('process killed');
    killed.mockRestore();
    expect((await kit.eventTypes(lin.user.id)).filter((t) => t === 'billing.checkout_completed')).toHaveLength(1);
    expect(standIn.sessions.get(second.session_id)?.status).toBe('open');

    // Stripe retries: the events are duplicates now, and the step that was lost runs.
    for (const event of events) expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).body.result).toBe('duplicate');
    expect(standIn.sessions.get(second.session_id)?.status).toBe('expired');
    expect(await kit.eventTypes(lin.user.id)).toContain('billing.checkout_expired');
  });
});
