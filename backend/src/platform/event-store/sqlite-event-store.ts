import Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
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
import { RecentAppends } from './recent-appends';
import { SqliteWriter, type WireAppend, type WireOutcome, WriterBatchError } from './sqlite-writer';
import { sqliteUnavailableCode } from '../store-unavailable';
import { ensurePrivateFile } from '../private-file';

interface PendingAppend {
  wire: WireAppend;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** Serialised here, on the caller's turn, so a payload that cannot be stored fails its own append only. */
function toWire(event: NewEvent): WireAppend['events'][number] {
  return { eventId: event.metadata.eventId, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) };
}

function settle(item: PendingAppend, outcome: WireOutcome): void {
  if (outcome.ok) item.resolve({ nextRevision: outcome.nextRevision, position: outcome.position });
  else if ('conflict' in outcome)
    item.reject(new WrongExpectedRevisionError(item.wire.streamId, outcome.conflict.expected, outcome.conflict.actual));
  else item.reject(new Error(outcome.message));
}

const SUBSCRIPTION_PAGE = 1000;

/** Emitted when the file changed by a commit that may not be this process's (see watchOtherWriters). */
const CHANGED_ON_FILE = 'changed-on-file';

/** How soon a subscription sees an append made by another process sharing the file. */
const OTHER_WRITERS_POLL_MS = 100;

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

/** What an append just wrote, as a read of the file would return it (the same stored text, parsed). */
function writtenEvents(wire: WireAppend, outcome: WireOutcome): RecordedEvent[] {
  if (!outcome.ok || outcome.replayed) return [];
  const count = wire.events.length;
  return wire.events.map((event, i) =>
    toRecorded([
      outcome.position - count + 1 + i,
      wire.streamId,
      outcome.nextRevision - count + 1 + i,
      event.type,
      event.data,
      event.metadata,
    ]),
  );
}

