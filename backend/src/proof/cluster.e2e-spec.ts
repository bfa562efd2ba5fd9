import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import {
  freePort,
  getHealth,
  type Health,
  killAllChildren,
  requireBuild,
  type ServerProcess,
  sleep,
  startServer,
} from '../testing/built-server';
import { signInTestPhone, TEST_PHONES, type TestSession } from '../testing/sign-in';
import { call } from '../testing/test-server';

// Cluster mode on the real engines (npm run test:cluster): two API instances and one projector on
// EventStoreDB/KurrentDB and MongoDB. A person signs in on one instance and is served by the other,
// a write sent again to the other instance with its Idempotency-Key appends nothing, limits count
// both instances, the projector is killed and brought back, and an account deletion reaches both.

const eventStoreUrl = process.env.EVENT_STORE_URL;
const mongodbUrl = process.env.MONGODB_URL;

/** The MongoDB URL with a database of this run's own, so runs against one server never share read models. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function projectorLive(projector: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await getHealth(projector.url);
    if (health?.status === 200 && health.body.projections.every((p) => p.state === 'live')) return;
    if (Date.now() > deadline) throw new Error(`The projector did not catch up: ${JSON.stringify(health?.body)}`);
    await sleep(200);
  }
}

/** Runs on every instance (API instances too), so it stays live there whatever the projector does. */
// Projections every process runs for itself (a deleted person's key dropped, open screens told of changes).
const EVERY_INSTANCE = ['deletion-watch', 'live-changes'];
const followed = (body: Health) => body.projections.filter((p) => !EVERY_INSTANCE.includes(p.name));

async function healthUntil(server: ServerProcess, done: (body: Health) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let health = await getHealth(server.url);
  while (!(health && done(health.body)) && Date.now() < deadline) {
    await sleep(200);
    health = await getHealth(server.url);
  }
  return health;
}

