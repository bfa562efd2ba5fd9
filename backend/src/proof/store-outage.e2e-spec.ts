import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SqliteKeyStore } from '../platform/crypto/sqlite-key-store';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import { failingKeyStore, failingReadStore, MongoOutage } from '../testing/failing-stores';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../testing/sign-in';
import { call, startTestServer, TEST_PROBE_TOKEN, type TestServer } from '../testing/test-server';
import { eventMetadata } from '../testing/event-metadata';

// The read models and keys on a MongoDB that stops and starts again, under the real application
// (the embedded event log stays up, as with MONGODB_URL set and no EVENT_STORE_URL). Before, an
// authenticated request answered 401 after the driver's 30 s, /health stayed 200 "ok", and the
// checkpoint timer's rejection ended the process.

interface Health {
  status: string;
  down?: string[];
  stores?: Record<string, { status: string; error?: string }>;
  projections: Array<{ name: string; state: string; position: number; failure?: { eventType: string } }>;
  head: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
}

async function health(url: string) {
  return call<Health>(url, 'GET', '/health', undefined, undefined, { 'x-probe-token': TEST_PROBE_TOKEN });
}

/** Polls until the check passes or the deadline: recovery happens on the projections' own schedule. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = 20_000): Promise<T> {
  const end = Date.now() + deadlineMs;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await sleep(100);
    value = await read();
  }
  return value;
}

describe('a MongoDB outage under the real application (read models and keys unavailable)', () => {
  let server: TestServer;
  let outage: MongoOutage;
  let session: TestSession;

  beforeAll(async () => {
    outage = new MongoOutage();
    server = await startTestServer({ ...TEST_PHONES_ENV }, undefined, {
      stores: {
        readStore: () => failingReadStore(new MemoryReadStore(), outage),
        keyStore: (config) => failingKeyStore(new SqliteKeyStore(join(config.dataDir, 'keys.sqlite')), outage),
      },
    });
    session = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    outage.down = false;
    await server?.close();
  });

  it('answers 503 with Retry-After (never 401, never a hang), /health says which store is down, and nothing crashes', async () => {
    expect((await call(server.url, 'GET', '/auth/user', undefined, session.access_token)).status).toBe(200);
    outage.down = true;

    const signedIn = await call(server.url, 'GET', '/auth/user', undefined, session.access_token);
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers.get('retry-after')).toBe('5');
    expect(signedIn.body).toMatchObject({ statusCode: 503, message: 'The service is unavailable for a moment. Please try again shortly.' });

    const tasks = await call(server.url, 'POST', '/dev/user/tasks/array', { userId: session.user.id }, session.access_token);
    expect(tasks.status).toBe(503);

    const anonymous = await call(server.url, 'GET', '/health');
    expect(anonymous.status).toBe(503);
    expect(anonymous.body).toMatchObject({ status: 'error', down: ['readStore', 'keyStore'] });
    const detailed = await health(server.url);
    expect(detailed.body.stores).toMatchObject({
      eventStore: { status: 'up' },
      readStore: { status: 'down' },
      keyStore: { status: 'down' },
    });

    // An event nobody reads moves every checkpoint; the timer's save then fails every second. That
    // rejection used to go unhandled (the process ended); the test setup fails the run on one.
    const events = server.app.get<EventStore>(EVENT_STORE);
    await events.append(`noise-${randomUUID()}`, [noise()], 'no_stream');
    await sleep(2500);
    expect(outage.refused).toBeGreaterThan(0);
  });

  it('projections wait for the store and go on by themselves when it is back: an event from the outage is applied', async () => {
    outage.down = true;
    // Appended while MongoDB is down (the log is up): the sessions projection must not drop it.
    const events = server.app.get<EventStore>(EVENT_STORE);
    const familyId = sessionIdOf(session.access_token);
    await events.append(
      `session-${familyId}`,
      [
        {
          type: 'auth.session_revoked',
          data: { familyId, userId: session.user.id, reason: 'operator' },
          metadata: { ...noise().metadata, actor: 'operator:test', source: 'console' },
        },
      ],
      'any',
    );
    // The first projection the event concerns waits for the store, and the subscription with it
    // (events reach every projection in order); which one that is depends on their order.
    const during = await eventually(
      () => health(server.url),
      (res) => res.body.projections.some((p) => p.state === 'retrying'),
    );
    expect(during.status).toBe(503);
    const waiting = during.body.projections.find((p) => p.state === 'retrying');
    expect(waiting?.failure).toMatchObject({ eventType: 'auth.session_revoked' });

    outage.down = false;
    const after = await eventually(
      () => health(server.url),
      (res) => res.status === 200 && res.body.projections.every((p) => p.state === 'live' && p.position === res.body.head),
    );
    expect(after.status).toBe(200);
    expect(after.body.projections.every((p) => p.state === 'live')).toBe(true);
    // The revocation that arrived during the outage reached the sessions read model.
    const revoked = await call(server.url, 'GET', '/auth/user', undefined, session.access_token);
    expect(revoked.status).toBe(401);
    // And a new sign-in works end to end again.
    const again = await signInTestPhone(server.url, TEST_PHONES.open);
    expect((await call(server.url, 'GET', '/auth/user', undefined, again.access_token)).status).toBe(200);
  }, 40_000);
});

function noise() {
  return {
    type: 'test.noise',
    data: {},
    metadata: eventMetadata(),
  };
}
