import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, getHealth, killAllChildren, requireBuild, type ServerProcess, sleep, startServer } from '../testing/built-server';
import { signInTestPhone, TEST_PHONES, type TestSession } from '../testing/sign-in';
import { call } from '../testing/test-server';

// Two server processes on one machine sharing DATA_DIR: one event log, one key store, one store of
// idempotency keys and limit counters, each with its own read models built from the shared log.
// This is the topology that runs here without EventStoreDB and MongoDB (docs/operations.md): a
// person signs in on one and is served by the other, limits count both, a deletion reaches both,
// and a process killed and started again catches up. Before, neither process saw the other's
// appends until it restarted, and each counted limits on its own.

const ENV = {
  AUTH_TEST_PHONES: [
    `${TEST_PHONES.open}:123456:open`,
    `${TEST_PHONES.openOther}:123456:open`,
    `${TEST_PHONES.operator}:123456:closed`,
  ].join(','),
  OPERATOR_PHONES: TEST_PHONES.operator,
};

/** Waits until the process has applied everything in the shared log. */
async function caughtUp(server: ServerProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await getHealth(server.url);
    const { head, projections } = health?.body ?? { head: -1, projections: [] };
    // Another process's appends raise the head this one reads from the file.
    if (health?.status === 200 && projections.every((p) => p.position === head)) return;
    if (Date.now() > deadline) throw new Error(`${server.url} did not catch up: ${JSON.stringify(health?.body)}`);
    await sleep(50);
  }
}

async function bothCaughtUp(a: ServerProcess, b: ServerProcess): Promise<void> {
  await caughtUp(a);
  await caughtUp(b);
}

describe('two processes sharing DATA_DIR (embedded log)', () => {
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  // Each number signs in once: a second code within 30 s is refused, by either process.
  let member: TestSession;
  let other: TestSession;
  let operator: TestSession;

  beforeAll(async () => {
    requireBuild();
    dataDir = mkdtempSync(join(tmpdir(), 'daily-shared-'));
    a = await startServer(dataDir, await freePort(), { env: ENV });
    b = await startServer(dataDir, await freePort(), { env: ENV });
    member = await signInTestPhone(a.url, TEST_PHONES.open);
    other = await signInTestPhone(b.url, TEST_PHONES.openOther);
    operator = await signInTestPhone(b.url, TEST_PHONES.operator);
  });

  afterAll(async () => {
    await killAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signed in on one, served by the other, and each sees the other’s writes', async () => {
    await bothCaughtUp(a, b);
    const onB = await call<{ id: string }>(b.url, 'GET', '/auth/user', undefined, member.access_token);
    expect(onB.status).toBe(200);
    expect(onB.body.id).toBe(member.user.id);

    const created = await call(
      b.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: member.user.id, title: 'Written on B' },
      member.access_token,
    );
    expect(created.status).toBe(201);
    await bothCaughtUp(a, b);
    const list = await call<{ data: Array<{ title: string }> }>(
      a.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: member.user.id },
      member.access_token,
    );
    expect(list.body.data.map((t) => t.title)).toContain('Written on B');
  });

  it('an Idempotency-Key holds across both: the same write sent to the other process appends nothing', async () => {
    const key = randomUUID();
    const body = { userId: other.user.id, title: 'Sent twice' };
    const first = await call(a.url, 'POST', '/dev/user/tasks/create', body, other.access_token, { 'idempotency-key': key });
    const again = await call(b.url, 'POST', '/dev/user/tasks/create', body, other.access_token, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    await bothCaughtUp(a, b);
    const list = await call<{ data: Array<{ title: string }> }>(
      b.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: other.user.id },
      other.access_token,
    );
    expect(list.body.data.filter((t) => t.title === 'Sent twice')).toHaveLength(1);
  });

  it('limits count both processes: a code sent by one blocks an early resend on the other, and per-address checks add up', async () => {
    const phone = '+447911128001';
    expect((await call(a.url, 'POST', '/auth/otp', { phone })).status).toBe(200);
    const resend = await call(b.url, 'POST', '/auth/otp', { phone });
    expect(resend.status).toBe(429);

    // 20 code checks per address in 15 minutes (OTP_RULES.codeChecksPerAddress), whichever process
    // answers them; the three sign-ins above made three of them.
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const phone = `+4479111290${String(i).padStart(2, '0')}`;
      answers.push((await call(server.url, 'POST', '/auth/verify', { phone, token: '000000', type: 'sms' })).status);
    }
    expect(answers.findIndex((status) => status === 429)).toBe(17);
    expect(answers.slice(17)).toEqual(Array(13).fill(429));
  });

  it('a process killed and started again catches up with what the other wrote meanwhile', async () => {
    b.child.kill('SIGKILL');
    await b.exited;
    const written = await call(
      a.url,
      'POST',
      '/dev/user/tasks/create',
      { userId: other.user.id, title: 'While B was down' },
      other.access_token,
    );
    expect(written.status).toBe(201);
    b = await startServer(dataDir, Number(new URL(b.url).port), { env: ENV });
    await bothCaughtUp(a, b);
    const list = await call<{ data: Array<{ title: string }> }>(
      b.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: other.user.id },
      other.access_token,
    );
    expect(list.body.data.map((t) => t.title)).toContain('While B was down');
  });

  it('a deletion on one process reaches the other: its session ends there and its data cannot be read there', async () => {
    expect((await call(a.url, 'PUT', '/auth/user', { name: 'Ada Shredtest' }, member.access_token)).status).toBe(200);
    await bothCaughtUp(a, b);
    const before = await call(b.url, 'GET', `/api/admin/accounts/${member.user.id}`, undefined, operator.access_token);
    expect(before.status).toBe(200);
    expect(JSON.stringify(before.body)).toContain('Ada Shredtest');

    expect((await call(a.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, member.access_token)).status).toBe(200);
    await bothCaughtUp(a, b);
    expect((await call(b.url, 'GET', '/auth/user', undefined, member.access_token)).status).toBe(401);
    const after = await call(b.url, 'GET', `/api/admin/accounts/${member.user.id}`, undefined, operator.access_token);
    expect(after.status).toBe(404);
    expect(JSON.stringify(after.body)).not.toContain('Ada Shredtest');
    // Started again, the process rebuilds from the log, where the name is sealed with the destroyed key.
    b.child.kill('SIGTERM');
    await b.exited;
    b = await startServer(dataDir, Number(new URL(b.url).port), { env: ENV });
    await caughtUp(b);
    const rebuilt = await call(b.url, 'GET', `/api/admin/accounts/${member.user.id}`, undefined, operator.access_token);
    expect(JSON.stringify(rebuilt.body)).not.toContain('Ada Shredtest');
  });
});