if (!eventStoreUrl || !mongodbUrl) {
  describe.skip('cluster mode end to end (skipped: EVENT_STORE_URL and MONGODB_URL are not set; npm run test:cluster runs it)', () => {
    test('two API instances and one projector on the real engines', () => undefined);
  });
} else {
  describe('cluster mode end to end: two API instances and one projector', () => {
    const dbName = `daily_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const env = {
      EVENT_STORE_URL: eventStoreUrl,
      MONGODB_URL: withDatabase(mongodbUrl, dbName),
      // Every instance must share the secrets: sessions signed by one are checked by another.
      JWT_SECRET: randomBytes(32).toString('base64'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      AUTH_TEST_PHONES: [`${TEST_PHONES.open}:123456:open`, `${TEST_PHONES.openOther}:123456:open`].join(','),
      BOOT_WAIT_SECONDS: '10',
    };
    const dirs: string[] = [];
    let projector: ServerProcess;
    let api1: ServerProcess;
    let api2: ServerProcess;
    let member: TestSession;
    let other: TestSession;

    const start = async (role: 'api' | 'projector', port?: number) => {
      const dir = mkdtempSync(join(tmpdir(), `daily-cluster-${role}-`));
      dirs.push(dir);
      return startServer(dir, port ?? (await freePort()), { env: { ...env, APP_ROLE: role }, cluster: true });
    };

    beforeAll(async () => {
      requireBuild();
      projector = await start('projector');
      await projectorLive(projector);
      api1 = await start('api');
      api2 = await start('api');
      member = await signInTestPhone(api1.url, TEST_PHONES.open);
      other = await signInTestPhone(api2.url, TEST_PHONES.openOther);
    }, 180_000);

    afterAll(async () => {
      await killAllChildren();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      const connection = await mongoose.createConnection(env.MONGODB_URL).asPromise();
      await connection.dropDatabase();
      await connection.close();
    });

    it('signed in on one API instance, served by the other (the command waited for the projector)', async () => {
      const onOther = await call<{ id: string }>(api2.url, 'GET', '/auth/user', undefined, member.access_token);
      expect(onOther.status).toBe(200);
      expect(onOther.body.id).toBe(member.user.id);
      const created = await call(
        api2.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: member.user.id, title: 'From api2' },
        member.access_token,
      );
      expect(created.status).toBe(201);
      const list = await call<{ data: Array<{ title: string }> }>(
        api1.url,
        'POST',
        '/dev/user/tasks/array',
        { userId: member.user.id },
        member.access_token,
      );
      expect(list.body.data.map((t) => t.title)).toContain('From api2');
    });

    it('the same write with its Idempotency-Key sent to the other instance appends nothing', async () => {
      const key = randomUUID();
      const body = { userId: other.user.id, title: 'Once only' };
      const first = await call(api1.url, 'POST', '/dev/user/tasks/create', body, other.access_token, { 'idempotency-key': key });
      const again = await call(api2.url, 'POST', '/dev/user/tasks/create', body, other.access_token, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const list = await call<{ data: Array<{ title: string }> }>(
        api1.url,
        'POST',
        '/dev/user/tasks/array',
        { userId: other.user.id },
        other.access_token,
      );
      expect(list.body.data.filter((t) => t.title === 'Once only')).toHaveLength(1);
    });

    it('limits count every instance: a code sent through one blocks an early resend through the other', async () => {
      const phone = `+4479113${String(Date.now()).slice(-5)}`;
      expect((await call(api1.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
      expect((await call(api2.url, 'POST', '/auth/otp', { phone })).status).toBe(429);
    });

    it('the projector killed: writes still succeed, both API instances show its projections stale; brought back, it catches up', async () => {
      projector.child.kill('SIGKILL');
      await projector.exited;
      // A journal entry answers from the log, not from a read model, so its answer does not depend on the projector.
      const entry = { userId: member.user.id, date: '2024-03-01', entry: 'While the projector was down' };
      const written = await call<{ data: { id: string } }>(api1.url, 'POST', '/dev/user/diary', entry, member.access_token);
      expect(written.status).toBe(200);

      // Its last report is at most 5 s old when it dies, and counts as stale 15 s later.
      for (const api of [api1, api2]) {
        const health = await healthUntil(api, (body) => followed(body).every((p) => p.state === 'stale'), 30_000);
        expect(health?.status).toBe(200);
        expect(followed(health!.body).length).toBeGreaterThan(0);
        for (const p of health!.body.projections)
          expect([p.name, p.state]).toEqual([p.name, EVERY_INSTANCE.includes(p.name) ? 'live' : 'stale']);
      }
      // Once it shows stale, answers stop waiting for it.
      const started = Date.now();
      const again = await call(api2.url, 'POST', '/dev/user/diary', { ...entry, date: '2024-03-02' }, member.access_token);
      expect(again.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);

      projector = await start('projector', Number(new URL(projector.url).port));
      await projectorLive(projector);
      const back = await healthUntil(
        api2,
        (body) => followed(body).every((p) => p.state === 'following' && p.position === body.head),
        30_000,
      );
      expect(followed(back!.body).map((p) => p.state)).toEqual(followed(back!.body).map(() => 'following'));
      const journal = await call<{ data: Array<{ id: string; content: string }> }>(
        api2.url,
        'POST',
        '/dev/user/diary/fetch',
        { userId: member.user.id, start_date: '2024-03-01', end_date: '2024-03-02' },
        member.access_token,
      );
      expect(journal.body.data.map((e) => e.content)).toEqual([entry.entry, entry.entry]);
      expect(journal.body.data.map((e) => e.id)).toContain(written.body.data.id);
    }, 180_000);

    it('an account deleted through one instance is gone on the other: its session ends there too', async () => {
      expect((await call(api1.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, member.access_token)).status).toBe(200);
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (Date.now() < deadline && status !== 401) {
        status = (await call(api2.url, 'GET', '/auth/user', undefined, member.access_token)).status;
        await sleep(100);
      }
      expect(status).toBe(401);
      const statuses = (await getHealth(api2.url))?.body.projections.map((p) => p.state) ?? [];
      expect(statuses.filter((state) => state === 'stopped')).toEqual([]);
    }, 60_000);
  });
}
