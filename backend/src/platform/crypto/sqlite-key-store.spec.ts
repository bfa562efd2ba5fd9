import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeKeyStoreContract } from './key-store.contract';
import { StoreUnavailableError } from '../store-unavailable';
import { SqliteKeyStore } from './sqlite-key-store';

const dirs: string[] = [];

describeKeyStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-keys-'));
    dirs.push(dir);
    return new SqliteKeyStore(join(dir, 'keys.sqlite'));
  },
  async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
);

describe('SqliteKeyStore when its file cannot be written', () => {
  it('fails with StoreUnavailableError (answered 503), not a bare SQLite error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-keys-'));
    const store = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    try {
      // query_only makes every write fail with SQLITE_READONLY, as a read-only or full disk would.
      (store as unknown as { db: Database.Database }).db.pragma('query_only = ON');
      const failure = store.putWrappedIfAbsent('user-1', Buffer.from('wrapped'));
      await expect(failure).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(failure).rejects.toMatchObject({ store: 'Key store', message: 'The key store cannot write (SQLITE_READONLY)' });
      expect(await store.getWrapped('user-1')).toBeNull();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
