import type { AccountAttributed } from '../accounts/domain/account.events';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import type { TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { postSignedWebhook } from '../billing/testing/signed-webhook';
import type { CancellationReasonsDto, CodeRowDto, CohortReportDto, FunnelReportDto } from './http/funnel.response';

const PUBLIC_URL = 'http://app.daily.test';
const WEBHOOK_SECRET = 'whsec_e2e_growth';
const ANALYST = '+447700900700';
const PEOPLE = Array.from({ length: 12 }, (_, i) => `+4477009007${String(i + 10).padStart(2, '0')}`);

const session = (name: string) => `sess_1718000000000_${name}`;

/**
 * The funnel from real flows on a real server: visits tracked by the public endpoint, sign-ins
 * carrying the visit, test-mode checkouts paid on the test page, a payment and cancellations.
 */
describe('growth funnel (real server, embedded mode, test payments)', () => {
  let server: TestServer;
  let store: EventStore;
  let analyst: TestSession;
  let nextPhone = 0;

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_TEST_PHONES: [ANALYST, ...PEOPLE].map((phone) => `${phone}:123456:open`).join(','),
      ANALYST_PHONES: ANALYST,
      SIGN_IN_LIMITS: 'off',
      PUBLIC_URL,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    store = server.app.get<EventStore>(EVENT_STORE);
    analyst = await signIn(ANALYST);
  });

  afterAll(async () => {
    await server.close();
  });

  /** Tracking answers before the read models move; reads in these tests wait for them. */
  async function settle(): Promise<void> {
    await server.app.get(ProjectionRunner).waitFor(await store.headPosition());
  }

  async function track(sessionId: string, event_type: 'page_visit' | 'whatsapp_signup', utm_source: string | null, page_path = '/') {
    const res = await call(server.url, 'POST', '/api/analytics/events', { event_type, session_id: sessionId, utm_source, page_path });
    expect(res.status).toBe(202);
  }

  async function signIn(phone: string, visit: { session?: string; source?: string; path?: string } = {}): Promise<TestSession> {
    const headers: Record<string, string> = {};
    if (visit.session) headers['x-analytics-session'] = visit.session;
    if (visit.source) headers['x-analytics-source'] = encodeURIComponent(visit.source);
    if (visit.path) headers['x-analytics-path'] = encodeURIComponent(visit.path);
    expect((await call(server.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
    const res = await call<{ session: TestSession }>(
      server.url,
      'POST',
      '/auth/verify',
      { phone, token: '123456', type: 'sms' },
      undefined,
      headers,
    );
    expect(res.status).toBe(200);
    return res.body.session;
  }

  const person = (visit: Parameters<typeof signIn>[1]) => signIn(PEOPLE[nextPhone++], visit);

  async function attribution(userId: string): Promise<AccountAttributed['data'][]> {
    const events = await store.readStream(`account-${userId}`);
    return events.filter((e) => e.type === 'account.attributed').map((e) => e.data as AccountAttributed['data']);
  }

  /** A Premium or founding checkout on the built-in test page, paid. */
  async function subscribe(who: TestSession, plan: 'premium' | 'founding', coupon: string | null = null): Promise<string> {
    const path = plan === 'premium' ? '/api/stripe/create-checkout-session' : '/api/stripe/create-founding-member-checkout';
    const body = {
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      ...(plan === 'premium' ? { coupon_code: coupon } : {}),
    };
    const started = await call<{ checkout_url: string }>(server.url, 'POST', path, body, who.access_token);
    expect(started.status).toBe(200);
    const paid = await fetch(`${server.url}${new URL(started.body.checkout_url).pathname}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const status = await call<{ subscription_id: string }>(
      server.url,
      'GET',
      '/api/stripe/subscription-status',
      undefined,
      who.access_token,
    );
    return status.body.subscription_id;
  }

  async function report<T>(path: string, query: Record<string, string>, who: TestSession | null = analyst) {
    return call<T>(server.url, 'GET', `${path}?${new URLSearchParams(query)}`, undefined, who?.access_token);
  }

  const lastDays = (days: number) => ({
    start_date: new Date(Date.now() - days * 86_400_000).toISOString(),
    end_date: new Date().toISOString(),
  });

  describe('first-touch attribution at sign-in', () => {
    it('ties a new account to the source and landing page of its visit’s first event, once', async () => {
      await track(session('attrA'), 'page_visit', 'linkedin', '/about');
      await track(session('attrA'), 'page_visit', 'newsletter', '/pricing');
      await settle();
      const ada = await person({ session: session('attrA'), source: 'newsletter', path: '/login' });
      const [first, ...more] = await attribution(ada.user.id);
      expect(more).toEqual([]);
      expect(first).toMatchObject({ userId: ada.user.id, sessionId: session('attrA'), source: 'linkedin', landingPage: '/about' });
      expect(Date.parse(first.firstVisitAt ?? '')).toBeLessThanOrEqual(Date.now());

      // Coming back later from elsewhere keeps the first touch.
      await signIn(ada.user.phone, { session: session('attrB'), source: 'facebook', path: '/login' });
      expect(await attribution(ada.user.id)).toHaveLength(1);
    });

    it('falls back to what the browser says when the visit was never tracked, and to nothing without a visit', async () => {
      const untracked = await person({ session: session('untracked'), source: 'spring newsletter', path: '/subscribe?coupon=X' });
      expect(await attribution(untracked.user.id)).toEqual([
        {
          userId: untracked.user.id,
          sessionId: session('untracked'),
          source: 'spring newsletter',
          landingPage: '/subscribe',
          firstVisitAt: null,
        },
      ]);
      const bare = await person({});
      expect(await attribution(bare.user.id)).toEqual([
        { userId: bare.user.id, sessionId: null, source: null, landingPage: '/login', firstVisitAt: null },
      ]);
    });
  });

  describe('every step from real flows', () => {
    const SOURCE = 'e2e-funnel';
    let cancelledWords: string;

    beforeAll(async () => {
      // A visitor who only followed the WhatsApp link.
      await track(session('visitor'), 'page_visit', SOURCE);
      await track(session('visitor'), 'whatsapp_signup', SOURCE);
      // Trial, then the first payment when it ends (Stripe's invoice.paid).
      await track(session('payer'), 'page_visit', SOURCE, '/pricing');
      await track(session('payer'), 'whatsapp_signup', SOURCE);
      // Trial, then cancelled with a reason.
      await track(session('leaver'), 'page_visit', SOURCE);
      // A founding member: paid at once, no trial.
      await track(session('founder'), 'page_visit', SOURCE);
      // Started a checkout and left it.
      await track(session('browser'), 'page_visit', SOURCE);
      await settle();

      const payer = await person({ session: session('payer'), source: SOURCE });
      const payerSubscription = await subscribe(payer, 'premium', 'FRIEND-BOB');
      const invoicePaid = {
        id: 'evt_growth_invoice_paid',
        object: 'event',
        type: 'invoice.paid',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: 'in_growth_1',
            object: 'invoice',
            customer: null,
            amount_paid: 900,
            amount_due: 900,
            currency: 'gbp',
            attempt_count: 1,
            next_payment_attempt: null,
            parent: { subscription_details: { subscription: payerSubscription, metadata: { user_id: payer.user.id } } },
          },
        },
      };
      expect((await postSignedWebhook(server.url, invoicePaid, WEBHOOK_SECRET)).body).toMatchObject({ result: 'applied' });

      const leaver = await person({ session: session('leaver'), source: SOURCE });
      const leaverSubscription = await subscribe(leaver, 'premium', 'WELCOME10');
      cancelledWords = 'My own words about leaving';
      const cancelled = await call(
        server.url,
        'POST',
        '/api/stripe/cancel-subscription',
        { subscription_id: leaverSubscription, reason: cancelledWords, reason_category: 'too_expensive' },
        leaver.access_token,
      );
      expect(cancelled.status).toBe(200);

      const founder = await person({ session: session('founder'), source: SOURCE });
      await subscribe(founder, 'founding');

      const browser = await person({ session: session('browser'), source: SOURCE });
      const started = await call(
        server.url,
        'POST',
        '/api/stripe/create-checkout-session',
        { customer_name: 'Grace Hopper', customer_email: 'grace@example.com' },
        browser.access_token,
      );
      expect(started.status).toBe(200);
      await settle();
    });

    it('counts each step once per visit or account, with step-to-step conversion', async () => {
      const res = await report<FunnelReportDto>('/api/analytics/funnel', { ...lastDays(7), source: SOURCE });
      expect(res.status).toBe(200);
      expect(res.body.source).toBe(SOURCE);
      expect(res.body.steps.map((s) => [s.step, s.count, s.conversion])).toEqual([
        ['visited', 5, null],
        ['whatsapp_entry', 2, 40],
        ['signed_in', 4, 200],
        ['checkout_started', 4, 100],
        ['trial_started', 2, 50],
        ['paid', 2, 100],
        ['cancelled', 1, 50],
      ]);
      expect(res.body.sources.find((s) => s.source === SOURCE)).toEqual({
        source: SOURCE,
        visited: 5,
        whatsapp_entry: 2,
        signed_in: 4,
        checkout_started: 4,
        trial_started: 2,
        paid: 2,
        cancelled: 1,
      });

      const all = await report<FunnelReportDto>('/api/analytics/funnel', lastDays(7));
      expect(all.body.source).toBeNull();
      for (const step of all.body.steps) expect(all.body.sources.reduce((sum, s) => sum + s[step.step], 0)).toBe(step.count);
    });

    it('puts everyone of this week in this UTC week’s cohort row, and the rows add up to the funnel', async () => {
      const res = await report<CohortReportDto>('/api/analytics/cohorts', { ...lastDays(14), source: SOURCE });
      expect(res.status).toBe(200);
      expect(res.body.weeks.length).toBeGreaterThanOrEqual(2);
      for (const row of res.body.weeks) expect(new Date(`${row.week}T00:00:00Z`).getUTCDay()).toBe(1);
      const current = res.body.weeks.at(-1);
      expect(current).toMatchObject({ visited: 5, signed_in: 4, paid: 2, cancelled: 1 });
      expect(res.body.weeks.reduce((sum, w) => sum + w.trial_started, 0)).toBe(2);
    });

    it('reports codes by uses, trials and payments', async () => {
      const res = await report<CodeRowDto[]>('/api/analytics/codes', { ...lastDays(7), source: SOURCE });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { code: 'FRIEND-BOB', type: 'referral', uses: 1, trials: 1, paid: 1 },
        { code: 'WELCOME10', type: 'other', uses: 1, trials: 1, paid: 0 },
      ]);
    });

    it('counts reasons for leaving by category, never the words people wrote, which stay encrypted in the log', async () => {
      const res = await report<CancellationReasonsDto>('/api/analytics/cancellation-reasons', { ...lastDays(7), source: SOURCE });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ cancelled: 1, not_given: 0, retention: { accepted: 0, declined: 0 } });
      expect(res.body.reasons.filter((r) => r.count > 0)).toEqual([{ reason: 'too_expensive', label: 'It’s too expensive', count: 1 }]);
      expect(JSON.stringify(res.body)).not.toContain(cancelledWords);
      const log = JSON.stringify(await store.readAll(0, 100_000));
      expect(log).not.toContain(cancelledWords);
      expect(log).toContain('"type":"billing.cancellation_reason_given"');
    });
  });

  describe('access and input', () => {
    it('is for analysts and operators only', async () => {
      expect((await report('/api/analytics/funnel', lastDays(7), null)).status).toBe(401);
      const member = await person({});
      for (const path of [
        '/api/analytics/funnel',
        '/api/analytics/cohorts',
        '/api/analytics/codes',
        '/api/analytics/cancellation-reasons',
      ]) {
        expect((await report(path, lastDays(7), member)).status).toBe(403);
      }
    });

    it('answers a clear 400 for a bad range or source, and for unknown parameters', async () => {
      const bad = [
        { start_date: 'yesterday', end_date: new Date().toISOString() },
        { start_date: '2025-01-10T00:00:00Z', end_date: '2025-01-01T00:00:00Z' },
        { start_date: '2023-01-01T00:00:00Z', end_date: '2025-01-01T00:00:00Z' },
        { ...lastDays(7), source: 'x\u0007y' },
        { ...lastDays(7), source: 'x'.repeat(101) },
        { ...lastDays(7), limit: '5' },
      ];
      for (const query of bad) {
        const res = await report<{ message: string }>('/api/analytics/funnel', query);
        expect({ status: res.status, hasMessage: typeof res.body.message === 'string' && res.body.message.length > 0 }).toEqual({
          status: 400,
          hasMessage: true,
        });
      }
    });
  });
});
