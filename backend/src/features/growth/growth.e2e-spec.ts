import { randomUUID } from 'node:crypto';
import type { AccountAttributed } from '../accounts/domain/account.events';
import { analyticsStream } from '../analytics/analytics.events';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import type { TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { postSignedWebhook } from '../billing/testing/signed-webhook';
import type { CancellationReasonsDto, CodeRowDto, CohortReportDto, FunnelReportDto } from './http/funnel.response';

const PUBLIC_URL = 'http://app.daily.test';
const WEBHOOK_SECRET = 'whsec_e2e_growth';
const ANALYST = '+447700900700';
const OPERATOR = '+447700900701';
const DAY_MS = 86_400_000;
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
      AUTH_TEST_PHONES: [ANALYST, OPERATOR, ...PEOPLE].map((phone) => `${phone}:123456:open`).join(','),
      ANALYST_PHONES: ANALYST,
      OPERATOR_PHONES: OPERATOR,
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

  /**
   * A visit event as the tracking endpoint records it, but at an earlier time: the server's own
   * clock cannot be moved, so earlier weeks are arranged in the log directly.
   */
  async function trackedEarlier(sessionId: string, event_type: 'page_visit' | 'whatsapp_signup', utm_source: string, at: Date) {
    const data = { event_type, session_id: sessionId, utm_source, user_id: null, page_path: '/', user_agent: null, referrer: null };
    const metadata = {
      eventId: randomUUID(),
      occurredAt: at.toISOString(),
      actor: 'system',
      correlationId: randomUUID(),
      causationId: null,
      source: 'web' as const,
    };
    await store.append(analyticsStream(at), [{ type: 'analytics.event_recorded', data, metadata }], 'any');
  }

  /** Clocks' day and hour in a zone, "Sunday 22". */
  const localDayAndHour = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', hour: 'numeric', hourCycle: 'h23' }).format(at).replace(',', '');

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
      // Fourteen days touch three UTC weeks; everyone here came this week.
      expect(res.body.weeks).toHaveLength(3);
      for (const row of res.body.weeks) expect(new Date(`${row.week}T00:00:00Z`).getUTCDay()).toBe(1);
      for (const { week: _week, ...earlier } of res.body.weeks.slice(0, -1)) expect(Object.values(earlier)).toEqual([0, 0, 0, 0, 0, 0, 0]);
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

  describe('a trial that ends unpaid', () => {
    const SOURCE = 'e2e-unpaid';

    it('counts as cancelled, without a reason, once the provider ends the subscription', async () => {
      await track(session('unpaid'), 'page_visit', SOURCE);
      await settle();
      const lapsed = await person({ session: session('unpaid'), source: SOURCE });
      const subscriptionId = await subscribe(lapsed, 'premium');
      const status = await call<{ status: string; current_period_end: number }>(
        server.url,
        'GET',
        '/api/stripe/subscription-status',
        undefined,
        lapsed.access_token,
      );
      expect(status.body.status).toBe('trialing');

      // The trial's end: the card is declined, and Stripe then ends the subscription.
      const now = Math.floor(Date.now() / 1000);
      const details = { subscription: subscriptionId, metadata: { user_id: lapsed.user.id } };
      const declined = {
        id: 'evt_growth_trial_unpaid',
        object: 'event',
        type: 'invoice.payment_failed',
        created: now + 60,
        livemode: false,
        data: {
          object: {
            id: 'in_growth_unpaid',
            object: 'invoice',
            customer: null,
            amount_paid: 0,
            amount_due: 1000,
            currency: 'gbp',
            attempt_count: 1,
            next_payment_attempt: null,
            parent: { subscription_details: details },
          },
        },
      };
      const ended = {
        id: 'evt_growth_trial_ended',
        object: 'event',
        type: 'customer.subscription.deleted',
        created: now + 120,
        livemode: false,
        data: {
          object: {
            id: subscriptionId,
            object: 'subscription',
            status: 'canceled',
            customer: null,
            cancel_at_period_end: false,
            cancel_at: null,
            trial_end: now + 60,
            created: now,
            metadata: { user_id: lapsed.user.id, plan: 'premium' },
            items: { data: [{ current_period_end: now + 60 }] },
          },
        },
      };
      for (const event of [declined, ended]) {
        expect((await postSignedWebhook(server.url, event, WEBHOOK_SECRET)).body).toMatchObject({ result: 'applied' });
      }
      const changes = (await store.readStream(`subscription-${lapsed.user.id}`)).filter(
        (e) => e.type === 'billing.subscription_status_changed',
      );
      expect(changes.map((e) => [(e.data as { from: string; to: string }).from, (e.data as { to: string }).to, e.metadata.actor])).toEqual([
        ['trialing', 'canceled', 'stripe'],
      ]);
      await settle();

      const funnel = await report<FunnelReportDto>('/api/analytics/funnel', { ...lastDays(7), source: SOURCE });
      expect(funnel.body.steps.map((s) => [s.step, s.count, s.conversion])).toEqual([
        ['visited', 1, null],
        ['whatsapp_entry', 0, 0],
        ['signed_in', 1, null],
        ['checkout_started', 1, 100],
        ['trial_started', 1, 100],
        ['paid', 0, 0],
        ['cancelled', 1, null],
      ]);
      const reasons = await report<CancellationReasonsDto>('/api/analytics/cancellation-reasons', { ...lastDays(7), source: SOURCE });
      expect(reasons.body).toMatchObject({ cancelled: 1, not_given: 1, retention: { accepted: 0, declined: 0 } });
      expect(reasons.body.reasons.every((r) => r.count === 0)).toBe(true);
    });
  });

  describe('cohorts of earlier weeks', () => {
    const SOURCE = 'e2e-cohort';
    const thisMonday = (() => {
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    })();
    const week = (mondayMs: number) => new Date(mondayMs).toISOString().slice(0, 10);

    it('puts each entry in the UTC week it happened in, whatever the day was where the person was', async () => {
      // Monday 03:00 UTC of last week: still Sunday evening in New York, a week earlier there.
      const newYorkSunday = new Date(thisMonday - 7 * DAY_MS + 3 * 3_600_000);
      expect(localDayAndHour(newYorkSunday, 'America/New_York')).toMatch(/^Sunday (22|23)$/);
      // Sunday 23:00 UTC, the last hour of last week: already Monday morning, this week, in Tokyo.
      const tokyoMonday = new Date(thisMonday - 3_600_000);
      expect(localDayAndHour(tokyoMonday, 'Asia/Tokyo')).toBe('Monday 08');

      await trackedEarlier(session('cohortNY'), 'page_visit', SOURCE, newYorkSunday);
      await trackedEarlier(session('cohortTokyo'), 'page_visit', SOURCE, tokyoMonday);
      await trackedEarlier(session('cohortTokyo'), 'whatsapp_signup', SOURCE, new Date(tokyoMonday.getTime() + 20 * 60_000));
      await track(session('cohortNow'), 'page_visit', SOURCE);
      await settle();
      // The New Yorker signs in now, from the visit of last week, and starts a trial.
      const newYorker = await person({ session: session('cohortNY'), source: SOURCE });
      expect((await attribution(newYorker.user.id))[0]?.firstVisitAt).toBe(newYorkSunday.toISOString());
      await subscribe(newYorker, 'premium');
      await settle();

      const res = await report<CohortReportDto>('/api/analytics/cohorts', { ...lastDays(14), source: SOURCE });
      expect(res.status).toBe(200);
      const none = { visited: 0, whatsapp_entry: 0, signed_in: 0, checkout_started: 0, trial_started: 0, paid: 0, cancelled: 0 };
      expect(res.body.weeks).toEqual([
        // The New Yorker's local week: nothing, since weeks are UTC.
        { week: week(thisMonday - 14 * DAY_MS), ...none },
        {
          week: week(thisMonday - 7 * DAY_MS),
          ...none,
          visited: 2,
          whatsapp_entry: 1,
          signed_in: 1,
          checkout_started: 1,
          trial_started: 1,
        },
        { week: week(thisMonday), ...none, visited: 1 },
      ]);
    });
  });

  describe('access and input', () => {
    const REPORTS = ['/api/analytics/funnel', '/api/analytics/cohorts', '/api/analytics/codes', '/api/analytics/cancellation-reasons'];

    it('is for analysts and operators only', async () => {
      const operator = await signIn(OPERATOR);
      expect(operator.user.roles).toContain('operator');
      expect(operator.user.roles).not.toContain('analyst');
      const member = await person({});
      for (const path of REPORTS) {
        expect((await report(path, lastDays(7), null)).status).toBe(401);
        expect((await report(path, lastDays(7), member)).status).toBe(403);
        expect((await report(path, lastDays(7), analyst)).status).toBe(200);
        expect((await report(path, lastDays(7), operator)).status).toBe(200);
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
