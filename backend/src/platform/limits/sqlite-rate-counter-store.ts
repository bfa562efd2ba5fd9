import Database from 'better-sqlite3';
import { ensurePrivateFile } from '../private-file';
import { StoreUnavailableError, sqliteUnavailableCode } from '../store-unavailable';
import type { RateCounterStore, RateWindow } from './rate-counter-store.port';

interface Row {
  hits: number;
  ends_at: number;
}

/** Limit counters in a SQLite file beside the event log: every process sharing DATA_DIR counts together. */
export class SqliteRateCounterStore implements RateCounterStore {
  private readonly db: Database.Database;
  private readonly count: Database.Transaction<(key: string, windowMs: number, now: number) => RateWindow>;
  private lastSweep = 0;
  private readonly sweep: Database.Statement<[number]>;

  constructor(file: string) {
    ensurePrivateFile(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS rate_windows (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, ends_at INTEGER NOT NULL)');
    const find = this.db.prepare<[string], Row>('SELECT hits, ends_at FROM rate_windows WHERE key = ?');
    const save = this.db.prepare<[string, number, number]>('INSERT OR REPLACE INTO rate_windows (key, hits, ends_at) VALUES (?, ?, ?)');
    this.sweep = this.db.prepare('DELETE FROM rate_windows WHERE ends_at <= ?');
    this.count = this.db.transaction((key: string, windowMs: number, now: number): RateWindow => {
      const row = find.get(key);
      const window = row && row.ends_at > now ? { hits: row.hits + 1, endsAt: row.ends_at } : { hits: 1, endsAt: now + windowMs };
      save.run(key, window.hits, window.endsAt);
      return window;
    });
  }

  async hit(key: string, windowMs: number, now: number): Promise<RateWindow> {
    try {
      if (now - this.lastSweep > 60_000) {
        this.lastSweep = now;
        this.sweep.run(now);
      }
      // IMMEDIATE: the read and the write of one count are one step for every process on the file.
      return this.count.immediate(key, windowMs, now);
    } catch (error) {
      const code = sqliteUnavailableCode(error);
      if (code) throw new StoreUnavailableError('Limit store', `The limit store cannot write (${code})`, error);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
