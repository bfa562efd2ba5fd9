import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { LocalOtpProvider } from '../auth/otp/local-otp-provider';
import { OTP_PROVIDER } from '../auth/otp/otp-provider.port';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';

interface AccountRow {
  id: string;
  phone: string;
  name: string | null;
  status: string;
  roles: string[];
  createdAt: string;
}

interface HistoryRow {
  position: number;
  type: string;
  time: string;
  actor: string;
  source: string;
  stream: string;
  summary: string;
}

interface LogRow {
  id: number;
  type: string;
  stream: string;
  position: number;
  actor: string;
  data: unknown;
}

/** The national digits of every test number: none of them may appear in the log views. */
const PHONE_DIGITS = Object.values(TEST_PHONES).map((phone) => phone.slice(3));

describe('operator console API (real server, embedded mode)', () => {
  let server: TestServer;
  let store: EventStore;
  let operator: TestSession;
  let analyst: TestSession;
  let open: TestSession;
  let closed: TestSession;
  let other: TestSession;

  const get = <T>(path: string, token = operator.access_token) => call<T>(server.url, 'GET', path, undefined, token);
  const list = <T>(resource: string, params: Record<string, unknown>, token = operator.access_token) => {
    const query = Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&');
    return get<T[]>(`/api/admin/${resource}?${query}`, token);
  };

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    store = server.app.get<EventStore>(EVENT_STORE);
    // One after another, so creation order is known.
    operator = await signInTestPhone(server.url, TEST_PHONES.operator);
    analyst = await signInTestPhone(server.url, TEST_PHONES.analyst);
    open = await signInTestPhone(server.url, TEST_PHONES.open);
    closed = await signInTestPhone(server.url, TEST_PHONES.closed);
    other = await signInTestPhone(server.url, TEST_PHONES.openOther);
    expect((await call(server.url, 'PUT', '/auth/user', { name: 'Ada Lovelace' }, other.access_token)).status).toBe(200);
  });

  afterAll(async () => {
    await server.close();
  });

  describe('accounts', () => {
    it('pages and sorts with a Content-Range the browser may read', async () => {
      const first = await list<AccountRow>('accounts', { sort: ['createdAt', 'ASC'], range: [0, 1] });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-range')).toBe('accounts 0-1/5');
      expect(first.headers.get('access-control-expose-headers')).toBe('Content-Range');
      expect(first.body.map((a) => a.id)).toEqual([operator.user.id, analyst.user.id]);
      expect(Object.keys(first.body[0]).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'landingPage',
        'lastSignInAt',
        'name',
        'phone',
        'roles',
        'signInCount',
        'source',
        'status',
      ]);

      const last = await list<AccountRow>('accounts', { sort: ['createdAt', 'ASC'], range: [4, 9] });
      expect(last.headers.get('content-range')).toBe('accounts 4-4/5');
      expect(last.body.map((a) => a.id)).toEqual([other.user.id]);

      const newest = await list<AccountRow>('accounts', { sort: ['createdAt', 'DESC'], range: [0, 0] });
      expect(newest.body[0].id).toBe(other.user.id);

      const beyond = await list<AccountRow>('accounts', { range: [50, 74] });
      expect(beyond.body).toEqual([]);
      expect(beyond.headers.get('content-range')).toBe('accounts */5');
    });

    it('filters by status and by role', async () => {
      const closedOnes = await list<AccountRow>('accounts', { filter: { status: 'closed' }, sort: ['createdAt', 'ASC'] });
      expect(closedOnes.body.map((a) => a.id)).toEqual([operator.user.id, closed.user.id]);
      expect(closedOnes.headers.get('content-range')).toBe('accounts 0-1/2');
      const analysts = await list<AccountRow>('accounts', { filter: { role: 'analyst' } });
      expect(analysts.body.map((a) => a.id)).toEqual([analyst.user.id]);
      const both = await list<AccountRow>('accounts', { filter: { status: ['open', 'closed'] } });
      expect(both.body).toHaveLength(5);
    });

    it('finds an account by its phone number however it is typed, and by part of a name', async () => {
      for (const q of [TEST_PHONES.open, '+44 7700 900001', '07700900001']) {
        const res = await list<AccountRow>('accounts', { filter: { q } });
        expect(res.body.map((a) => a.id)).toEqual([open.user.id]);
      }
      const byName = await list<AccountRow>('accounts', { filter: { q: 'lovel' } });
      expect(byName.body.map((a) => a.id)).toEqual([other.user.id]);
      expect((await list<AccountRow>('accounts', { filter: { q: '+447911999999' } })).body).toEqual([]);
      const many = await list<AccountRow>('accounts', { filter: { id: [open.user.id, closed.user.id] } });
      expect(many.body.map((a) => a.id).sort()).toEqual([open.user.id, closed.user.id].sort());
    });

    it('refuses list parameters it does not understand with 400', async () => {
      expect((await list('accounts', { sort: ['phoneHash', 'ASC'] })).status).toBe(400);
      expect((await list('accounts', { range: [5, 1] })).status).toBe(400);
      expect((await list('accounts', { filter: { phoneHash: 'x' } })).status).toBe(400);
      expect((await list('accounts', { filter: { status: 'gone' } })).status).toBe(400);
      expect((await get('/api/admin/accounts?sort=name')).status).toBe(400);
      expect((await get('/api/admin/accounts?page=2')).status).toBe(400);
    });

    it('shows one account, and 404 for an unknown id', async () => {
      const res = await get<AccountRow>(`/api/admin/accounts/${open.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: open.user.id, phone: TEST_PHONES.open, status: 'open' });
      expect((await get('/api/admin/accounts/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    });

    it('is for operators only: analysts and users get 403, signed-out callers 401', async () => {
      for (const path of [
        '/api/admin/accounts',
        `/api/admin/accounts/${open.user.id}/history`,
        '/api/admin/events',
        '/api/admin/analytics-events',
        '/api/admin/subscriptions',
      ]) {
        expect((await get(path, open.access_token)).status).toBe(403);
        expect((await get(path, analyst.access_token)).status).toBe(403);
        expect((await call(server.url, 'GET', path)).status).toBe(401);
      }
      const change = await call(
        server.url,
        'PUT',
        `/api/admin/accounts/${open.user.id}/status`,
        { status: 'closed', reason: 'I want it' },
        open.access_token,
      );
      expect(change.status).toBe(403);
    });
  });

  describe('operator actions', () => {
    it('changes a status with a reason, recorded as the operator from the console, and shows it in the history', async () => {
      const res = await call<AccountRow>(
        server.url,
        'PUT',
        `/api/admin/accounts/${closed.user.id}/status`,
        { status: 'open', reason: '  Refunded at their request  ' },
        operator.access_token,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: closed.user.id, status: 'open' });

      const history = await get<HistoryRow[]>(`/api/admin/accounts/${closed.user.id}/history`);
      expect(history.status).toBe(200);
      expect(history.body[0]).toMatchObject({
        type: 'account.status_changed',
        actor: `operator:${operator.user.id}`,
        source: 'console',
        stream: `account-${closed.user.id}`,
        summary: 'Status Premium → free · Refunded at their request',
      });
    });

    it('records a role configured for a phone number as granted by the system, not by its holder', async () => {
      const history = await get<HistoryRow[]>(`/api/admin/accounts/${analyst.user.id}/history`);
      expect(history.body.filter((row) => row.type === 'account.role_granted')).toEqual([
        expect.objectContaining({ actor: 'system', summary: 'Made analyst · Configured for this phone number' }),
      ]);
      expect(history.body.find((row) => row.type === 'account.signed_in')).toMatchObject({ actor: analyst.user.id });
    });

    it('refuses a missing or short reason, an unknown status and unknown fields, changing nothing', async () => {
      const head = await store.headPosition();
      const path = `/api/admin/accounts/${open.user.id}/status`;
      for (const body of [
        { status: 'closed' },
        { status: 'closed', reason: 'ok  ' },
        { status: 'deleted', reason: 'Because of reasons' },
        { status: 'closed', reason: 'Because of reasons', by: 'me' },
      ]) {
        const res = await call(server.url, 'PUT', path, body, operator.access_token);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      expect(await store.headPosition()).toBe(head);
      expect(
        (
          await call(
            server.url,
            'PUT',
            '/api/admin/accounts/nobody/status',
            { status: 'closed', reason: 'Because of reasons' },
            operator.access_token,
          )
        ).status,
      ).toBe(404);
    });

    it('grants and revokes a role with a reason, and the role takes effect at once', async () => {
      const range = '?start_date=2024-01-01T00:00:00Z&end_date=2024-01-02T00:00:00Z';
      expect((await get(`/api/analytics/summary${range}`, open.access_token)).status).toBe(403);
      const granted = await call<AccountRow>(
        server.url,
        'POST',
        `/api/admin/accounts/${open.user.id}/roles`,
        { role: 'analyst', granted: true, reason: 'Joins the growth team' },
        operator.access_token,
      );
      expect(granted.status).toBe(200);
      expect(granted.body.roles).toEqual(['analyst']);
      expect((await get(`/api/analytics/summary${range}`, open.access_token)).status).toBe(200);

      const revoked = await call<AccountRow>(
        server.url,
        'POST',
        `/api/admin/accounts/${open.user.id}/roles`,
        { role: 'analyst', granted: false, reason: 'Left the growth team' },
        operator.access_token,
      );
      expect(revoked.body.roles).toEqual([]);
      expect((await get(`/api/analytics/summary${range}`, open.access_token)).status).toBe(403);

      const history = await get<HistoryRow[]>(`/api/admin/accounts/${open.user.id}/history`);
      expect(history.body.slice(0, 2).map((h) => [h.type, h.actor, h.summary])).toEqual([
        ['account.role_revoked', `operator:${operator.user.id}`, 'No longer analyst · Left the growth team'],
        ['account.role_granted', `operator:${operator.user.id}`, 'Made analyst · Joins the growth team'],
      ]);
    });

    it('does not let an operator revoke their own operator role', async () => {
      const res = await call(
        server.url,
        'POST',
        `/api/admin/accounts/${operator.user.id}/roles`,
        { role: 'operator', granted: false, reason: 'Stepping down now' },
        operator.access_token,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('your own operator role');
      expect((await get<AccountRow>(`/api/admin/accounts/${operator.user.id}`)).body.roles).toContain('operator');
    });
  });

  describe('history', () => {
    it("gathers the account's streams and its own analytics, newest first, with personal data encrypted", async () => {
      const res = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history`);
      expect(res.status).toBe(200);
      const types = res.body.map((h) => h.type);
      expect(types).toEqual(
        expect.arrayContaining([
          'account.registered',
          'account.signed_in',
          'account.name_set',
          'auth.session_started',
          'analytics.event_recorded',
        ]),
      );
      const positions = res.body.map((h) => h.position);
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
      expect(res.body.find((h) => h.type === 'account.name_set')?.summary).toBe('Name set · (private)');
      expect(res.body.find((h) => h.type === 'analytics.event_recorded')?.summary).toBe('Tracked: login on /login');
      const text = JSON.stringify(res.body);
      expect(text).toContain('encrypted');
      expect(text).not.toContain('Ada Lovelace');
      for (const digits of PHONE_DIGITS) expect(text).not.toContain(digits);
      // Nobody else's analytics: the sign-ins of the others share the same day stream.
      expect(res.body.filter((h) => h.type === 'analytics.event_recorded')).toHaveLength(1);
    });

    it("includes the account's events from other features' streams, such as its tasks", async () => {
      const created = await call<{ task: { id: string } }>(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: other.user.id, title: 'Call the accountant' },
        other.access_token,
      );
      expect(created.status).toBeLessThan(300);
      const res = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history`);
      expect(res.body[0]).toMatchObject({ type: 'task.created', actor: other.user.id, source: 'web' });
      expect(res.body[0].stream).toMatch(/^task-/);
      // Someone else's history does not pick it up.
      const theirs = await get<HistoryRow[]>(`/api/admin/accounts/${open.user.id}/history`);
      expect(theirs.body.some((h) => h.type === 'task.created')).toBe(false);
    });

    it('can be cut to the newest entries', async () => {
      const res = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history?limit=2`);
      expect(res.body).toHaveLength(2);
      expect((await get(`/api/admin/accounts/${other.user.id}/history?limit=0`)).status).toBe(400);
    });

    it('pages back through the whole history with before, older page after older page', async () => {
      const all = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history`);
      expect(all.body.length).toBeGreaterThan(3);
      const paged: HistoryRow[] = [];
      let before: number | undefined;
      for (;;) {
        const page = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history?limit=2${before ? `&before=${before}` : ''}`);
        expect(page.status).toBe(200);
        paged.push(...page.body);
        if (page.body.length < 2) break;
        before = page.body[page.body.length - 1].position;
      }
      expect(paged.map((h) => h.position)).toEqual(all.body.map((h) => h.position));
      for (const bad of ['0', 'soon']) {
        expect((await get(`/api/admin/accounts/${other.user.id}/history?before=${bad}`)).status).toBe(400);
      }
    });
  });

  describe('events (the global log)', () => {
    it('lists the log newest first with a Content-Range, personal data as "encrypted" and never a phone number', async () => {
      const head = await store.headPosition();
      const res = await list<LogRow>('events', { range: [0, 499] });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe(`events 0-${head - 1}/${head}`);
      expect(res.body[0].position).toBe(head);
      expect(res.body[0]).toMatchObject({ id: head, position: head });
      const text = JSON.stringify(res.body);
      expect(text).toContain('"phone":"encrypted"');
      expect(text).not.toContain('Ada Lovelace');
      for (const digits of PHONE_DIGITS) expect(text).not.toContain(digits);

      const page = await list<LogRow>('events', { range: [1, 2] });
      expect(page.body.map((e) => e.position)).toEqual([head - 1, head - 2]);
      const oldest = await list<LogRow>('events', { sort: ['id', 'ASC'], range: [0, 1] });
      expect(oldest.body.map((e) => e.position)).toEqual([1, 2]);
    });

    it('filters by type and by stream', async () => {
      const registered = await list<LogRow>('events', { filter: { type: 'account.registered' } });
      expect(registered.headers.get('content-range')).toBe('events 0-4/5');
      expect(registered.body.every((e) => e.type === 'account.registered')).toBe(true);
      const stream = `account-${closed.user.id}`;
      const mine = await list<LogRow>('events', { filter: { stream }, range: [0, 0] });
      expect(mine.body[0]).toMatchObject({ stream, type: 'account.status_changed', actor: `operator:${operator.user.id}` });
    });

    it("answers react-admin's getMany (ids, no range) with every record asked for, past the default page of 25", async () => {
      for (let i = 0; (await store.headPosition()) < 60; i++) {
        const task = { userId: open.user.id, title: `Filler ${i}` };
        expect((await call(server.url, 'POST', '/dev/user/tasks/create', task, open.access_token)).status).toBe(201);
      }
      const ids = Array.from({ length: 60 }, (_, i) => i + 1);
      const res = await list<LogRow>('events', { filter: { id: ids } });
      expect(res.status).toBe(200);
      expect(res.body.map((e) => e.position).sort((a, b) => a - b)).toEqual(ids);
      expect(res.headers.get('content-range')).toBe('events 0-59/60');
    });

    it('shows one event by position; 404 past the end, 400 for a non-number', async () => {
      const res = await get<LogRow>('/api/admin/events/1');
      expect(res.status).toBe(200);
      expect(res.body.position).toBe(1);
      expect((await get('/api/admin/events/999999')).status).toBe(404);
      expect((await get('/api/admin/events/first')).status).toBe(400);
    });
  });

  describe('analytics events and subscriptions', () => {
    it('lists tracked events newest first, filterable, with a Content-Range', async () => {
      for (const page_path of ['/a', '/b']) {
        await call(server.url, 'POST', '/api/analytics/events', {
          session_id: 'sess_1_console',
          event_type: 'page_visit',
          page_path,
          utm_source: 'console-test',
        });
      }
      await server.app.get(ProjectionRunner).waitFor(await store.headPosition());
      const res = await list<{ id: number; page_path: string; event_type: string }>('analytics-events', { range: [0, 1] });
      expect(res.status).toBe(200);
      expect(res.body.map((e) => e.page_path)).toEqual(['/b', '/a']);
      expect(res.headers.get('content-range')).toMatch(/^analytics-events 0-1\/\d+$/);
      const logins = await list<{ event_type: string }>('analytics-events', { filter: { event_type: 'login' } });
      expect(logins.body.length).toBeGreaterThan(0);
      expect(logins.body.every((e) => e.event_type === 'login')).toBe(true);
      const one = await get<{ id: number; page_path: string }>(`/api/admin/analytics-events/${res.body[0].id}`);
      expect(one.body).toMatchObject({ id: res.body[0].id, page_path: '/b', session_id: 'sess_1_console' });
      expect((await get('/api/admin/analytics-events/999999')).status).toBe(404);
    });

    it("lists subscriptions from billing's read model, with each one's history", async () => {
      // The two numbers seeded as members (the operator's and `closed`) signed in to their test-mode Premium.
      const seeded = await list<{ userId: string; plan: string; status: string; customerId: string }>('subscriptions', { range: [0, 24] });
      expect(seeded.status).toBe(200);
      expect(seeded.body.map((s) => s.userId).sort()).toEqual([operator.user.id, closed.user.id].sort());
      expect(seeded.body.every((s) => s.plan === 'premium' && s.status === 'active' && s.customerId.startsWith('cus_test_seed_'))).toBe(
        true,
      );
      expect(seeded.headers.get('content-range')).toBe('subscriptions 0-1/2');

      // `other` buys the founding membership through the built-in test checkout.
      const checkout = await call<{ checkout_url: string }>(
        server.url,
        'POST',
        '/api/stripe/create-founding-member-checkout',
        {},
        other.access_token,
      );
      expect(checkout.status).toBe(200);
      const paid = await fetch(`${server.url}${new URL(checkout.body.checkout_url).pathname}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);

      const res = await list<{ id: string; userId: string; status: string; plan: string }>('subscriptions', {
        filter: { status: 'active', plan: 'founding' },
      });
      expect(res.body).toEqual([expect.objectContaining({ id: other.user.id, userId: other.user.id, status: 'active', plan: 'founding' })]);
      expect(res.headers.get('content-range')).toBe('subscriptions 0-0/1');
      expect((await list<{ userId: string }>('subscriptions', { filter: { plan: 'premium' } })).body.map((s) => s.userId).sort()).toEqual(
        [operator.user.id, closed.user.id].sort(),
      );
      expect((await list('subscriptions', { filter: { status: 'gone' } })).status).toBe(400);

      expect((await get(`/api/admin/subscriptions/${other.user.id}`)).body).toMatchObject({ status: 'active', plan: 'founding' });
      expect((await get(`/api/admin/subscriptions/${open.user.id}`)).status).toBe(404);
      const history = await get<HistoryRow[]>(`/api/admin/subscriptions/${other.user.id}/history`);
      expect(history.body.map((h) => h.type)).toContain('billing.founding_membership_purchased');
      expect(history.body.every((h) => h.stream === `subscription-${other.user.id}`)).toBe(true);
      const newest = history.body[0].position;
      const older = await get<HistoryRow[]>(`/api/admin/subscriptions/${other.user.id}/history?before=${newest}`);
      expect(older.body.map((h) => h.position)).toEqual(history.body.slice(1).map((h) => h.position));

      // The account's own timeline includes its subscription events too.
      const account = await get<HistoryRow[]>(`/api/admin/accounts/${other.user.id}/history`);
      expect(account.body.map((h) => h.type)).toContain('billing.founding_membership_purchased');
    });
  });
});

describe("operator console API: react-admin's getMany of accounts (real server, embedded mode)", () => {
  let server: TestServer;
  let operator: TestSession;
  const ids: string[] = [];

  /** Signs a number in through the real endpoints, with the code the local provider sent. */
  async function signIn(phone: string): Promise<string> {
    expect((await call(server.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
    const token = server.app.get<LocalOtpProvider>(OTP_PROVIDER).lastCodeFor(phone);
    const verified = await call<{ session: TestSession }>(server.url, 'POST', '/auth/verify', { phone, token, type: 'sms' });
    expect(verified.status).toBe(200);
    return verified.body.session.user.id;
  }

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    operator = await signInTestPhone(server.url, TEST_PHONES.operator);
    ids.push(operator.user.id);
    for (let i = 0; i < 59; i++) ids.push(await signIn(`+4479112${String(50100 + i)}`));
  }, 120_000);

  afterAll(async () => {
    await server.close();
  });

  it('answers 60 ids without a range with all 60 accounts, past the default page of 25', async () => {
    const res = await call<AccountRow[]>(
      server.url,
      'GET',
      `/api/admin/accounts?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`,
      undefined,
      operator.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((account) => account.id).sort()).toEqual([...ids].sort());
    expect(res.headers.get('content-range')).toBe('accounts 0-59/60');
  });
});
