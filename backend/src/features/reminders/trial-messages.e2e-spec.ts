import { SchedulerRegistry } from '@nestjs/schedule';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { TrialWarningsJob } from '../billing/test-mode/trial-warnings.job';
import { BILLING_TEST_ENV, BillingTestKit } from '../billing/testing/billing-test-kit';
import { DueRemindersJob } from './jobs/due-reminders.job';
import { TrialEndingMessagesJob } from './jobs/trial-ending-messages.job';
import type { LocalMessagingProvider } from './messaging/local-messaging-provider';
import { MESSAGING_PROVIDER } from './messaging/messaging-provider.port';
import { Clock } from '../../platform/scheduling/clock';

const PUBLIC_URL = 'http://app.daily.test';
const DAY_MS = 86_400_000;

/** The UTC midnight `days` after `from`, plus `hours`: times chosen by their hour in London and Tokyo. */
const dayAt = (from: number, days: number, hours: number) =>
  new Date(Math.floor(from / DAY_MS) * DAY_MS + days * DAY_MS + hours * 3_600_000);

/** The first UTC hour, `days` after the day of `from`, at which clocks in `timeZone` show `hour`. */
function atLocalHour(from: number, days: number, hour: number, timeZone: string): Date {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  for (let utcHour = 0; utcHour < 24; utcHour++) {
    const at = dayAt(from, days, utcHour);
    if (Number(clock.format(at)) === hour) return at;
  }
  throw new Error(`No hour ${hour} in ${timeZone} on that day`);
}

/**
 * The trial's last days in test mode: the stand-in for Stripe's trial_will_end warns three days
 * before the end, and the message job tells the person once, by day where they are, unless they
 * turned "Messages from daily" off. Time is moved with the jobs' clock; nothing waits.
 */
