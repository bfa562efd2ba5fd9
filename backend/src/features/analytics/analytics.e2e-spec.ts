import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../platform/event-store/event-envelope';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import type { AnalyticsEventKind, AnalyticsEventRecorded } from './analytics.events';

const SESSION = 'sess_1718000000000_k3j9x2';

function seeded(event_type: AnalyticsEventKind, utm_source: string | null, occurredAt: string, page_path = '/'): NewEvent {
  const data: AnalyticsEventRecorded['data'] = {
    event_type,
    session_id: SESSION,
    utm_source,
    user_id: null,
    page_path,
    user_agent: null,
    referrer: null,
  };
  return {
    type: 'analytics.event_recorded',
    data,
    metadata: { eventId: randomUUID(), occurredAt, actor: 'anonymous', correlationId: randomUUID(), causationId: null, source: 'web' },
  };
}

function times(n: number, make: () => NewEvent): NewEvent[] {
  return Array.from({ length: n }, make);
}

describe('analytics (real server, embedded mode)', () => {
  let server: TestServer;
  let store: EventStore;
  let runner: ProjectionRunner;
  let analyst: TestSession;
  let operator: TestSession;
  let user: TestSession;

  /** Tracking answers before the read models move; reads in these tests wait for them. */
  async function settle(): Promise<void> {
    await runner.waitFor(await store.headPosition());
  }

  async function lastRecorded(): Promise<AnalyticsEventRecorded['data']> {
    const head = await store.headPosition();
    const [event] = await store.readAll(head - 1, 1);
    expect(event.type).toBe('analytics.event_recorded');
    return event.data as AnalyticsEventRecorded['data'];
  }

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    runner = server.app.get(ProjectionRunner);
    [analyst, operator, user] = await Promise.all([
      signInTestPhone(server.url, TEST_PHONES.analyst),
      signInTestPhone(server.url, TEST_PHONES.operator),
      signInTestPhone(server.url, TEST_PHONES.open),
    ]);

    // Feb 2024: google 6 visits / 2 signups / 1 login; linkedin 3 / 2 / 0; no source 2 / 0 / 1; a
    // newsletter signup without any visit; google on the 20th only counts in ranges that reach it.
    const events = [
      ...times(3, () => seeded('page_visit', 'google', '2024-02-10T09:00:00.000Z')),
      ...times(3, () => seeded('page_visit', 'google', '2024-02-11T23:59:59.000Z')),
      ...times(2, () => seeded('whatsapp_signup', 'google', '2024-02-11T10:00:00.000Z')),
      seeded('login', 'google', '2024-02-10T10:00:00.000Z'),
      ...times(3, () => seeded('page_visit', 'linkedin', '2024-02-11T08:00:00.000Z')),
      ...times(2, () => seeded('whatsapp_signup', 'linkedin', '2024-02-11T08:05:00.000Z')),
      ...times(2, () => seeded('page_visit', null, '2024-02-10T12:00:00.000Z')),
      seeded('login', null, '2024-02-11T12:00:00.000Z'),
      seeded('existing_user', null, '2024-02-11T12:00:00.000Z'),
      seeded('whatsapp_signup', 'newsletter', '2024-02-10T07:00:00.000Z'),
      ...times(5, () => seeded('page_visit', 'google', '2024-02-20T00:00:00.000Z')),
    ];
    await store.append(`analytics-seed-${randomUUID()}`, events, 'no_stream');
    await settle();
  });

  afterAll(async () => {
    await server.close();
  });

  describe('POST /api/analytics/events', () => {
    it('records a page visit without a session and answers 202 {}', async () => {
      const res = await call(server.url, 'POST', '/api/analytics/events', {
        session_id: SESSION,
        event_type: 'page_visit',
        utm_source: 'producthunt',
        page_path: '/subscribe?coupon=SECRET#plans',
        user_agent: 'Mozilla/5.0 (test)',
        referrer: 'https://www.google.com/search?q=my+email%40example.com',
      });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({});
      expect(await lastRecorded()).toEqual({
        event_type: 'page_visit',
        session_id: SESSION,
        utm_source: 'producthunt',
        user_id: null,
        page_path: '/subscribe',
        user_agent: 'Mozilla/5.0 (test)',
        referrer: 'https://www.google.com/search',
      });
    });

    it('ignores a user_id sent signed out: nobody can attribute events to someone else', async () => {
      const res = await call(server.url, 'POST', '/api/analytics/events', {
        session_id: SESSION,
        event_type: 'whatsapp_signup',
        user_id: user.user.id,
      });
      expect(res.status).toBe(202);
      expect((await lastRecorded()).user_id).toBeNull();
    });

    it("attributes a signed-in caller's events to them, and refuses another user's id", async () => {
      const own = await call(
        server.url,
        'POST',
        '/api/analytics/events',
        { session_id: SESSION, event_type: 'page_visit', page_path: '/dashboard' },
        user.access_token,
      );
      expect(own.status).toBe(202);
      expect((await lastRecorded()).user_id).toBe(user.user.id);
      const head = await store.headPosition();
      const other = await call(
        server.url,
        'POST',
        '/api/analytics/events',
        { session_id: SESSION, event_type: 'login', user_id: analyst.user.id },
        user.access_token,
      );
      expect(other.status).toBe(403);
      expect(await store.headPosition()).toBe(head);
    });

    it('treats an invalid or ended token as signed out rather than failing the beacon', async () => {
      const res = await call(
        server.url,
        'POST',
        '/api/analytics/events',
        { session_id: SESSION, event_type: 'login', user_id: user.user.id },
        'not-a-token',
      );
      expect(res.status).toBe(202);
      expect((await lastRecorded()).user_id).toBeNull();
    });

    it.each([
      ['no session id', { event_type: 'page_visit', page_path: '/' }],
      ['a malformed session id', { session_id: 'session-1', event_type: 'page_visit', page_path: '/' }],
      ['an unknown event type', { session_id: SESSION, event_type: 'purchase', page_path: '/' }],
      ['an unknown field', { session_id: SESSION, event_type: 'page_visit', page_path: '/', email: 'someone@example.com' }],
      ['a page visit without a path', { session_id: SESSION, event_type: 'page_visit' }],
      ['a path not starting with /', { session_id: SESSION, event_type: 'page_visit', page_path: 'https://evil.example/' }],
      ['a source over 100 characters', { session_id: SESSION, event_type: 'page_visit', page_path: '/', utm_source: 'x'.repeat(101) }],
      ['a path over 500 characters', { session_id: SESSION, event_type: 'page_visit', page_path: `/${'a'.repeat(500)}` }],
      ['a referrer on a login', { session_id: SESSION, event_type: 'login', referrer: 'https://example.com/' }],
      ['control characters in the source', { session_id: SESSION, event_type: 'page_visit', page_path: '/', utm_source: 'a\u0000b' }],
      ['a number for a text field', { session_id: SESSION, event_type: 'page_visit', page_path: '/', user_agent: 42 }],
    ])('refuses %s with 400 and appends nothing', async (_case, body) => {
      const head = await store.headPosition();
      const res = await call(server.url, 'POST', '/api/analytics/events', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(await store.headPosition()).toBe(head);
    });

    it('refuses a body over 4 KB with 413 and appends nothing', async () => {
      const head = await store.headPosition();
      const res = await call(server.url, 'POST', '/api/analytics/events', {
        session_id: SESSION,
        event_type: 'page_visit',
        page_path: '/',
        user_agent: 'x'.repeat(4200),
      });
      expect(res.status).toBe(413);
      expect(await store.headPosition()).toBe(head);
    });

    it('refuses malformed JSON and other content types without a 500', async () => {
      const broken = await call(server.url, 'POST', '/api/analytics/events', '{"session_id": ');
      expect(broken.status).toBe(400);
      const text = await call(server.url, 'POST', '/api/analytics/events', undefined, undefined, { 'content-type': 'text/plain' });
      expect(text.status).toBeGreaterThanOrEqual(400);
      expect(text.status).toBeLessThan(500);
    });
  });

  describe('logins recorded at sign-in', () => {
    async function signInWith(phone: string, headers: Record<string, string>): Promise<AnalyticsEventRecorded['data']> {
      expect((await call(server.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
      const verified = await call(server.url, 'POST', '/auth/verify', { phone, token: '123456', type: 'sms' }, undefined, headers);
      expect(verified.status).toBe(200);
      const head = await store.headPosition();
      const recent = await store.readAll(Math.max(0, head - 20), 20);
      const login = recent.reverse().find((e) => e.type === 'analytics.event_recorded');
      return login?.data as AnalyticsEventRecorded['data'];
    }

    it("credits a first sign-in to the visit's session and traffic source, on the page the form was on", async () => {
      const recorded = await signInWith(TEST_PHONES.openOther, {
        'x-analytics-session': 'sess_1718000000000_login1',
        'x-analytics-source': encodeURIComponent('spring newsletter'),
        'x-analytics-path': encodeURIComponent('/subscribe?coupon=X'),
      });
      expect(recorded).toMatchObject({
        event_type: 'login',
        session_id: 'sess_1718000000000_login1',
        utm_source: 'spring newsletter',
        page_path: '/subscribe',
      });
      await settle();
      const today = new Date().toISOString();
      const summary = await call<Array<{ utm_source: string; logins: number }>>(
        server.url,
        'GET',
        `/api/analytics/summary?start_date=${today}&end_date=${today}`,
        undefined,
        analyst.access_token,
      );
      expect(summary.body.find((row) => row.utm_source === 'spring newsletter')?.logins).toBe(1);
    });

    it('still signs in with malformed visit headers, recording the login without them', async () => {
      const recorded = await signInWith(TEST_PHONES.openOther, {
        'x-analytics-session': 'not-a-session',
        'x-analytics-source': '%E0%A4%A',
        'x-analytics-path': 'nowhere',
      });
      expect(recorded).toMatchObject({ event_type: 'existing_user', session_id: null, utm_source: null, page_path: '/login' });
    });
  });

  describe('GET /api/analytics/summary', () => {
    const range = '?start_date=2024-02-10T00:00:00.000Z&end_date=2024-02-12T00:00:00.000Z';

    it('sums per source over the days of the range, busiest first, with the signup rate to 2 decimals', async () => {
      const res = await call(server.url, 'GET', `/api/analytics/summary${range}`, undefined, analyst.access_token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { utm_source: 'google', total_visits: 6, whatsapp_signups: 2, logins: 1, signup_rate: 33.33 },
        { utm_source: 'linkedin', total_visits: 3, whatsapp_signups: 2, logins: 0, signup_rate: 66.67 },
        { utm_source: 'Direct', total_visits: 2, whatsapp_signups: 0, logins: 1, signup_rate: 0 },
        { utm_source: 'newsletter', total_visits: 0, whatsapp_signups: 1, logins: 0, signup_rate: 0 },
      ]);
    });

    it('includes the whole first and last day, and nothing outside', async () => {
      const narrow = await call<Array<{ utm_source: string; total_visits: number }>>(
        server.url,
        'GET',
        '/api/analytics/summary?start_date=2024-02-11T18:00:00Z&end_date=2024-02-11T18:00:00Z',
        undefined,
        analyst.access_token,
      );
      expect(narrow.body.find((r) => r.utm_source === 'google')?.total_visits).toBe(3);
      const wide = await call<Array<{ utm_source: string; total_visits: number }>>(
        server.url,
        'GET',
        '/api/analytics/summary?start_date=2024-02-01T00:00:00Z&end_date=2024-02-20T00:00:00Z',
        undefined,
        analyst.access_token,
      );
      expect(wide.body.find((r) => r.utm_source === 'google')?.total_visits).toBe(11);
      const empty = await call(
        server.url,
        'GET',
        '/api/analytics/summary?start_date=2023-01-01&end_date=2023-01-31',
        undefined,
        analyst.access_token,
      );
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual([]);
    });

    it.each([
      ['end before start', '?start_date=2024-02-12T00:00:00Z&end_date=2024-02-10T00:00:00Z'],
      ['more than 366 days', '?start_date=2023-01-01T00:00:00Z&end_date=2024-02-10T00:00:00Z'],
      ['a missing end', '?start_date=2024-02-10T00:00:00Z'],
      ['a date that is not ISO', '?start_date=last%20week&end_date=2024-02-10T00:00:00Z'],
      ['an unknown parameter', `${range}&source=google`],
    ])('answers %s with 400', async (_case, query) => {
      const res = await call(server.url, 'GET', `/api/analytics/summary${query}`, undefined, analyst.access_token);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('is for analysts and operators: a plain user gets 403, a signed-out caller 401', async () => {
      expect((await call(server.url, 'GET', `/api/analytics/summary${range}`, undefined, operator.access_token)).status).toBe(200);
      expect((await call(server.url, 'GET', `/api/analytics/summary${range}`, undefined, user.access_token)).status).toBe(403);
      expect((await call(server.url, 'GET', `/api/analytics/summary${range}`)).status).toBe(401);
      expect((await call(server.url, 'GET', '/api/analytics/events/recent', undefined, user.access_token)).status).toBe(403);
      expect((await call(server.url, 'GET', '/api/analytics/events/recent')).status).toBe(401);
      expect((await call(server.url, 'GET', `/api/analytics/daily${range}`, undefined, user.access_token)).status).toBe(403);
    });
  });

  describe('GET /api/analytics/daily', () => {
    it('gives every day of the range, quiet days as zeros', async () => {
      const res = await call(
        server.url,
        'GET',
        '/api/analytics/daily?start_date=2024-02-09T12:00:00Z&end_date=2024-02-12T12:00:00Z',
        undefined,
        analyst.access_token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { date: '2024-02-09', visits: 0, signups: 0, logins: 0 },
        { date: '2024-02-10', visits: 5, signups: 1, logins: 1 },
        { date: '2024-02-11', visits: 6, signups: 4, logins: 1 },
        { date: '2024-02-12', visits: 0, signups: 0, logins: 0 },
      ]);
    });
  });

  describe('GET /api/analytics/totals', () => {
    it('adds every source together over the days of the range, with the overall signup rate', async () => {
      const res = await call(
        server.url,
        'GET',
        '/api/analytics/totals?start_date=2024-02-10T00:00:00.000Z&end_date=2024-02-12T00:00:00.000Z',
        undefined,
        analyst.access_token,
      );
      expect(res.status).toBe(200);
      // 11 visits, 5 signups (the newsletter one without a visit included), 2 logins; existing_user counts in none.
      expect(res.body).toEqual({ total_visits: 11, whatsapp_signups: 5, logins: 2, signup_rate: 45.45 });
    });

    it('is all zeros for a range without events, the rate included', async () => {
      const res = await call(
        server.url,
        'GET',
        '/api/analytics/totals?start_date=2023-01-01&end_date=2023-01-31',
        undefined,
        analyst.access_token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ total_visits: 0, whatsapp_signups: 0, logins: 0, signup_rate: 0 });
    });

    it('checks its range and its callers as the summary does', async () => {
      const bad = await call(
        server.url,
        'GET',
        '/api/analytics/totals?start_date=2024-02-12&end_date=2024-02-10',
        undefined,
        analyst.access_token,
      );
      expect(bad.status).toBe(400);
      const range = '?start_date=2024-02-10T00:00:00Z&end_date=2024-02-12T00:00:00Z';
      expect((await call(server.url, 'GET', `/api/analytics/totals${range}`, undefined, operator.access_token)).status).toBe(200);
      expect((await call(server.url, 'GET', `/api/analytics/totals${range}`, undefined, user.access_token)).status).toBe(403);
      expect((await call(server.url, 'GET', `/api/analytics/totals${range}`)).status).toBe(401);
    });
  });

  describe('GET /api/analytics/events/recent', () => {
    it('lists the newest events first, as many as asked', async () => {
      for (const page_path of ['/first', '/second', '/third']) {
        const res = await call(server.url, 'POST', '/api/analytics/events', {
          session_id: SESSION,
          event_type: 'page_visit',
          utm_source: 'recent-test',
          page_path,
        });
        expect(res.status).toBe(202);
      }
      await settle();
      const res = await call<Array<Record<string, unknown>>>(
        server.url,
        'GET',
        '/api/analytics/events/recent?limit=3',
        undefined,
        analyst.access_token,
      );
      expect(res.status).toBe(200);
      expect(res.body.map((r) => r.page_path)).toEqual(['/third', '/second', '/first']);
      expect(Object.keys(res.body[0]).sort()).toEqual(['event_type', 'id', 'page_path', 'timestamp', 'utm_source']);
      expect(res.body[0]).toMatchObject({ event_type: 'page_visit', utm_source: 'recent-test' });
      const ids = res.body.map((r) => r.id as number);
      expect(ids[0]).toBeGreaterThan(ids[1]);
    });

    it('defaults to 20 and refuses limits outside 1-100', async () => {
      const res = await call<unknown[]>(server.url, 'GET', '/api/analytics/events/recent', undefined, operator.access_token);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(20);
      for (const limit of ['0', '101', 'ten', '2.5']) {
        expect((await call(server.url, 'GET', `/api/analytics/events/recent?limit=${limit}`, undefined, analyst.access_token)).status).toBe(
          400,
        );
      }
      expect(
        (await call<unknown[]>(server.url, 'GET', '/api/analytics/events/recent?limit=100', undefined, analyst.access_token)).body.length,
      ).toBeLessThanOrEqual(100);
    });
  });
});

describe('analytics rate limit (real server)', () => {
  let server: TestServer;

  beforeAll(async () => {
    process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE = '3';
    try {
      server = await startTestServer();
    } finally {
      delete process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE;
    }
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers 429 with Retry-After past the per-address limit, and records nothing for it', async () => {
    const store = server.app.get<EventStore>(EVENT_STORE);
    const body = { session_id: SESSION, event_type: 'page_visit', page_path: '/' };
    for (let i = 0; i < 3; i += 1) expect((await call(server.url, 'POST', '/api/analytics/events', body)).status).toBe(202);
    const head = await store.headPosition();
    const limited = await call(server.url, 'POST', '/api/analytics/events', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await store.headPosition()).toBe(head);
  });
});

describe('analytics rate limit behind a trusted load balancer (real server)', () => {
  let server: TestServer;

  beforeAll(async () => {
    process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE = '2';
    try {
      server = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    } finally {
      delete process.env.ANALYTICS_RATE_LIMIT_PER_MINUTE;
    }
  });

  afterAll(async () => {
    await server.close();
  });

  it('counts each visitor the balancer names in X-Forwarded-For on their own', async () => {
    const body = { session_id: SESSION, event_type: 'page_visit', page_path: '/' };
    const from = (address: string) => call(server.url, 'POST', '/api/analytics/events', body, undefined, { 'x-forwarded-for': address });
    for (let i = 0; i < 2; i += 1) expect((await from('203.0.113.7')).status).toBe(202);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.20')).status).toBe(202);
  });
});
