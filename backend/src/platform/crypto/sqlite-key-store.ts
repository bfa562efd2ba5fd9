import Database from 'better-sqlite3';
import { StoreUnavailableError, sqliteUnavailableCode } from '../store-unavailable';
import type { KeyStore } from './key-store.port';
import { ensurePrivateFile } from '../private-file';
import { ShredLedger } from './shred-ledger';

/**
 * Wrapped per-user keys in their own SQLite file, apart from the event log. `secure_delete` makes
 * SQLite overwrite deleted content, so a destroyed key leaves no copy in free pages.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  private readonly get: Database.Statement<[string], { wrapped: Buffer | null; destroyed_at: string | null }>;
  private readonly insert: Database.Statement<[string, Buffer]>;
  private readonly shred: Database.Statement<[string, string]>;
  private readonly ledger: ShredLedger | null;

  constructor(file: string, ledgerFile: string | null = null) {
    this.ledger = ledgerFile ? new ShredLedger(ledgerFile) : null;
    ensurePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma('secure_delete = ON');
    this.db.pragma('journal_mode = DELETE');
    this.db.pragma('synchronous = FULL');
    // A key rotation writes from another process while the server serves: wait for it, never fail.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS data_keys (user_id TEXT PRIMARY KEY, wrapped BLOB, destroyed_at TEXT)');
    this.get = this.db.prepare('SELECT wrapped, destroyed_at FROM data_keys WHERE user_id = ?');
    this.insert = this.db.prepare('INSERT OR IGNORE INTO data_keys (user_id, wrapped) VALUES (?, ?)');
    this.shred = this.db.prepare('UPDATE data_keys SET wrapped = NULL, destroyed_at = ? WHERE user_id = ?');
  }

  async getWrapped(userId: string): Promise<Buffer | null> {
    return this.guard(() => this.get.get(userId)?.wrapped ?? null);
  }

  async putWrappedIfAbsent(userId: string, wrapped: Buffer): Promise<Buffer> {
    const row = this.guard(() => {
      this.insert.run(userId, wrapped);
      return this.get.get(userId);
    });
    if (!row?.wrapped) throw new Error('This account was deleted; its data key cannot be recreated');
    return row.wrapped;
  }

  async destroy(userId: string): Promise<void> {
    // Written first: a key destroyed here is destroyed again by any restore of an older backup.
    this.ledger?.record(userId);
    this.guard(() => {
      this.db.prepare('INSERT OR IGNORE INTO data_keys (user_id, wrapped) VALUES (?, NULL)').run(userId);
      this.shred.run(new Date().toISOString(), userId);
      // A checkpoint-free rollback journal plus secure_delete leaves no key bytes behind; vacuum also drops freed pages.
      this.db.exec('VACUUM');
    });
  }

  async listWrapped(after: string, limit: number): Promise<{ userId: string; wrapped: Buffer }[]> {
    return this.guard(() =>
      this.db
        .prepare<[string, number], { user_id: string; wrapped: Buffer }>(
          'SELECT user_id, wrapped FROM data_keys WHERE user_id > ? AND wrapped IS NOT NULL ORDER BY user_id LIMIT ?',
        )
        .all(after, limit)
        .map((row) => ({ userId: row.user_id, wrapped: row.wrapped })),
    );
  }

  async replaceWrapped(userId: string, from: Buffer, to: Buffer): Promise<boolean> {
    return this.guard(
      () => this.db.prepare('UPDATE data_keys SET wrapped = ? WHERE user_id = ? AND wrapped = ?').run(to, userId, from).changes === 1,
    );
  }

  async isDestroyed(userId: string): Promise<boolean> {
    return this.guard(() => Boolean(this.get.get(userId)?.destroyed_at));
  }

  async ping(): Promise<void> {
    this.guard(() => this.get.get(''));
  }

  /** A disk fault here is the server's, like one in the event log: the request is answered 503, not 500. */
  private guard<T>(operation: () => T): T {
    try {
      return operation();
    } catch (error) {
      const code = sqliteUnavailableCode(error);
      if (code) throw new StoreUnavailableError('Key store', `The key store cannot write (${code})`, error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
