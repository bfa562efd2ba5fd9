import Database from 'better-sqlite3';
import { ensurePrivateFile } from '../private-file';
import { StoreUnavailableError, sqliteUnavailableCode } from '../store-unavailable';
import { type Claim, IDEMPOTENCY_KEYS_PER_OWNER, IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './idempotency-store.port';

interface Row {
  fingerprint: string;
  answer: string | null;
  started_at: number;
}

const TABLE = `CREATE TABLE idempotent_requests (
  scope TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  answer TEXT,
  started_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
)`;

/**
 * Idempotency keys in a SQLite file beside the event log: every process on this machine that
 * shares DATA_DIR sees the same keys. A claim is an insert into a primary key, so two requests
 * with one key can never both run.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly db: Database.Database;
  private readonly statements;
  private lastSweep = 0;

  constructor(
    file: string,
    private readonly keysPerOwner = IDEMPOTENCY_KEYS_PER_OWNER,
  ) {
    ensurePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    // Removed rows are overwritten, not left in free pages: a deleted person's answers must be gone from the file.
    this.db.pragma('secure_delete = ON');
    this.migrate();
    this.statements = {
      find: this.db.prepare<[string, number], Row>(
        'SELECT fingerprint, answer, started_at FROM idempotent_requests WHERE scope = ? AND expires_at > ?',
      ),
      claim: this.db.prepare<[string, string, string, number, number]>(
        'INSERT OR REPLACE INTO idempotent_requests (scope, owner, fingerprint, answer, started_at, expires_at) VALUES (?, ?, ?, NULL, ?, ?)',
      ),
      evict: this.db.prepare<[string, string, number]>(
        `DELETE FROM idempotent_requests WHERE owner = ? AND scope IN (
           SELECT scope FROM idempotent_requests WHERE owner = ? ORDER BY started_at DESC, rowid DESC LIMIT -1 OFFSET ?)`,
      ),
      complete: this.db.prepare<[string, number, string]>('UPDATE idempotent_requests SET answer = ?, expires_at = ? WHERE scope = ?'),
      release: this.db.prepare<[string]>('DELETE FROM idempotent_requests WHERE scope = ? AND answer IS NULL'),
      forgetOwner: this.db.prepare<[string]>('DELETE FROM idempotent_requests WHERE owner = ?'),
      sweep: this.db.prepare<[number]>('DELETE FROM idempotent_requests WHERE expires_at <= ?'),
    };
    // One transaction reads and claims, so a second process cannot claim in between.
    this.claimTx = this.db.transaction((scope: string, fingerprint: string, owner: string, now: number, staleAfterMs: number): Claim => {
      const row = this.statements.find.get(scope, now);
      if (row) {
        if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (row.answer !== null) return { kind: 'answered', sealed: row.answer };
        if (now - row.started_at < staleAfterMs) return { kind: 'in-progress' };
      }
      this.statements.claim.run(scope, owner, fingerprint, now, now + IDEMPOTENCY_TTL_MS);
      this.statements.evict.run(owner, owner, this.keysPerOwner);
      return { kind: 'claimed' };
    });
  }

  /**
   * A file from before answers were sealed and rows had an owner holds answers in plain text: its
   * table is dropped (losing at most a day of repeats) and the log emptied, so no copy is left.
   */
  private migrate(): void {
    const columns = this.db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('idempotent_requests')").all();
    if (columns.length > 0 && !columns.some((c) => c.name === 'owner')) {
      this.db.exec('DROP TABLE idempotent_requests');
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    }
    if (columns.length === 0 || !columns.some((c) => c.name === 'owner')) {
      this.db.exec(TABLE);
      this.db.exec('CREATE INDEX idempotent_requests_by_owner ON idempotent_requests (owner, started_at)');
    }
  }

  private readonly claimTx: Database.Transaction<
    (scope: string, fingerprint: string, owner: string, now: number, staleAfterMs: number) => Claim
  >;

  async begin(scope: string, fingerprint: string, owner: string, now: number, staleAfterMs: number): Promise<Claim> {
    return this.guard(() => {
      if (now - this.lastSweep > 60_000) {
        this.lastSweep = now;
        this.statements.sweep.run(now);
      }
      return this.claimTx.immediate(scope, fingerprint, owner, now, staleAfterMs);
    });
  }

  async complete(scope: string, sealed: string, now: number): Promise<void> {
    this.guard(() => this.statements.complete.run(sealed, now + IDEMPOTENCY_TTL_MS, scope));
  }

  async release(scope: string): Promise<void> {
    this.guard(() => this.statements.release.run(scope));
  }

  async forgetOwner(owner: string): Promise<void> {
    this.guard(() => {
      this.statements.forgetOwner.run(owner);
      // The log's copies of the removed pages go too, not only at the next automatic checkpoint.
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    });
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
