import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { PersonalDataCipher } from '../crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { backupDataDir, restoreDataDir } from './embedded-backup';

/** Every file under a directory, for the marker grep. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('embedded backup and restore', () => {
  const root = mkdtempSync(join(tmpdir(), 'daily-backup-'));
  const ledger = join(root, 'ledger', 'shredded-keys.txt');
  const env = { ...TEST_PHONES_ENV, ENCRYPTION_KEY: randomBytes(32).toString('hex'), SHRED_LEDGER_FILE: ledger };
  let first: TestServer | null = null;
  let second: TestServer | null = null;

  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies while writes go on, restores into an empty directory, and a person deleted after the backup stays unreadable', async () => {
    first = await startTestServer(env, join(root, 'live'));
    const leaving: TestSession = await signInTestPhone(first.url, TEST_PHONES.open);
    const staying: TestSession = await signInTestPhone(first.url, TEST_PHONES.closed);
    const marker = `marker-${randomBytes(6).toString('hex')}`;
    const task = (session: TestSession, title: string) =>
      call<{ task: { id: string } }>(
        first!.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: session.user.id, title },
        session.access_token,
      );
    expect((await task(leaving, `Call ${marker}`)).status).toBe(201);

    // A write load on the staying person while the backup runs.
    const acknowledged: { title: string; at: number }[] = [];
    let writing = true;
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; writing; i += 1) {
          const title = `Load ${worker}-${i}`;
          if ((await task(staying, title)).status === 201) acknowledged.push({ title, at: Date.now() });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const backupDir = join(root, 'backup');
    const startedAt = Date.now();
    const manifest = await backupDataDir(first.dataDir, backupDir);
    await new Promise((resolve) => setTimeout(resolve, 300));
    writing = false;
    await load;
    const before = acknowledged.filter((a) => a.at < startedAt).map((a) => a.title);
    expect(before.length).toBeGreaterThan(10);
    expect(acknowledged.length).toBeGreaterThan(before.length);
    expect(manifest.files.map((f) => f.name)).toEqual(['events.sqlite', 'keys.sqlite', 'idempotency.sqlite']);
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.bytes > 0)).toBe(true);
    expect(manifest.eventLog.headPosition).toBeGreaterThan(0);

    // Deleted after the backup was taken.
    const sealed = (await first.app.get<EventStore>(EVENT_STORE).readAll(0, 1_000_000)).find(
      (e) => e.type === 'task.created' && (e.data as { userId?: string }).userId === leaving.user.id,
    );
    expect((await call(first.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, leaving.access_token)).status).toBe(200);
    await first.close({ keepData: true });
    first = null;

    const restoredDir = join(root, 'restored');
    const report = restoreDataDir(backupDir, restoredDir, [ledger]);
    expect(report.destroyedAgain).toBe(1);
    expect(() => restoreDataDir(backupDir, restoredDir, [ledger])).toThrow(/restore into an empty DATA_DIR/);

    second = await startTestServer(env, restoredDir);
    const health = await call<{ status: string; head: number }>(second.url, 'GET', '/health', undefined, undefined, {
      'x-probe-token': 'probe-token-for-tests-only',
    });
    expect(health.body.status).toBe('ok');
    expect(health.body.head).toBe(manifest.eventLog.headPosition);
    const again = await signInTestPhone(second.url, TEST_PHONES.closed);
    const listed = await call<{ data: { title: string }[] }>(
      second.url,
      'POST',
      '/dev/user/tasks/array',
      { userId: again.user.id },
      again.access_token,
    );
    const titles = new Set(listed.body.data.map((t) => t.title));
    expect(before.filter((title) => !titles.has(title))).toEqual([]);

    // The deleted person's key is gone from the restored key store, and nothing of theirs opens.
    const keys = new Database(join(restoredDir, 'keys.sqlite'), { readonly: true });
    const row = keys.prepare('SELECT wrapped, destroyed_at FROM data_keys WHERE user_id = ?').get(leaving.user.id) as {
      wrapped: Buffer | null;
      destroyed_at: string | null;
    };
    keys.close();
    expect(row.wrapped).toBeNull();
    expect(row.destroyed_at).not.toBeNull();
    const cipher = second.app.get(PersonalDataCipher);
    expect(await cipher.decrypt(leaving.user.id, (sealed?.data as { title: string }).title)).toBeNull();
    const withMarker = filesUnder(restoredDir).filter((file) => readFileSync(file).includes(marker));
    expect(withMarker).toEqual([]);
  }, 120_000);
});