describe('trial-ending messages and "Messages from daily" (real server, test payments, fake clock)', () => {
  let server: TestServer;
  let kit: BillingTestKit;
  let store: EventStore;
  let warnings: TrialWarningsJob;
  let messages: TrialEndingMessagesJob;
  let outbox: { to: string; body: string }[];
  let now = new Date();
  const setNow = (at: Date) => {
    now = at;
  };

  beforeAll(async () => {
    server = await startTestServer({ ...BILLING_TEST_ENV, PUBLIC_URL });
    kit = new BillingTestKit(server);
    store = server.app.get<EventStore>(EVENT_STORE);
    const registry = server.app.get(SchedulerRegistry);
    for (const name of registry.getIntervals()) registry.deleteInterval(name);
    jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    warnings = server.app.get(TrialWarningsJob);
    messages = server.app.get(TrialEndingMessagesJob);
    outbox = server.app.get<LocalMessagingProvider>(MESSAGING_PROVIDER).sent;
  });

  afterAll(async () => {
    await server.close();
  });

  /** What the outbox holds for this person since `from`. */
  const to = (person: TestSession, from: number) => outbox.slice(from).filter((m) => m.to === person.user.phone);

  const setMessages = (person: TestSession, body: Record<string, unknown>) =>
    call<{ enabled: boolean; time_zone: string | null }>(server.url, 'PUT', '/api/me/messages', body, person.access_token);

  it('is warned about three days before the trial ends, once, through the same path as Stripe’s webhook', async () => {
    const ada = await kit.person();
    const { subscriptionId, trialEnd } = await kit.startTrial(ada);
    expect(await warnings.runOnce(new Date(trialEnd - 3.5 * DAY_MS))).toBe(0);
    expect(await warnings.runOnce(new Date(trialEnd - 2.5 * DAY_MS))).toBe(1);
    expect(await warnings.runOnce(new Date(trialEnd - 2.4 * DAY_MS))).toBe(0);
    const events = await store.readStream(`subscription-${ada.user.id}`);
    const noticed = events.filter((e) => e.type === 'billing.trial_ending_noticed');
    expect(noticed.map((e) => [e.data, e.metadata.actor, e.metadata.source])).toEqual([
      [{ userId: ada.user.id, subscriptionId, trialEnd: trialEnd / 1000 }, 'stripe', 'webhook'],
    ]);
    expect(
      events.find(
        (e) =>
          e.type === 'billing.provider_event_processed' &&
          (e.data as { providerType: string }).providerType === 'customer.subscription.trial_will_end',
      ),
    ).toBeDefined();
  });

  it('sends the message once, not at night where the person is, saying when they are charged and how to cancel', async () => {
    const grace = await kit.person();
    const { subscriptionId, trialEnd } = await kit.startTrial(grace);
    await warnings.runOnce(new Date(trialEnd - 2.5 * DAY_MS));
    const sentBefore = outbox.length;

    // 23:30 UTC is night in London, summer or winter.
    setNow(dayAt(trialEnd, -2, 23.5));
    expect(await messages.runOnce()).toMatchObject({ night: expect.any(Number) });
    expect(to(grace, sentBefore)).toHaveLength(0);

    setNow(dayAt(trialEnd, -1, 10));
    expect(await messages.runOnce()).toMatchObject({ sent: expect.any(Number) });
    const mine = to(grace, sentBefore);
    expect(mine).toHaveLength(1);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'Europe/London' }).format(
      new Date(trialEnd),
    );
    expect(mine[0].body).toContain(`ends on ${day}.`);
    expect(mine[0].body).toContain('charged £10/month');
    expect(mine[0].body).toContain(`${PUBLIC_URL}/settings`);

    setNow(dayAt(trialEnd, -1, 11));
    expect(await messages.runOnce()).toMatchObject({ 'already-sent': expect.any(Number) });
    expect(to(grace, sentBefore)).toHaveLength(1);
    const stream = await store.readStream(`trial-messages-${subscriptionId}`);
    expect(stream.map((e) => e.type)).toEqual(['trial_message.claimed', 'trial_message.sent']);
    expect(stream[1].data).toMatchObject({ userId: grace.user.id, provider: 'local', channel: 'log', trialEnd: trialEnd / 1000 });
  });

  it('sends nothing to someone who turned messages off, and keeps to the night of the zone they gave', async () => {
    const lin = await kit.person();
    expect((await call(server.url, 'GET', '/api/me/messages', undefined, lin.access_token)).body).toEqual({
      enabled: true,
      time_zone: null,
    });
    const { subscriptionId, trialEnd } = await kit.startTrial(lin);
    await warnings.runOnce(new Date(trialEnd - 2.5 * DAY_MS));
    expect((await setMessages(lin, { enabled: false, time_zone: 'Asia/Tokyo' })).body).toEqual({ enabled: false, time_zone: 'Asia/Tokyo' });
    const sentBefore = outbox.length;

    setNow(dayAt(trialEnd, -1, 2));
    expect(await messages.runOnce()).toMatchObject({ 'opted-out': 1 });
    expect(to(lin, sentBefore)).toHaveLength(0);
    expect(await store.readStream(`trial-messages-${subscriptionId}`)).toEqual([]);

    expect((await setMessages(lin, { enabled: true })).body).toEqual({ enabled: true, time_zone: 'Asia/Tokyo' });
    // 15:00 UTC is day in London but midnight in Tokyo.
    setNow(dayAt(trialEnd, -2, 15));
    expect(await messages.runOnce()).toMatchObject({ night: 1 });
    expect(to(lin, sentBefore)).toHaveLength(0);
    // 02:00 UTC is 11:00 in Tokyo.
    setNow(dayAt(trialEnd, -1, 2));
    expect(await messages.runOnce()).toMatchObject({ sent: 1 });
    expect(to(lin, sentBefore)).toHaveLength(1);
  });

  it('keeps to the night of the zone the web app reported, for someone who never touched the setting', async () => {
    const ny = await kit.person();
    const report = (timeZone: unknown, signedIn = true) =>
      call<{ enabled: boolean; time_zone: string | null }>(
        server.url,
        'PUT',
        '/api/me/time-zone',
        { time_zone: timeZone },
        signedIn ? ny.access_token : undefined,
      );
    expect((await report('America/New_York')).body).toEqual({ enabled: true, time_zone: 'America/New_York' });
    // The app reports again in a later session: nothing new is recorded.
    expect((await report('America/New_York')).status).toBe(200);
    for (const bad of ['Mars/Olympus_Mons', '', 42, 'x'.repeat(65)]) expect((await report(bad)).status).toBe(400);
    expect((await report('America/New_York', false)).status).toBe(401);
    expect((await store.readStream(`profile-${ny.user.id}`)).map((e) => [e.type, e.data, e.metadata.source])).toEqual([
      ['profile.time_zone_set', { userId: ny.user.id, timeZone: 'America/New_York' }, 'web'],
    ]);

    const { subscriptionId, trialEnd } = await kit.startTrial(ny);
    await warnings.runOnce(new Date(trialEnd - 2.5 * DAY_MS));
    const sentBefore = outbox.length;
    // 03:00 in New York is 08:00 in London, summer or winter: only the reported zone keeps it quiet.
    const threeAm = atLocalHour(trialEnd, -2, 3, 'America/New_York');
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', hourCycle: 'h23' }).format(threeAm)).toBe('08');
    setNow(threeAm);
    expect(await messages.runOnce()).toMatchObject({ night: 1 });
    expect(to(ny, sentBefore)).toHaveLength(0);
    expect(await store.readStream(`trial-messages-${subscriptionId}`)).toEqual([]);

    setNow(atLocalHour(trialEnd, -2, 10, 'America/New_York'));
    expect(await messages.runOnce()).toMatchObject({ sent: 1 });
    expect(to(ny, sentBefore)).toHaveLength(1);
    const [claimed] = await store.readStream(`trial-messages-${subscriptionId}`);
    expect(claimed.data).toMatchObject({ userId: ny.user.id, timeZone: 'America/New_York' });
  });

  it('sends nothing for a trial cancelled before the message, nor once the trial has ended', async () => {
    const max = await kit.person();
    const { subscriptionId, trialEnd } = await kit.startTrial(max);
    await warnings.runOnce(new Date(trialEnd - 2.5 * DAY_MS));
    const cancelled = await kit.post('/api/stripe/cancel-subscription', { subscription_id: subscriptionId }, max);
    expect(cancelled.status).toBe(200);
    const sentBefore = outbox.length;
    setNow(dayAt(trialEnd, -1, 10));
    await messages.runOnce();
    setNow(new Date(trialEnd + 3_600_000));
    await messages.runOnce();
    expect(to(max, sentBefore)).toEqual([]);
    expect(await store.readStream(`trial-messages-${subscriptionId}`)).toEqual([]);
  });

  it('keeps the setting as events, refuses bad input, and due reminders follow it too', async () => {
    const kim = await kit.person();
    expect((await setMessages(kim, { enabled: 'no' })).status).toBe(400);
    expect((await setMessages(kim, { enabled: false, time_zone: 'Mars/Olympus_Mons' })).status).toBe(400);
    expect((await setMessages(kim, {})).status).toBe(400);
    expect((await setMessages(kim, { enabled: false, colour: 'blue' })).status).toBe(400);
    expect((await call(server.url, 'PUT', '/api/me/messages', { enabled: false })).status).toBe(401);
    expect((await store.readStream(`profile-${kim.user.id}`)).map((e) => e.type)).toEqual([]);

    await setMessages(kim, { enabled: false, time_zone: 'Europe/London' });
    await setMessages(kim, { enabled: false, time_zone: 'Europe/London' });
    expect((await store.readStream(`profile-${kim.user.id}`)).map((e) => [e.type, e.data])).toEqual([
      ['profile.messages_set', { userId: kim.user.id, enabled: false }],
      ['profile.time_zone_set', { userId: kim.user.id, timeZone: 'Europe/London' }],
    ]);

    const task = await call<{ task: { id: string } }>(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: kim.user.id, title: 'File the VAT return', due_date: '2031-03-04T10:00:00Z' },
      kim.access_token,
    );
    expect(task.status).toBe(201);
    const reminders = server.app.get(DueRemindersJob);
    setNow(new Date('2031-03-04T10:01:00Z'));
    expect(await reminders.runOnce()).toMatchObject({ due: 1, sent: 0, 'opted-out': 1 });
    await setMessages(kim, { enabled: true });
    // 21:30 in London: the reminder waits.
    await call(
      server.url,
      'POST',
      '/dev/user/tasks/update',
      { userId: kim.user.id, taskId: task.body.task.id, due_date: '2031-03-04T21:30:00Z' },
      kim.access_token,
    );
    setNow(new Date('2031-03-04T21:31:00Z'));
    expect(await reminders.runOnce()).toMatchObject({ due: 1, sent: 0, night: 1 });
    expect(await store.readStream(`reminders-${task.body.task.id}`)).toEqual([]);
  });
});