function toRecordedAll(rows: EventTuple[]): RecordedEvent[] {
  const out = new Array<RecordedEvent>(rows.length);
  for (let i = 0; i < rows.length; i += 1) out[i] = toRecorded(rows[i]);
  return out;
}

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an acknowledged
 * event survives power loss. Writes happen on a writer thread (sqlite-writer.worker.js), so the
 * fsync of a commit never blocks this thread; concurrent appends share one transaction and one
 * fsync (group commit). Reads use this thread's own connection, which WAL lets run beside the writer.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly recent = new RecentAppends();
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private writing = false;
  private drained: (() => void) | null = null;
  private closing: Promise<void> | null = null;
  private readonly writer: SqliteWriter;
  private readonly statements: ReturnType<SqliteEventStore['prepare']>;
  /** Watches the file for appends by other processes (see watchOtherWriters). */
  private watcher: NodeJS.Timeout | null = null;
  private seenVersion = 0;

  constructor(
    readonly file: string,
    /** How often the file is checked for other processes' commits (longer only in tests). */
    private readonly otherWritersPollMs = OTHER_WRITERS_POLL_MS,
  ) {
    ensurePrivateFile(file);
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
    this.writer = new SqliteWriter(file);
    this.appended.setMaxListeners(0);
  }

  private prepare() {
    return {
      readStream: this.db.prepare<[string], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY revision`).raw(),
      readAll: this.db
        .prepare<[number, number], EventTuple>(`SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`)
        .raw(),
      head: this.db.prepare<[], { position: number | null }>('SELECT MAX(position) AS position FROM events'),
    };
  }

  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closing) return Promise.reject(new EventStoreUnavailableError('The event store is closed'));
    if (events.length === 0) return Promise.reject(new Error('append needs at least one event'));
    let wire: WireAppend;
    try {
      wire = { streamId, expected, events: events.map(toWire) };
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ wire, resolve, reject });
      this.scheduleFlush();
    });
  }

  /**
   * Group commit: appends that arrive while a batch is being written wait and go together in the
   * next one, so the batch grows with the load and each fsync carries as many appends as arrived
   * during the previous one.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled || this.writing) return;
    this.flushScheduled = true;
    setImmediate(() => void this.flush());
  }

  /** Writes every queued append in one transaction on the writer thread; each succeeds or fails on its own. */
  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    this.writing = true;
    try {
      const outcomes = await this.writer.write(batch.map((item) => item.wire));
      batch.forEach((item, i) => settle(item, outcomes[i]));
      // Only while someone follows the log (reading back what was just written is a share of each
      // write's cost). A write nobody followed ends the run: it must always end at the last write.
      if (this.appended.listenerCount('appended') === 0) this.recent.clear();
      else batch.forEach((item, i) => this.recent.add(writtenEvents(item.wire, outcomes[i])));
      this.appended.emit('appended');
    } catch (error) {
      const failure = this.translate(error);
      for (const item of batch) item.reject(failure);
    } finally {
      this.writing = false;
      if (this.queue.length > 0) this.scheduleFlush();
      else this.drained?.();
    }
  }

  /** The disk or the writer thread is at fault: 503, nothing applied. Anything else is passed on as it is. */
  private translate(error: unknown): unknown {
    const code = sqliteUnavailableCode(error);
    if (code) return new EventStoreUnavailableError(`The event store cannot write (${code})`, error);
    if (error instanceof WriterBatchError) return new EventStoreUnavailableError(error.message, error);
    return error;
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

  /**
   * Several processes on one machine may share the file (DATA_DIR): their appends do not pass
   * through this process's writer, so a cheap check of SQLite's data_version (which moves when any
   * other connection commits) wakes the subscriptions within OTHER_WRITERS_POLL_MS.
   */
  private watchOtherWriters(): void {
    if (this.watcher) return;
    this.seenVersion = this.dataVersion();
    this.watcher = setInterval(() => {
      if (this.closing) return;
      const version = this.dataVersion();
      if (version === this.seenVersion) return;
      this.seenVersion = version;
      this.appended.emit(CHANGED_ON_FILE);
    }, this.otherWritersPollMs);
    this.watcher.unref();
  }

  private dataVersion(): number {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  /**
   * Reads this process's own appends from memory while they follow on from where the subscription
   * is, and the file otherwise. The file is read first, and again after every change the
   * data_version check reports (another process may have written), before the subscription may
   * trust that nothing follows this process's last append.
   */
  subscribeToAll(options: SubscribeOptions): AllSubscription {
    this.watchOtherWriters();
    let fileUnread = true;
    return startPollingSubscription({
      options,
      readPage: (after) => {
        const recent = fileUnread ? undefined : this.recent.after(after, SUBSCRIPTION_PAGE);
        if (recent) return recent;
        fileUnread = false;
        return this.readAllSync(after, SUBSCRIPTION_PAGE);
      },
      isLatest: (position) => !fileUnread && position === this.recent.lastPosition(),
      onAppended: (listener) => {
        const changedOnFile = () => {
          fileUnread = true;
          listener();
        };
        this.appended.on('appended', listener);
        this.appended.on(CHANGED_ON_FILE, changedOnFile);
        return () => {
          this.appended.off('appended', listener);
          this.appended.off(CHANGED_ON_FILE, changedOnFile);
        };
      },
    });
  }

  async headPosition(): Promise<number> {
    return this.statements.head.get()?.position ?? 0;
  }

  /** Every caller waits for the same close: the file is let go only once the accepted appends are written. */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    if (this.watcher) clearInterval(this.watcher);
    this.watcher = null;
    // Appends already accepted are written before the file is let go.
    while (this.writing || this.queue.length > 0) {
      await new Promise<void>((resolve) => {
        this.drained = resolve;
        this.scheduleFlush();
      });
      this.drained = null;
    }
    await this.writer.close();
    this.appended.emit('appended');
    this.db.close();
  }
}
