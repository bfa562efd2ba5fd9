import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { signInTestPhone, type TestSession } from '../../../testing/sign-in';
import { call, type JsonResponse, type TestServer } from '../../../testing/test-server';

/** Test numbers for billing suites: every test signs in a person of its own, all starting `open`. */
const PHONES = Array.from({ length: 40 }, (_, i) => `+4477009002${String(i).padStart(2, '0')}`);

export const BILLING_TEST_ENV: Record<string, string> = {
  AUTH_TEST_PHONES: PHONES.map((phone) => `${phone}:123456:open`).join(','),
  // Every test signs a person in from the same address; the limits have their own suite.
  SIGN_IN_LIMITS: 'off',
};

type SubscriptionStatusBody = {
  status: string;
  subscription_id: string | null;
  current_period_end: number | null;
  plan: 'premium' | 'founding' | null;
  last_payment: { amount: string; currency: string } | null;
};

export class BillingTestKit {
  private next = 0;

  constructor(readonly server: TestServer) {}

  /** A fresh signed-in person with an `open` account. */
  async person(): Promise<TestSession> {
    const phone = PHONES[this.next++];
    if (!phone) throw new Error('Out of billing test phones');
    return signInTestPhone(this.server.url, phone);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, session?: TestSession): Promise<JsonResponse<T>> {
    return call<T>(this.server.url, 'POST', path, body, session?.access_token);
  }

  get<T = Record<string, unknown>>(path: string, session?: TestSession): Promise<JsonResponse<T>> {
    return call<T>(this.server.url, 'GET', path, undefined, session?.access_token);
  }

  async accountStatus(session: TestSession): Promise<string> {
    return (await this.get<{ account: string }>('/auth/user', session)).body.account;
  }

  async subscriptionStatus(session: TestSession): Promise<SubscriptionStatusBody> {
    return (await this.get<SubscriptionStatusBody>(`/api/stripe/subscription-status?user_id=${session.user.id}`, session)).body;
  }

  get store(): EventStore {
    return this.server.app.get<EventStore>(EVENT_STORE);
  }

  async eventTypes(userId: string): Promise<string[]> {
    return (await this.store.readStream(`subscription-${userId}`)).map((e) => e.type);
  }

  /** A Premium trial paid for on the test checkout; answers its id and when it ends (ms). */
  async startTrial(session: TestSession): Promise<{ subscriptionId: string; trialEnd: number }> {
    const started = await this.post<{ checkout_url: string }>(
      '/api/stripe/create-checkout-session',
      { customer_name: 'Ada Lovelace', customer_email: 'ada@example.com' },
      session,
    );
    const paid = await this.submitForm(`${new URL(started.body.checkout_url).pathname}/pay`);
    if (paid.status !== 303) throw new Error(`The test checkout answered ${paid.status}`);
    const status = await this.subscriptionStatus(session);
    if (status.status !== 'trialing' || !status.subscription_id || !status.current_period_end)
      throw new Error(`Expected a trial, got ${JSON.stringify(status)}`);
    return { subscriptionId: status.subscription_id, trialEnd: status.current_period_end * 1000 };
  }

  /** Same-origin form POST as a browser sends it; redirects are returned, not followed. */
  async submitForm(path: string): Promise<Response> {
    return fetch(this.server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
  }
}
