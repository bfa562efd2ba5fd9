import { startTestServer, type TestServer } from '../../testing/test-server';
import { BILLING_TEST_ENV, BillingTestKit } from './testing/billing-test-kit';

const PUBLIC_URL = 'http://app.daily.test';

/** The cancel dialog's retention offer in test mode, where the coupon is simulated: once per subscription. */
describe('retention offer, test mode (real server, embedded stores)', () => {
  let server: TestServer;
  let kit: BillingTestKit;

  beforeAll(async () => {
    server = await startTestServer({ ...BILLING_TEST_ENV, PUBLIC_URL });
    kit = new BillingTestKit(server);
  });

  afterAll(async () => {
    await server.close();
  });

  async function subscribe(person: Awaited<ReturnType<BillingTestKit['person']>>, plan: 'premium' | 'founding' = 'premium') {
    const path = plan === 'premium' ? '/api/stripe/create-checkout-session' : '/api/stripe/create-founding-member-checkout';
    const started = await kit.post<{ checkout_url: string }>(
      path,
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
      person,
    );
    expect((await kit.submitForm(`${new URL(started.body.checkout_url).pathname}/pay`)).status).toBe(303);
    return (await kit.subscriptionStatus(person)).subscription_id as string;
  }

  const offer = (person: Awaited<ReturnType<BillingTestKit['person']>>, subscriptionId: string) =>
    kit.get(`/api/me/retention-offer?subscription_id=${encodeURIComponent(subscriptionId)}`, person);
  const answer = (person: Awaited<ReturnType<BillingTestKit['person']>>, subscription_id: string, accept: boolean) =>
    kit.post('/api/me/retention-offer', { subscription_id, accept }, person);

  it('offers the simulated coupon on a live Premium; turning it down is recorded once, and then it is gone', async () => {
    const ada = await kit.person();
    const subscriptionId = await subscribe(ada);
    expect((await offer(ada, subscriptionId)).body).toEqual({
      available: true,
      offer: {
        coupon_id: 'test_retention_50',
        description: '50% off your next month',
        percent_off: 50,
        amount_off: null,
        duration: 'once',
        duration_in_months: null,
      },
    });
    expect((await answer(ada, subscriptionId, false)).body).toMatchObject({ accepted: false });
    expect((await answer(ada, subscriptionId, false)).status).toBe(200);
    expect((await answer(ada, subscriptionId, true)).status).toBe(409);
    expect((await offer(ada, subscriptionId)).body).toEqual({ available: false });
    const answers = (await kit.store.readStream(`subscription-${ada.user.id}`)).filter((e) =>
      e.type.startsWith('billing.retention_offer_'),
    );
    expect(answers.map((e) => [e.type, e.data, e.metadata.actor])).toEqual([
      ['billing.retention_offer_declined', { userId: ada.user.id, subscriptionId, couponId: 'test_retention_50' }, ada.user.id],
    ]);
    // Turning it down leaves the cancellation to go on as asked.
    const cancelled = await kit.post(
      '/api/stripe/cancel-subscription',
      { subscription_id: subscriptionId, reason_category: 'unused' },
      ada,
    );
    expect(cancelled.body).toMatchObject({ status: 'canceled' });
  });

  it('taking it keeps the subscription going and records the offer with its terms', async () => {
    const grace = await kit.person();
    const subscriptionId = await subscribe(grace);
    expect((await answer(grace, subscriptionId, true)).body).toMatchObject({
      accepted: true,
      offer: { description: '50% off your next month' },
    });
    expect((await kit.subscriptionStatus(grace)).status).toBe('trialing');
    const accepted = (await kit.store.readStream(`subscription-${grace.user.id}`)).find(
      (e) => e.type === 'billing.retention_offer_accepted',
    );
    expect(accepted?.data).toEqual({
      userId: grace.user.id,
      subscriptionId,
      offer: { couponId: 'test_retention_50', percentOff: 50, amountOff: null, duration: 'once', durationInMonths: null },
    });
    expect((await offer(grace, subscriptionId)).body).toEqual({ available: false });
  });

  it('is not offered on a founding membership, nor on someone else’s subscription', async () => {
    const founder = await kit.person();
    const founding = await subscribe(founder, 'founding');
    expect((await offer(founder, founding)).body).toEqual({ available: false });
    expect((await answer(founder, founding, true)).status).toBe(409);

    const owner = await kit.person();
    const theirs = await subscribe(owner);
    const stranger = await kit.person();
    expect((await offer(stranger, theirs)).body).toEqual({ available: false });
    expect((await answer(stranger, theirs, true)).status).toBe(404);
    expect((await offer(owner, theirs)).body).toMatchObject({ available: true });
  });

  it('answers 400 for a bad body, 403 for another user_id and 401 signed out', async () => {
    const kim = await kit.person();
    const subscriptionId = await subscribe(kim);
    expect((await kit.post('/api/me/retention-offer', { subscription_id: subscriptionId }, kim)).status).toBe(400);
    expect((await kit.post('/api/me/retention-offer', { subscription_id: subscriptionId, accept: 'yes' }, kim)).status).toBe(400);
    expect((await kit.post('/api/me/retention-offer', { subscription_id: subscriptionId, accept: true, coupon: 'FREE' }, kim)).status).toBe(
      400,
    );
    expect((await kit.get('/api/me/retention-offer', kim)).status).toBe(400);
    // The session names the person: a user id is not a field here at all.
    expect(
      (await kit.post('/api/me/retention-offer', { subscription_id: subscriptionId, accept: true, user_id: 'someone-else' }, kim)).status,
    ).toBe(400);
    expect((await kit.post('/api/me/retention-offer', { subscription_id: subscriptionId, accept: true })).status).toBe(401);
    expect((await kit.store.readStream(`subscription-${kim.user.id}`)).some((e) => e.type.startsWith('billing.retention_offer_'))).toBe(
      false,
    );
  });
});
