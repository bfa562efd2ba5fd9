import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { NewEvent, RecordedEvent } from './event-envelope';
import {
  type AllSubscription,
  type AppendResult,
  type EventStore,
  EventStoreUnavailableError,
  type ExpectedRevision,
  type SubscribeOptions,
  WrongExpectedRevisionError,
} from './event-store.port';
import { startPollingSubscription } from './polling-subscription';
import { sqliteUnavailableCode } from '../store-unavailable';

interface Row {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** The columns a RecordedEvent is built from, in this order (event_id lives inside the metadata). */
const EVENT_COLUMNS = 'position, stream_id, revision, type, data, metadata';
type EventTuple = [position: number, streamId: string, revision: number, type: string, data: string, metadata: string];

// Rows come back as arrays, not objects: a replay builds millions of them, and the keyed row object
// (with an event_id nobody reads) costs a measurable share of the replay.
function toRecorded(row: EventTuple): RecordedEvent {
  return {
    type: row[3],
    data: JSON.parse(row[4]),
    metadata: JSON.parse(row[5]),
    streamId: row[1],
    revision: row[2],
    position: row[0],
  };
}

function toRecordedAll(rows: EventTuple[]): RecordedEvent[] {
  const out = new Array<RecordedEvent>(rows.length);
  for (let i = 0; i < rows.length; i += 1) out[i] = toRecorded(rows[i]);
  return out;
}

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an acknowledged
 * event survives power loss. Appends that arrive in the same tick share one transaction (group
 * commit), so concurrent writers share one fsync.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly statements: ReturnType<SqliteEventStore['prepare']>;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL UNIQUE,
        stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );
    `);
    this.statements = this.prepare();
    this.appended.setMaxListeners(0);
  }

  private prepare() {
    return {
      streamHead: this.db.prepare<[string], { revision: number | null }>(
        'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
      ),
      byEventId: this.db.prepare<[string], Row>('SELECT * FROM events WHERE event_id = ?'),
      insert: this.db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)'),
      readStream: this.db.prepare<[string], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY revision`).raw(),
      readAll: this.db
        .prepare<[number, number], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
        .raw(),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
    };
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new EventStoreUnavailableError('The event store is closed'));
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Writes every queued append in one transaction; each append succeeds or fails on its own. */
  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    const outcomes: Array<{ ok: true; result: AppendResult } | { ok: false; error: unknown }> = [];
    try {
      // IMMEDIATE takes the write lock before the revision checks read anything. A deferred
      // transaction reads first and then upgrades, and when another connection (a second process on
      // the same file) has committed in between, SQLite fails the upgrade at once with
      // SQLITE_BUSY instead of waiting out busy_timeout.
      this.db
        .transaction(() => {
          for (const item of batch) outcomes.push(this.tryAppend(item));
        })
        .immediate();
    } catch (error) {
      const failure = this.translate(error);
      for (const item of batch) item.reject(failure);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) item.resolve(outcome.result);
      else item.reject(outcome.error);
    });
    this.appended.emit('appended');
  }

  private tryAppend(item: PendingAppend): { ok: true; result: AppendResult } | { ok: false; error: unknown } {
    const existing = this.statements.byEventId.get(item.events[0].metadata.eventId);
    if (existing) return this.replayedAppend(item, existing);
    const head = this.statements.streamHead.get(item.streamId)?.revision ?? null;
    const actual = head === null ? 'no_stream' : head;
    const expected = item.expected;
    const matches = expected === 'any' || (expected === 'no_stream' ? head === null : head === expected);
    if (!matches) return { ok: false, error: new WrongExpectedRevisionError(item.streamId, expected, actual) };
    let revision = head ?? -1;
    let position = 0;
    for (const event of item.events) {
      revision += 1;
      const info = this.statements.insert.run(
        event.metadata.eventId,
        item.streamId,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    return { ok: true, result: { nextRevision: revision, position } };
  }

  /** The same events sent again (a retried request): answer as the first time, write nothing. */
  private replayedAppend(item: PendingAppend, first: Row): { ok: true; result: AppendResult } | { ok: false; error: unknown } {
    const rows = item.events.map((e) => this.statements.byEventId.get(e.metadata.eventId));
    const allSame = rows.every((row) => row !== undefined && row.stream_id === item.streamId);
    if (!allSame || first.stream_id !== item.streamId) {
      return { ok: false, error: new Error(`Event ${first.event_id} was already appended to another stream or only in part`) };
    }
    const last = rows[rows.length - 1] as Row;
    return { ok: true, result: { nextRevision: last.revision, position: last.position } };
  }

  private translate(error: unknown): unknown {
    const code = sqliteUnavailableCode(error);
    return code ? new EventStoreUnavailableError(`The event store cannot write (${code})`, error) : error;
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    return toRecordedAll(this.statements.readStream.all(streamId));
  }

  async readAll(after: number, maxCount: number): Promise<RecordedEvent[]> {
    return this.readAllSync(after, maxCount);
  }

  /** Synchronous page read, used by the replay hot path where a promise per page is measurable. */
  readAllSync(after: number, maxCount: number): RecordedEvent[] {
    return toRecordedAll(this.statements.readAll.all(after, maxCount));
  }

  subscribeToAll(options: SubscribeOptions): AllSubscription {
    return startPollingSubscription({
      options,
      readPage: (after) => this.readAllSync(after, 1000),
      onAppended: (listener) => {
        this.appended.on('appended', listener);
        return () => this.appended.off('appended', listener);
      },
    });
  }

  async headPosition(): Promise<number> {
    return this.statements.head.get()?.position ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.queue.length > 0) this.flush();
    this.appended.emit('appended');
    this.db.close();
  }
}
