import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { countOpenableWith, rotateMasterKey } from './master-key-rotation';
import { SqliteKeyStore } from './sqlite-key-store';

const PEOPLE = [TEST_PHONES.open, TEST_PHONES.closed, TEST_PHONES.openOther, TEST_PHONES.closedOther];

describe('master key rotation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'daily-rotation-'));
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let server: TestServer | null = null;

  afterAll(async () => {
    await server?.close({ keepData: true });
    rmSync(dir, { recursive: true, force: true });
  });

  const titles = async (url: string, session: TestSession) =>
    (
      await call<{ data: { title: string }[] }>(url, 'POST', '/dev/user/tasks/array', { userId: session.user.id }, session.access_token)
    ).body.data.map((t) => t.title);

  it('re-wraps every key under load with no failed request; every person readable after; the old key refused', async () => {
    server = await startTestServer({ ...TEST_PHONES_ENV, ENCRYPTION_KEY: oldKey.toString('hex') }, dir);
    const before = await Promise.all(PEOPLE.map((phone) => signInTestPhone(server!.url, phone)));
    for (const person of before) {
      const created = await call(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: person.user.id, title: `Before ${person.user.phone}` },
        person.access_token,
      );
      expect(created.status).toBe(201);
    }
    await server.close({ keepData: true });

    // Both keys accepted while the rotation runs.
    server = await startTestServer(
      { ...TEST_PHONES_ENV, ENCRYPTION_KEY: newKey.toString('hex'), ENCRYPTION_KEY_PREVIOUS: oldKey.toString('hex') },
      dir,
    );
    const url = server.url;
    const during = await Promise.all(PEOPLE.map((phone) => signInTestPhone(url, phone)));
    expect(during.map((p) => p.user.id)).toEqual(before.map((p) => p.user.id));
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const load = Promise.all(
      during.map(async (person, n) => {
        for (let i = 0; running; i += 1) {
          const created = await call(
            url,
            'POST',
            '/dev/user/tasks/create',
            { userId: person.user.id, title: `During ${n}-${i}` },
            person.access_token,
          );
          const listed = await call(url, 'POST', '/dev/user/tasks/array', { userId: person.user.id }, person.access_token);
          requests += 2;
          if (created.status !== 201) failures.push(`create ${created.status}`);
          if (listed.status !== 200) failures.push(`list ${listed.status}`);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    const report = await rotateMasterKey(keys, newKey, [oldKey]);
    // Run again, as after an interruption: nothing left to do.
    const again = await rotateMasterKey(keys, newKey, [oldKey]);
    expect(await countOpenableWith(keys, [oldKey])).toBe(0);
    await keys.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await load;
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);
    // Four people, the staff numbers signed in by none here, and the derivation root.
    expect(report.rewrapped).toBeGreaterThanOrEqual(PEOPLE.length + 1);
    expect(again).toEqual({ rewrapped: 0, alreadyNew: report.rewrapped + report.alreadyNew, skipped: 0 });
    await server.close({ keepData: true });

    // The new key alone: same accounts found by phone, everything readable.
    server = await startTestServer({ ...TEST_PHONES_ENV, ENCRYPTION_KEY: newKey.toString('hex') }, dir);
    for (const person of before) {
      const session = await signInTestPhone(server.url, person.user.phone);
      expect(session.user.id).toBe(person.user.id);
      const all = await titles(server.url, session);
      expect(all).toContain(`Before ${person.user.phone}`);
      expect(all.some((title) => title.startsWith('During '))).toBe(true);
    }
    await server.close({ keepData: true });
    server = null;

    // The old key alone is refused at boot, before anything is served.
    await expect(startTestServer({ ...TEST_PHONES_ENV, ENCRYPTION_KEY: oldKey.toString('hex') }, dir)).rejects.toThrow(
      /does not open this key store/,
    );
  }, 120_000);
});
