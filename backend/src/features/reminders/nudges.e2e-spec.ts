import { SchedulerRegistry } from '@nestjs/schedule';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { FULL_SCOPE, GoogleStandIn } from '../calendar/testing/google-stand-in';
import { CALL_PROVIDER } from '../calls/providers/call-provider.port';
import type { LocalCallProvider } from '../calls/providers/local-call-provider';
import { NudgeCallsJob } from './jobs/nudge-calls.job';
import { Clock } from '../../platform/scheduling/clock';

describe('proactive nudge calls, driven by a fake clock and a stand-in calendar', () => {
  let google: GoogleStandIn;
  let server: TestServer;
  let job: NudgeCallsJob;
  let calls: LocalCallProvider;
  let me: TestSession;
  let idle: TestSession;
  let now = new Date();
  const setNow = (iso: string) => {
    now = new Date(iso);
  };

  async function connectCalendar(session: TestSession, token: string): Promise<void> {
    google.codes.set(`code-${token}`, { refreshToken: token, scope: FULL_SCOPE });
    const res = await call(
      server.url,
      'POST',
      '/api/auth/google',
      { userId: session.user.id, code: `code-${token}` },
      session.access_token,
    );
    if (res.status !== 200) throw new Error(`calendar not connected: ${JSON.stringify(res.body)}`);
  }

  beforeAll(async () => {
    google = await new GoogleStandIn().start();
    process.env.GOOGLE_API_BASE = google.url;
    server = await startTestServer({
      ...TEST_PHONES_ENV,
      GOOGLE_CLIENT_ID: 'nudge-test-client',
      GOOGLE_CLIENT_SECRET: 'nudge-test-secret',
    });
    const registry = server.app.get(SchedulerRegistry);
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    job = server.app.get(NudgeCallsJob);
    calls = server.app.get<LocalCallProvider>(CALL_PROVIDER);

    me = await signInTestPhone(server.url, TEST_PHONES.closed);
    await connectCalendar(me, 'rt-me');
    await call(server.url, 'POST', '/dev/user/update', { userId: me.user.id, field: 'voice', value: 'female' }, me.access_token);
    await call(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: me.user.id, title: 'Pitch deck for Friday', important: true },
      me.access_token,
    );
    // A connected calendar with nothing important waiting is never a reason to call.
    idle = await signInTestPhone(server.url, TEST_PHONES.closedOther);
    await connectCalendar(idle, 'rt-idle');
    await call(server.url, 'POST', '/dev/user/tasks/create', { userId: idle.user.id, title: 'Someday, maybe' }, idle.access_token);
  });

  afterAll(async () => {
    delete process.env.GOOGLE_API_BASE;
    await server.close();
    await google.stop();
  });

  it('never calls at night in the person’s time zone (Europe/London by default)', async () => {
    setNow('2030-01-15T23:30:00Z');
    expect(await job.runOnce()).toEqual({ night: 2 });
    setNow('2030-01-16T07:59:00Z');
    expect(await job.runOnce()).toEqual({ night: 2 });
    expect(calls.placed).toHaveLength(0);
    expect(google.requestsTo('/calendar/v3/freeBusy')).toHaveLength(0);
  });

  it('does not call when the calendar is busy now', async () => {
    google.busy = [{ start: '2030-01-16T09:45:00Z', end: '2030-01-16T10:15:00Z' }];
    setNow('2030-01-16T10:00:00Z');
    expect(await job.runOnce()).toEqual({ busy: 1, 'no-important-tasks': 1 });
    expect(calls.placed).toHaveLength(0);
    const [asked] = google.requestsTo('/calendar/v3/freeBusy');
    expect(asked.json).toMatchObject({
      timeMin: '2030-01-16T10:00:00.000Z',
      timeMax: '2030-01-16T10:30:00.000Z',
      items: [{ id: 'primary' }],
    });
    expect(asked.authorization).toBe('Bearer at-rt-me');
  });

  it('calls when free with important tasks waiting, in the chosen voice', async () => {
    google.busy = [{ start: '2030-01-16T09:00:00Z', end: '2030-01-16T10:15:00Z' }];
    setNow('2030-01-16T10:15:00Z');
    expect(await job.runOnce()).toEqual({ called: 1, 'no-important-tasks': 1 });
    expect(calls.placed).toEqual([{ to: TEST_PHONES.closed, voice: 'female', purpose: 'nudge' }]);
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`nudges-${me.user.id}`);
    expect(events.map((e) => e.type)).toEqual(['nudge.call_requested', 'nudge.call_placed']);
    expect(events[0].data).toMatchObject({ importantTasks: 1, timeZone: 'Europe/London', at: '2030-01-16T10:15:00.000Z' });
  });

  it('calls at most once per window', async () => {
    google.busy = [];
    setNow('2030-01-16T14:14:00Z');
    expect(await job.runOnce()).toMatchObject({ 'recently-nudged': 1 });
    setNow('2030-01-16T14:15:00Z');
    expect(await job.runOnce()).toMatchObject({ called: 1 });
    expect(calls.placed).toHaveLength(2);
  });

  it('stops asking Google once the grant was revoked there', async () => {
    google.revoked.add('rt-me');
    setNow('2030-01-16T19:00:00Z');
    expect(await job.runOnce()).toMatchObject({ 'calendar-unknown': 1 });
    const check = await call(server.url, 'POST', '/api/auth/google/check-access', { userId: me.user.id }, me.access_token);
    expect(check.body).toEqual({ hasAccess: false, configured: true });
    setNow('2030-01-16T20:00:00Z');
    expect(await job.runOnce()).toEqual({ 'no-important-tasks': 1 });
    expect(calls.placed).toHaveLength(2);
  });

  it('keeps to the night of the person’s own zone: no call at 03:00 in New York, one at 09:00 there', async () => {
    const newYorker = await signInTestPhone(server.url, TEST_PHONES.openOther);
    await connectCalendar(newYorker, 'rt-new-york');
    const created = await call(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: newYorker.user.id, title: 'Investor update', important: true, due_date: '2030-01-20T09:00', timezone: 'America/New_York' },
      newYorker.access_token,
    );
    expect(created.status).toBe(201);
    google.busy = [];
    const placedBefore = calls.placed.length;
    // 08:00 in London, 03:00 in New York.
    setNow('2030-01-17T08:00:00Z');
    expect(await job.runOnce()).toMatchObject({ night: 1 });
    expect(calls.placed.slice(placedBefore).map((c) => c.to)).not.toContain(TEST_PHONES.openOther);
    // 09:00 in New York.
    setNow('2030-01-17T14:00:00Z');
    expect(await job.runOnce()).toMatchObject({ called: 1 });
    expect(calls.placed.slice(placedBefore).map((c) => c.to)).toEqual([TEST_PHONES.openOther]);
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`nudges-${newYorker.user.id}`);
    expect(events[0].data).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('calls nobody who turned "Messages from daily" off, and keeps quiet from 21:00 where they are', async () => {
    const newYorker = await signInTestPhone(server.url, TEST_PHONES.openOther);
    const off = await call(server.url, 'PUT', '/api/me/messages', { enabled: false }, newYorker.access_token);
    expect(off.body).toEqual({ enabled: false, time_zone: null });
    google.busy = [];
    const placedBefore = calls.placed.length;
    setNow('2030-01-18T15:00:00Z');
    expect(await job.runOnce()).toMatchObject({ 'opted-out': 1 });
    expect(calls.placed.slice(placedBefore).map((c) => c.to)).not.toContain(TEST_PHONES.openOther);
    // Back on, with the zone the browser reports: 21:30 in New York is quiet.
    await call(server.url, 'PUT', '/api/me/messages', { enabled: true, time_zone: 'America/New_York' }, newYorker.access_token);
    setNow('2030-01-19T02:30:00Z');
    expect(await job.runOnce()).toMatchObject({ night: 2 });
  });
});
