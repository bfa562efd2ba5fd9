// @ts-check
'use strict';
/**
 * The embedded event log's writer: a worker thread that owns the one writing connection and commits
 * each batch of appends in one durable transaction. With synchronous=FULL every commit waits for
 * fsync; here that wait blocks only this thread, so the main thread keeps serving requests and the
 * next batch forms while the disk works.
 *
 * Plain JavaScript so that a worker thread can load it as it is, from the build and in tests alike.
 *
 * Messages in:  {type: 'append', batch: WireAppend[]}, {type: 'close'}
 * Messages out: {type: 'appended', outcomes: Outcome[]}, {type: 'failed', code, message}, {type: 'closed'}
 */
const Database = require('better-sqlite3');
const { parentPort, workerData } = require('node:worker_threads');

/**
 * @typedef {{eventId: string, type: string, data: string, metadata: string}} WireEvent
 * @typedef {{streamId: string, expected: 'any' | 'no_stream' | number, events: WireEvent[]}} WireAppend
 * @typedef {{ok: true, nextRevision: number, position: number, replayed?: true}
 *   | {ok: false, conflict: {expected: 'any' | 'no_stream' | number, actual: 'no_stream' | number}}
 *   | {ok: false, message: string}} Outcome
 * @typedef {{stream_id: string, revision: number, position: number}} StoredRow
 */

if (!parentPort) throw new Error('sqlite-writer.worker.js runs only as a worker thread');
const port = parentPort;

const { file, unavailableCodes } = /** @type {{file: string, unavailableCodes: string}} */ (workerData);
/** SQLite codes that mean the disk or the file is at fault, not one append: the whole batch fails (the main thread's list). */
const UNAVAILABLE = new RegExp(unavailableCodes);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');

const byEventId = db.prepare('SELECT stream_id, revision, position FROM events WHERE event_id = ?');
const streamHead = db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?');
const insert = db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');

/**
 * One append of the batch: succeeds or fails on its own, inside the batch's transaction.
 * @param {WireAppend} item
 * @returns {Outcome}
 */
function tryAppend(item) {
  const first = /** @type {StoredRow | undefined} */ (byEventId.get(item.events[0].eventId));
  if (first) return replayedAppend(item, first);
  const headRow = /** @type {{revision: number | null} | undefined} */ (streamHead.get(item.streamId));
  const head = headRow?.revision ?? null;
  const expected = item.expected;
  const matches = expected === 'any' || (expected === 'no_stream' ? head === null : head === expected);
  if (!matches) return { ok: false, conflict: { expected, actual: head === null ? 'no_stream' : head } };
  let revision = head ?? -1;
  let position = 0;
  for (const event of item.events) {
    revision += 1;
    const info = insert.run(event.eventId, item.streamId, revision, event.type, event.data, event.metadata);
    position = Number(info.lastInsertRowid);
  }
  return { ok: true, nextRevision: revision, position };
}

/**
 * The same events sent again (a retried request): answer as the first time, write nothing.
 * @param {WireAppend} item
 * @param {StoredRow} first
 * @returns {Outcome}
 */
function replayedAppend(item, first) {
  const rows = item.events.map((event) => /** @type {StoredRow | undefined} */ (byEventId.get(event.eventId)));
  const allSame = first.stream_id === item.streamId && rows.every((row) => row !== undefined && row.stream_id === item.streamId);
  if (!allSame) return { ok: false, message: `Event ${item.events[0].eventId} was already appended to another stream or only in part` };
  const last = /** @type {StoredRow} */ (rows[rows.length - 1]);
  return { ok: true, nextRevision: last.revision, position: last.position, replayed: true };
}

/** @param {unknown} error */
function codeOf(error) {
  const code = /** @type {{code?: unknown} | null} */ (error)?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * Each append runs in a savepoint of the batch's transaction, so one append that fails on its own
 * (a payload the table refuses, an event id stored before under another stream) is rolled back
 * alone and answered alone; the others of the batch still commit.
 * @param {WireAppend} item
 * @returns {Outcome}
 */
function appendInSavepoint(item) {
  try {
    return appendOne(item);
  } catch (error) {
    if (UNAVAILABLE.test(codeOf(error) ?? '')) throw error;
    return { ok: false, message: String(/** @type {{message?: unknown}} */ (error)?.message ?? error) };
  }
}

// Made once: a transaction function called inside another transaction runs as a savepoint.
const appendOne = db.transaction((/** @type {WireAppend} */ item) => tryAppend(item));
const appendAll = db.transaction((/** @type {WireAppend[]} */ batch, /** @type {Outcome[]} */ outcomes) => {
  for (const item of batch) outcomes.push(appendInSavepoint(item));
});

/** @param {WireAppend[]} batch */
function appendBatch(batch) {
  /** @type {Outcome[]} */
  const outcomes = [];
  try {
    // IMMEDIATE takes the write lock before the revision checks read anything. A deferred
    // transaction reads first and then upgrades, and when another connection (a second process on
    // the same file) has committed in between, SQLite fails the upgrade at once with SQLITE_BUSY
    // instead of waiting out busy_timeout.
    appendAll.immediate(batch, outcomes);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      code: codeOf(error),
      message: String(/** @type {{message?: unknown}} */ (error)?.message ?? error),
    });
    return;
  }
  port.postMessage({ type: 'appended', outcomes });
}

port.on('message', (/** @type {{type: 'append', batch: WireAppend[]} | {type: 'close'}} */ message) => {
  if (message.type === 'append') {
    appendBatch(message.batch);
    return;
  }
  db.close();
  port.postMessage({ type: 'closed' });
  port.close();
});
