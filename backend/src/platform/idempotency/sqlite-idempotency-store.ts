import Database from 'better-sqlite3';
import { ensurePrivateFile } from '../private-file';
import { StoreUnavailableError, sqliteUnavailableCode } from '../store-unavailable';
import { type Claim, IDEMPOTENCY_TTL_MS, type IdempotencyStore, type StoredAnswer } from './idempotency-store.port';

interface Row {
  fingerprint: string;
  answer: string | null;
  started_at: number;
}

/**
 * Idempotency keys in a SQLite file beside the event log: every process on this machine that
 * shares DATA_DIR sees the same keys. A claim is an insert into a primary key, so two requests
 * with one key can never both run.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly db: Database.Database;
  private readonly statements;
  private lastSweep = 0;

  constructor(file: string) {
    ensurePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`CREATE TABLE IF NOT EXISTS idempotent_requests (
      scope TEXT PRIMARY KEY,
      fingerprint TEXT NOT NULL,
      answer TEXT,
      started_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL
    )`);
    this.statements = {
      find: this.db.prepare<[string, number], Row>(
        'SELECT fingerprint, answer, started_at FROM idempotent_requests WHERE scope = ? AND expires_at > ?',
      ),
      claim: this.db.prepare<[string, string, number, number]>(
        'INSERT OR REPLACE INTO idempotent_requests (scope, fingerprint, answer, started_at, expires_at) VALUES (?, ?, NULL, ?, ?)',
      ),
      complete: this.db.prepare<[string, number, string]>('UPDATE idempotent_requests SET answer = ?, expires_at = ? WHERE scope = ?'),
      release: this.db.prepare<[string]>('DELETE FROM idempotent_requests WHERE scope = ? AND answer IS NULL'),
      sweep: this.db.prepare<[number]>('DELETE FROM idempotent_requests WHERE expires_at <= ?'),
    };
    // One transaction reads and claims, so a second process cannot claim in between.
    this.claimTx = this.db.transaction((scope: string, fingerprint: string, now: number, staleAfterMs: number): Claim => {
      const row = this.statements.find.get(scope, now);
      if (row) {
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.answer !== null) return { kind: 'answered', answer: JSON.parse(row.answer) as StoredAnswer };
        if (now - row.started_at < staleAfterMs) return { kind: 'in-progress' };
      }
      this.statements.claim.run(scope, fingerprint, now, now + IDEMPOTENCY_TTL_MS);
      return { kind: 'claimed' };
    });
  }

  private readonly claimTx: Database.Transaction<(scope: string, fingerprint: string, now: number, staleAfterMs: number) => Claim>;

  async begin(scope: string, fingerprint: string, now: number, staleAfterMs: number): Promise<Claim> {
    return this.guard(() => {
      if (now - this.lastSweep > 60_000) {
        this.lastSweep = now;
        this.statements.sweep.run(now);
      }
      return this.claimTx.immediate(scope, fingerprint, now, staleAfterMs);
    });
  }

  async complete(scope: string, answer: StoredAnswer, now: number): Promise<void> {
    this.guard(() => this.statements.complete.run(JSON.stringify(answer), now + IDEMPOTENCY_TTL_MS, scope));
  }

  async release(scope: string): Promise<void> {
    this.guard(() => this.statements.release.run(scope));
  }

  private guard<T>(operation: () => T): T {
    try {
      return operation();
    } catch (error) {
      const code = sqliteUnavailableCode(error);
      if (code) throw new StoreUnavailableError('Request store', `The request store cannot write (${code})`, error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
