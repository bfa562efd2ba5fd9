import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeIdempotencyStoreContract } from './idempotency-store.contract';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';

const dir = mkdtempSync(join(tmpdir(), 'daily-idem-'));
describeIdempotencyStoreContract(
  'SQLite',
  async () => new SqliteIdempotencyStore(join(dir, 'idempotency.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);

describe('SqliteIdempotencyStore on a file from before answers were sealed', () => {
  it('drops the old table, so no answer kept in plain text is left in the file or its log', async () => {
    const old = mkdtempSync(join(tmpdir(), 'daily-idem-old-'));
    try {
      const file = join(old, 'idempotency.sqlite');
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.exec(
        'CREATE TABLE idempotent_requests (scope TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, answer TEXT, started_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
      );
      db.prepare('INSERT INTO idempotent_requests VALUES (?, ?, ?, ?, ?)').run('s', 'f', '{"body":{"title":"Plain Title Here"}}', 1, 2);
      db.close();
      const store = new SqliteIdempotencyStore(file);
      await store.close();
      for (const name of readdirSync(old))
        expect([name, readFileSync(join(old, name)).includes('Plain Title Here')]).toEqual([name, false]);
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  });
});
