import { SchedulerRegistry } from '@nestjs/schedule';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { DueRemindersJob } from './jobs/due-reminders.job';
import type { LocalMessagingProvider } from './messaging/local-messaging-provider';
import { MESSAGING_PROVIDER } from './messaging/messaging-provider.port';
import { Clock } from '../../platform/scheduling/clock';

const at = (iso: string) => new Date(iso);

/** Stops the real timers and hands the test the job, its clock and its outbox. */
function jobsOf(server: TestServer) {
  const registry = server.app.get(SchedulerRegistry);
  for (const name of registry.getIntervals()) registry.deleteInterval(name);
  const clock = server.app.get(Clock);
  let now = new Date();
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  return {
    job: server.app.get(DueRemindersJob),
    outbox: server.app.get<LocalMessagingProvider>(MESSAGING_PROVIDER).sent,
    setNow: (iso: string) => {
      now = at(iso);
    },
  };
}

async function createTask(server: TestServer, session: TestSession, fields: Record<string, unknown>): Promise<string> {
  const res = await call<{ task: { id: string } }>(
    server.url,
    'POST',
    '/dev/user/tasks/create',
    { userId: session.user.id, ...fields },
    session.access_token,
  );
  if (res.status !== 201) throw new Error(`task not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.task.id;
}

describe('due-task reminders, driven by a fake clock', () => {
  let server: TestServer;
  let me: TestSession;
  let jobs: ReturnType<typeof jobsOf>;
  let invoice: string;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    jobs = jobsOf(server);
    me = await signInTestPhone(server.url, TEST_PHONES.open);
    invoice = await createTask(server, me, { title: 'Send the invoice to Acme', due_date: '2030-03-04T10:00:00Z' });
    await createTask(server, me, { title: 'Call the accountant', due_date: '2030-03-04T10:30:00Z' });
    await createTask(server, me, { title: 'Already done', due_date: '2030-03-04T09:50:00Z', completed: true });
    await createTask(server, me, { title: 'Long overdue', due_date: '2030-03-01T10:00:00Z' });
    await createTask(server, me, { title: 'No due date' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('sends nothing before a task falls due', async () => {
    jobs.setNow('2030-03-04T09:59:00Z');
    expect(await jobs.job.runOnce()).toEqual({ due: 0, sent: 0, failed: 0, skipped: 0 });
    expect(jobs.outbox).toHaveLength(0);
  });

  it('texts the owner once when the task falls due, and never again for that due date', async () => {
    jobs.setNow('2030-03-04T10:01:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ due: 1, sent: 1 });
    expect(jobs.outbox).toEqual([
      { to: TEST_PHONES.open, body: 'daily reminder: "Send the invoice to Acme" is due now. Reply DONE or SNOOZE 1H' },
    ]);
    jobs.setNow('2030-03-04T10:02:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ due: 1, sent: 0, skipped: 1 });
    expect(jobs.outbox).toHaveLength(1);
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream(`reminders-${invoice}`);
    expect(events.map((e) => e.type)).toEqual(['reminder.claimed', 'reminder.sent']);
    expect(events[1].data).toMatchObject({ userId: me.user.id, dueDate: '2030-03-04T10:00:00.000Z', provider: 'local' });
  });

  it('reminds the next task when its time comes, and skips completed and long-overdue ones', async () => {
    jobs.setNow('2030-03-04T10:31:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ sent: 1 });
    expect(jobs.outbox.map((m) => m.body)).toEqual([
      'daily reminder: "Send the invoice to Acme" is due now. Reply DONE or SNOOZE 1H',
      'daily reminder: "Call the accountant" is due now. Reply DONE or SNOOZE 1H',
    ]);
  });

  it('reminds again when the due date moves', async () => {
    const moved = await call(
      server.url,
      'POST',
      '/dev/user/tasks/update',
      { userId: me.user.id, taskId: invoice, due_date: '2030-03-04T11:00:00Z' },
      me.access_token,
    );
    expect(moved.status).toBe(200);
    jobs.setNow('2030-03-04T11:00:30Z');
    expect(await jobs.job.runOnce()).toMatchObject({ sent: 1 });
    expect(jobs.outbox).toHaveLength(3);
  });

  it('records every run and the lease it ran under', async () => {
    const events = await server.app.get<EventStore>(EVENT_STORE).readStream('scheduler-due-reminders-2030-03-04');
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === 'scheduler.lease_taken')).toHaveLength(5);
    expect(types.filter((t) => t === 'scheduler.run_finished')).toHaveLength(5);
    expect(events.at(-1)?.metadata).toMatchObject({ actor: 'system', source: 'scheduler' });
  });

  it('tries again at the next runs while Twilio answers 5xx, sends once, and stops at a refusal', async () => {
    const provider = server.app.get<LocalMessagingProvider>(MESSAGING_PROVIDER);
    const outage = () => Object.assign(new Error('An internal server error has occurred'), { status: 500, code: 20500 });
    const send = jest.spyOn(provider, 'send').mockRejectedValueOnce(outage()).mockRejectedValueOnce(outage());
    const before = jobs.outbox.length;
    const flaky = await createTask(server, me, { title: 'Book the venue', due_date: '2030-03-05T09:00:00Z' });
    for (const minute of ['01', '02']) {
      jobs.setNow(`2030-03-05T09:${minute}:00Z`);
      expect(await jobs.job.runOnce()).toMatchObject({ due: 1, failed: 1 });
    }
    jobs.setNow('2030-03-05T09:03:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ due: 1, sent: 1 });
    jobs.setNow('2030-03-05T09:04:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ due: 1, sent: 0, skipped: 1 });
    expect(jobs.outbox.slice(before).map((m) => m.body)).toEqual(['daily reminder: "Book the venue" is due now. Reply DONE or SNOOZE 1H']);
    const flakyEvents = await server.app.get<EventStore>(EVENT_STORE).readStream(`reminders-${flaky}`);
    expect(flakyEvents.map((e) => e.type)).toEqual([
      'reminder.claimed',
      'reminder.failed',
      'reminder.claimed',
      'reminder.failed',
      'reminder.claimed',
      'reminder.sent',
    ]);

    send.mockRejectedValueOnce(Object.assign(new Error('Attempt to send to unsubscribed recipient'), { status: 400, code: 21610 }));
    const refused = await createTask(server, me, { title: 'Pay the venue', due_date: '2030-03-05T10:00:00Z' });
    jobs.setNow('2030-03-05T10:01:00Z');
    // The venue booking is still in the catch-up window: claimed already, skipped.
    expect(await jobs.job.runOnce()).toMatchObject({ failed: 1, sent: 0 });
    jobs.setNow('2030-03-05T10:02:00Z');
    expect(await jobs.job.runOnce()).toMatchObject({ failed: 0, sent: 0 });
    const refusedEvents = await server.app.get<EventStore>(EVENT_STORE).readStream(`reminders-${refused}`);
    expect(refusedEvents.map((e) => e.type)).toEqual(['reminder.claimed', 'reminder.failed']);
    expect(refusedEvents[1].data).toMatchObject({ retry: false });
    send.mockRestore();
  });
});

describe('two instances on one event log', () => {
  let first: TestServer;
  let second: TestServer;

  afterAll(async () => {
    await second?.close({ keepData: true });
    await first?.close();
  });

  it('send a due reminder once: one instance holds the job, and the claim guards the rest', async () => {
    first = await startTestServer(TEST_PHONES_ENV);
    const me = await signInTestPhone(first.url, TEST_PHONES.closed);
    await createTask(first, me, { title: 'Renew the domain', due_date: '2030-05-06T08:00:00Z' });
    // The second instance replays the same log at boot, so it sees the task too.
    second = await startTestServer(TEST_PHONES_ENV, first.dataDir);
    const a = jobsOf(first);
    const b = jobsOf(second);
    a.setNow('2030-05-06T08:00:10Z');
    b.setNow('2030-05-06T08:00:10Z');

    const [ranA, ranB] = await Promise.all([a.job.runOnce(), b.job.runOnce()]);
    expect([ranA, ranB].filter((r) => r === null)).toHaveLength(1);
    expect(a.outbox.length + b.outbox.length).toBe(1);

    // Even when the lease passes to the other instance, the due date stays claimed.
    const idle = ranA === null ? a : b;
    idle.setNow('2030-05-06T08:30:00Z');
    expect(await idle.job.runOnce()).toMatchObject({ due: 1, sent: 0, skipped: 1 });
    expect(a.outbox.length + b.outbox.length).toBe(1);
  });
});
