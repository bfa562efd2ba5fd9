import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { inProcessCluster, type InProcessCluster } from '../testing/in-process-cluster';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../testing/sign-in';
import { call, TEST_PROBE_TOKEN, type TestServer } from '../testing/test-server';
import { eventMetadata } from '../testing/event-metadata';

// What an API instance's /health says about projections another process runs: the projector's
// reports travel through the shared read store (MongoDB in cluster mode; here an in-memory stand-in
// shared by a projector and an API instance in one process, see in-process-cluster.ts). The same
// checks on separate processes and the real engines are in cluster.e2e-spec.ts.

interface ProjectionHealth {
  name: string;
  state: string;
  position: number;
  failure?: { position: number; eventType: string; message: string };
}

interface Health {
  status: string;
  role: string;
  head: number;
  projections: ProjectionHealth[];
}

/** Runs in every process, API instances included, so it is live there whatever the projector does. */
// Projections every process runs for itself (a deleted person's key dropped, open screens told of changes).
const EVERY_INSTANCE = ['deletion-watch', 'live-changes'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function health(server: TestServer) {
  return call<Health>(server.url, 'GET', '/health', undefined, undefined, { 'x-probe-token': TEST_PROBE_TOKEN });
}

async function eventually(server: TestServer, done: (body: Health) => boolean, deadlineMs = 10_000) {
  const end = performance.now() + deadlineMs;
  let answer = await health(server);
  while (!done(answer.body) && performance.now() < end) {
    await sleep(50);
    answer = await health(server);
  }
  return answer;
}

const states = (body: Health) => Object.fromEntries(body.projections.map((p) => [p.name, p.state]));
const followed = (body: Health) => body.projections.filter((p) => !EVERY_INSTANCE.includes(p.name));

describe("an API instance's /health shows what the projector reports", () => {
  let cluster: InProcessCluster;
  let projector: TestServer;
  let api: TestServer;

  beforeEach(async () => {
    cluster = inProcessCluster(TEST_PHONES_ENV);
    projector = await cluster.start('projector');
    api = await cluster.start('api');
  });

  afterEach(async () => {
    jest.useRealTimers();
    await cluster.close();
  });

  it('a projection stopped on the projector shows stopped on the API instance with its reason; the instance stays ready', async () => {
    const ready = await eventually(api, (body) => followed(body).every((p) => p.state === 'following'));
    expect(ready.body.role).toBe('api');
    expect(followed(ready.body).length).toBeGreaterThan(0);

    // An event the journal projection cannot apply (no data), appended as a bad release might.
    const events = projector.app.get<EventStore>(EVENT_STORE);
    const { position } = await events.append(
      `journal-${randomUUID()}`,
      [
        {
          type: 'journal.entry_saved',
          data: null as never,
          metadata: eventMetadata(),
        },
      ],
      'no_stream',
    );

    const onProjector = await eventually(projector, (body) => states(body).journal === 'stopped');
    expect(onProjector.status).toBe(503);
    const stopped = onProjector.body.projections.filter((p) => p.state === 'stopped');
    expect(stopped.map((p) => p.name)).toContain('journal');
    for (const p of stopped) expect(p.failure).toMatchObject({ position, eventType: 'journal.entry_saved' });

    const onApi = await eventually(api, (body) => stopped.every((p) => states(body)[p.name] === 'stopped'));
    // Shown, not counted: one broken read model must not take every API instance out of the balancer.
    expect(onApi.status).toBe(200);
    for (const p of stopped) {
      expect(onApi.body.projections.find((q) => q.name === p.name)).toMatchObject({ state: 'stopped', failure: p.failure });
    }
    // The others go on.
    expect(
      followed(onApi.body)
        .filter((p) => p.state !== 'stopped')
        .every((p) => p.state === 'following'),
    ).toBe(true);
  });

  it('the projector down: after 15 s without a report its projections show stale, writes answer without waiting, and a new projector takes over', async () => {
    const member: TestSession = await signInTestPhone(api.url, TEST_PHONES.open);
    await eventually(api, (body) => followed(body).every((p) => p.state === 'following'));
    await projector.close();

    // Only the clock is fake: servers, sockets and the stores keep their real timers.
    jest.useFakeTimers({
      advanceTimers: true,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    // The projector reported on each projection at most 5 s before it died.
    jest.setSystemTime(Date.now() + 9_000);
    const early = await health(api);
    expect(followed(early.body).every((p) => p.state === 'following')).toBe(true);

    jest.setSystemTime(Date.now() + 7_000);
    const stale = await health(api);
    expect(stale.status).toBe(200);
    expect(followed(stale.body).length).toBeGreaterThan(0);
    for (const p of followed(stale.body)) expect([p.name, p.state]).toEqual([p.name, 'stale']);
    for (const name of EVERY_INSTANCE) expect(states(stale.body)[name]).toBe('live');

    // A write is durable and answered at once: it does not wait for read models that no longer move.
    const entry = { userId: member.user.id, date: '2024-03-01', entry: 'Written while the projector was down' };
    const started = performance.now();
    const written = await call<{ data: { id: string } }>(api.url, 'POST', '/dev/user/diary', entry, member.access_token);
    expect(written.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
    // A new task is answered as created, though the read model it is listed from is not moving yet.
    const task = { userId: member.user.id, title: 'Planned while the projector was down', description: 'Still saved' };
    const createdTask = await call<{ task: { id: string; title: string; description: string } }>(
      api.url,
      'POST',
      '/dev/user/tasks/create',
      task,
      member.access_token,
    );
    expect(createdTask.status).toBe(201);
    expect(createdTask.body.task).toMatchObject({ title: task.title, description: task.description });

    // Brought back (anywhere): it resumes from the checkpoints in the shared store and the instance follows again.
    projector = await cluster.start('projector');
    const back = await eventually(api, (body) => followed(body).every((p) => p.state === 'following' && p.position === body.head));
    expect(followed(back.body).map((p) => p.state)).toEqual(followed(back.body).map(() => 'following'));
    const journal = await call<{ data: Array<{ id: string; content: string }> }>(
      api.url,
      'POST',
      '/dev/user/diary/fetch',
      { userId: member.user.id, start_date: entry.date, end_date: entry.date },
      member.access_token,
    );
    expect(journal.body.data).toEqual([expect.objectContaining({ id: written.body.data.id, content: entry.entry })]);
    const tasks = await call<{ data: Array<{ id: string; title: string }> }>(
      api.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: member.user.id },
      member.access_token,
    );
    expect(tasks.body.data).toEqual([expect.objectContaining({ id: createdTask.body.task.id, title: task.title })]);
  });
});
