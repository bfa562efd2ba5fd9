/**
 * Store benchmark: durable appends, replay into the in-process read models, boot with a large log,
 * and the plain better-sqlite3 ceilings for the first two, all measured in one run on a fresh temp
 * directory. Run after a build: `node --expose-gc backend/dist/bench/store.bench.js`.
 *
 * Knobs (environment): BENCH_EVENTS (log size for replay and boot, default 1000000), BENCH_APPENDERS
 * (default 64), BENCH_APPEND_SECONDS (default 5), BENCH_KEEP=1 keeps the temp directory.
 */
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../create-app';
import { loadConfig } from '../platform/config/app-config';
import type { EventMetadata, NewEvent, RecordedEvent } from '../platform/event-store/event-envelope';
import type { ExpectedRevision } from '../platform/event-store/event-store.port';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import type { Projection } from '../platform/projections/projection';
import { ProjectionRunner } from '../platform/projections/projection-runner';
import { applyOnce } from '../platform/projections/read-model-writes';
import { MemoryReadStore } from '../platform/read-store/memory-read-store';
import type { Doc, ReadCollection, ReadStore } from '../platform/read-store/read-store.port';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const APPENDERS = Number(process.env.BENCH_APPENDERS ?? 64);
const APPEND_SECONDS = Number(process.env.BENCH_APPEND_SECONDS ?? 5);
const CEILING_SECONDS = 3;
/** Every item stream gets exactly this many events: created, updates, completed. */
const EVENTS_PER_ITEM = 10;
const OWNERS = 10_000;
const DAYS = 365;

const TARGET_APPENDS = 10_000;
const TARGET_REPLAY = 200_000;
const TARGET_BOOT_MS = 10_000;

const CREATED = 'bench.item_created';
const UPDATED = 'bench.item_updated';
const COMPLETED = 'bench.item_completed';

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

function metadata(occurredAt: string, actor: string): EventMetadata {
  return { eventId: randomUUID(), occurredAt, actor, correlationId: randomUUID(), causationId: null, source: 'web' };
}

interface ItemData {
  itemId: string;
  ownerId: string;
  title?: string;
  priority?: number;
}

/** The n-th event of the seeded log: items are worked on in overlapping windows, like real traffic. */
function seededEvent(index: number): { streamId: string; revision: number; type: string; data: ItemData; occurredAt: string } {
  const window = 1000;
  const perWindow = window * EVENTS_PER_ITEM;
  const w = Math.floor(index / perWindow);
  const within = index % perWindow;
  const revision = Math.floor(within / window);
  const item = w * window + (within % window);
  const itemId = `item-${item}`;
  const ownerId = `user-${item % OWNERS}`;
  const dayMs = Math.floor((index / EVENTS) * DAYS) * 86_400_000 + (index % 86_400) * 1000;
  const occurredAt = new Date(Date.UTC(2025, 0, 1) + dayMs).toISOString();
  const type = revision === 0 ? CREATED : revision === EVENTS_PER_ITEM - 1 ? COMPLETED : UPDATED;
  const data: ItemData =
    type === COMPLETED
      ? { itemId, ownerId }
      : { itemId, ownerId, title: `Call the accountant about invoice ${item} (draft ${revision})`, priority: (item + revision) % 4 };
  return { streamId: itemId, revision, type, data, occurredAt };
}

interface ItemView extends Doc {
  ownerId: string;
  title: string;
  priority: number;
  status: 'open' | 'done';
  edits: number;
  createdAt: string;
  updatedAt: string;
}

/** A per-stream document with secondary indexes, the commonest read model shape in the app. */
class ItemsProjection implements Projection {
  readonly name = 'bench-items';
  readonly handles = [CREATED, UPDATED, COMPLETED];
  readonly collections = ['bench_items'];
  private readonly items: ReadCollection<ItemView>;

  constructor(reads: ReadStore) {
    this.items = reads.collection<ItemView>('bench_items', [{ fields: { ownerId: 1 } }, { fields: { status: 1 } }]);
  }

  apply(event: RecordedEvent): Promise<void> {
    const data = event.data as ItemData;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case CREATED:
        return applyOnce(
          this.items,
          event.streamId,
          event,
          (current) =>
            current ?? {
              ownerId: data.ownerId,
              title: data.title ?? '',
              priority: data.priority ?? 0,
              status: 'open',
              edits: 0,
              createdAt: at,
              updatedAt: at,
            },
        );
      case UPDATED:
        return applyOnce(
          this.items,
          event.streamId,
          event,
          (current) =>
            current && {
              ...current,
              title: data.title ?? current.title,
              priority: data.priority ?? current.priority,
              edits: current.edits + 1,
              updatedAt: at,
            },
        );
      default:
        return applyOnce(this.items, event.streamId, event, (current) => current && { ...current, status: 'done', updatedAt: at });
    }
  }
}

interface DayView extends Doc {
  created: number;
  updated: number;
  completed: number;
}

/** A per-day counter: many events fold into few documents, as analytics summaries do. */
class DailyActivityProjection implements Projection {
  readonly name = 'bench-daily';
  readonly handles = [CREATED, UPDATED, COMPLETED];
  readonly collections = ['bench_daily'];
  private readonly days: ReadCollection<DayView>;

  constructor(reads: ReadStore) {
    this.days = reads.collection<DayView>('bench_daily');
  }

  apply(event: RecordedEvent): Promise<void> {
    const key = event.type === CREATED ? 'created' : event.type === UPDATED ? 'updated' : 'completed';
    return applyOnce(this.days, event.metadata.occurredAt.slice(0, 10), event, (current) => {
      const next = { created: current?.created ?? 0, updated: current?.updated ?? 0, completed: current?.completed ?? 0 };
      next[key] += 1;
      return next;
    });
  }
}

interface OwnerView extends Doc {
  open: number;
  done: number;
}

/** Reads only two of the three types: the runner must still move its checkpoint past the rest. */
class OwnersProjection implements Projection {
  readonly name = 'bench-owners';
  readonly handles = [CREATED, COMPLETED];
  readonly collections = ['bench_owners'];
  private readonly owners: ReadCollection<OwnerView>;

  constructor(reads: ReadStore) {
    this.owners = reads.collection<OwnerView>('bench_owners');
  }

  apply(event: RecordedEvent): Promise<void> {
    const { ownerId } = event.data as ItemData;
    const done = event.type === COMPLETED;
    return applyOnce(this.owners, ownerId, event, (current) => ({
      open: (current?.open ?? 0) + (done ? -1 : 1),
      done: (current?.done ?? 0) + (done ? 1 : 0),
    }));
  }
}

function createSchema(file: string): Promise<void> {
  // The store creates its own schema, so the seeded and ceiling files are exactly what it would write.
  return new SqliteEventStore(file).close();
}

function openPlain(file: string, synchronous: 'FULL' | 'OFF'): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  return db;
}

const INSERT_SQL = 'INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)';

/**
 * Seeds the log with one direct insert transaction. This bypasses SqliteEventStore.append on purpose:
 * the append path is measured in (a); here only a realistic log of the right size matters.
 */
async function seed(file: string, count: number): Promise<number> {
  await createSchema(file);
  const db = openPlain(file, 'OFF');
  db.pragma('cache_size = -262144');
  const insert = db.prepare(INSERT_SQL);
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const e = seededEvent(i);
      insert.run(
        randomUUID(),
        e.streamId,
        e.revision,
        e.type,
        JSON.stringify(e.data),
        JSON.stringify(metadata(e.occurredAt, e.data.ownerId)),
      );
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return performance.now() - started;
}

interface Rate {
  events: number;
  ms: number;
  perSecond: number;
  /** Events per second of this process's CPU time: steadier than wall time on a shared machine. */
  perCpuSecond?: number;
}

function rate(events: number, ms: number, cpuMs?: number): Rate {
  const out: Rate = { events, ms: Math.round(ms), perSecond: Math.round((events / ms) * 1000) };
  if (cpuMs !== undefined) out.perCpuSecond = Math.round((events / cpuMs) * 1000);
  return out;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** (a) concurrent appenders, each on its own stream with the exact expected revision. */
async function measureAppends(file: string): Promise<Rate & { p50Ms: number; p99Ms: number }> {
  const store = new SqliteEventStore(file);
  const latencies: number[] = [];
  let acknowledged = 0;
  const deadline = performance.now() + APPEND_SECONDS * 1000;
  const started = performance.now();
  const appender = async (n: number): Promise<void> => {
    const streamId = `appender-${n}`;
    let expected: ExpectedRevision = 'no_stream';
    while (performance.now() < deadline) {
      const event: NewEvent = {
        type: UPDATED,
        data: { itemId: streamId, ownerId: `user-${n}`, title: `Draft ${acknowledged}`, priority: n % 4 },
        metadata: metadata(new Date().toISOString(), `user-${n}`),
      };
      const t0 = performance.now();
      const result = await store.append(streamId, [event], expected);
      latencies.push(performance.now() - t0);
      expected = result.nextRevision;
      acknowledged += 1;
    }
  };
  await Promise.all(Array.from({ length: APPENDERS }, (_, n) => appender(n)));
  const ms = performance.now() - started;
  const head = await store.headPosition();
  await store.close();
  if (head !== acknowledged) throw new Error(`(a) acknowledged ${acknowledged} appends but the log holds ${head}`);
  const sorted = Float64Array.from(latencies).sort();
  return { ...rate(acknowledged, ms), p50Ms: round2(percentile(sorted, 50)), p99Ms: round2(percentile(sorted, 99)) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** (d) one durable transaction per insert, and `perTransaction` inserts per durable transaction. */
function measureDurableCeiling(file: string, perTransaction: number): Rate {
  const db = openPlain(file, 'FULL');
  const insert = db.prepare(INSERT_SQL);
  const write = db.transaction((rows: unknown[][]) => {
    for (const row of rows) insert.run(...row);
  });
  const metaTemplate = metadata(new Date().toISOString(), 'user-0');
  let written = 0;
  const started = performance.now();
  const deadline = started + CEILING_SECONDS * 1000;
  while (performance.now() < deadline) {
    const rows: unknown[][] = [];
    for (let i = 0; i < perTransaction; i += 1) {
      const streamId = `ceiling-${perTransaction}-${i}`;
      const revision = Math.floor(written / perTransaction);
      const data = JSON.stringify({ itemId: streamId, ownerId: 'user-0', title: `Draft ${written}`, priority: 1 });
      rows.push([randomUUID(), streamId, revision, UPDATED, data, JSON.stringify({ ...metaTemplate, eventId: randomUUID() })]);
      written += 1;
    }
    write(rows);
  }
  const ms = performance.now() - started;
  db.close();
  return rate(written, ms);
}

/**
 * (d) the read ceiling: one plain scan of every column a RecordedEvent needs, rows as arrays (the
 * cheapest form better-sqlite3 returns), both JSON columns parsed, nothing else.
 */
function measureReadCeiling(file: string): Rate {
  const db = new Database(file, { readonly: true });
  const scan = db.prepare<[], [number, string, number, string, string, string]>(
    'SELECT position, stream_id, revision, type, data, metadata FROM events ORDER BY position',
  );
  const cpu = process.cpuUsage();
  const started = performance.now();
  let count = 0;
  let checksum = 0;
  for (const row of scan.raw().iterate()) {
    const data = JSON.parse(row[4]) as ItemData;
    const meta = JSON.parse(row[5]) as EventMetadata;
    checksum += data.itemId.length + meta.actor.length + row[0] + row[2] + row[1].length + row[3].length;
    count += 1;
  }
  const ms = performance.now() - started;
  const cpuMs = cpuMsSince(cpu);
  db.close();
  if (checksum === 0 && count > 0) throw new Error('unreachable');
  return rate(count, ms, cpuMs);
}

/** (b) boot-time catch-up of three projections from an empty read store, through the real runner. */
async function measureReplay(file: string, mode: 'start' | 'rebuild'): Promise<Rate> {
  const store = new SqliteEventStore(file);
  const reads = new MemoryReadStore();
  const runner = new ProjectionRunner(store, reads);
  runner.register(new ItemsProjection(reads));
  runner.register(new DailyActivityProjection(reads));
  runner.register(new OwnersProjection(reads));
  const head = await store.headPosition();
  const cpu = process.cpuUsage();
  const started = performance.now();
  if (mode === 'start') await runner.start();
  else await runner.rebuild();
  const ms = performance.now() - started;
  const cpuMs = cpuMsSince(cpu);
  await verifyReplay(reads, head);
  await runner.stop();
  await store.close();
  await reads.close();
  return rate(head, ms, cpuMs);
}

async function verifyReplay(reads: ReadStore, head: number): Promise<void> {
  const items = await reads.collection<ItemView>('bench_items').count();
  const done = await reads.collection<ItemView>('bench_items').count({ status: 'done' });
  const days = await reads
    .collection<DayView>('bench_daily')
    .aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: { $add: ['$created', '$updated', '$completed'] } } } }]);
  const owners = await reads
    .collection<OwnerView>('bench_owners')
    .aggregate<{ done: number }>([{ $group: { _id: null, done: { $sum: '$done' } } }]);
  const expectedItems = head / EVENTS_PER_ITEM;
  if (items !== expectedItems || done !== expectedItems || days[0]?.total !== head || owners[0]?.done !== expectedItems) {
    throw new Error(
      `(b) read models are wrong after replay: items=${items} done=${done} days=${days[0]?.total} owners.done=${owners[0]?.done}`,
    );
  }
}

/** /health shows the log head only to operators and the configured monitor. */
const PROBE_TOKEN = 'probe-token-for-the-benchmark';
const PROBE = { headers: { 'x-probe-token': PROBE_TOKEN } };

/** (c) from createApp until the server listens and /health answers with the whole log counted. */
async function measureBoot(dataDir: string, head: number): Promise<{ ms: number; head: number }> {
  const started = performance.now();
  const app = await createApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HEALTH_PROBE_TOKEN: PROBE_TOKEN }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const response = await fetch(`http://127.0.0.1:${port}/health`, PROBE);
  const body = (await response.json()) as { status: string; head: number };
  const ms = performance.now() - started;
  await app.close();
  if (response.status !== 200 || body.status !== 'ok' || body.head < head) {
    throw new Error(`(c) /health answered ${response.status} ${JSON.stringify(body)}`);
  }
  return { ms: Math.round(ms), head: body.head };
}

/**
 * (c) again as an operator sees it: a fresh `node backend/dist/main.js` process, so module loading
 * and the JIT warming up count too.
 */
async function measureProcessBoot(dataDir: string, head: number): Promise<{ ms: number; head: number }> {
  const port = await new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    HEALTH_PROBE_TOKEN: PROBE_TOKEN,
  };
  delete env.EVENT_STORE_URL;
  delete env.MONGODB_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [join(__dirname, '..', 'main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`(c) the server exited with code ${child.exitCode} during boot`);
      if (performance.now() - started > 120_000) throw new Error('(c) the server did not answer /health within 120 s');
      const body = await fetch(`http://127.0.0.1:${port}/health`, PROBE)
        .then((response) => (response.ok ? (response.json() as Promise<{ head: number }>) : null))
        .catch(() => null);
      if (body) {
        if (body.head < head) throw new Error(`(c) /health reported head ${body.head}, expected ${head}`);
        return { ms: Math.round(performance.now() - started), head: body.head };
      }
      await new Promise((done) => setTimeout(done, 20));
    }
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

function machine() {
  const model = /model name\s*:\s*(.+)/.exec(safeRead('/proc/cpuinfo'))?.[1] ?? cpus()[0]?.model ?? 'unknown';
  return {
    cpus: availableParallelism(),
    cpuModel: model.trim(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function fmt(n: number): string {
  return n.toLocaleString('en-GB');
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) => `| ${r.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  // The runner logs through Nest's default console logger outside an app; the table is the output here.
  Logger.overrideLogger(false);
  const root = mkdtempSync(join(tmpdir(), 'daily-bench-'));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'events.sqlite');
  const loadBefore = loadavg()[0];
  try {
    log(`temp directory ${root}`);

    log(`(a) ${APPENDERS} appenders for ${APPEND_SECONDS} s`);
    const appends = await measureAppends(join(root, 'appends.sqlite'));
    gc();

    log('(d) durable insert ceilings');
    const perInsertFile = join(root, 'ceiling-1.sqlite');
    await createSchema(perInsertFile);
    const ceilingOne = measureDurableCeiling(perInsertFile, 1);
    const batchedFile = join(root, 'ceiling-batched.sqlite');
    await createSchema(batchedFile);
    const ceilingBatched = measureDurableCeiling(batchedFile, APPENDERS);
    gc();

    log(`seeding ${fmt(EVENTS)} events (direct insert, one transaction)`);
    const seedMs = await seed(logFile, EVENTS);
    log(`seeded in ${fmt(Math.round(seedMs))} ms`);
    gc();

    log('(d) read ceiling');
    const readCeiling = measureReadCeiling(logFile);
    gc();

    log('(b) replay through ProjectionRunner.start');
    const replay = await measureReplay(logFile, 'start');
    gc();
    log('(b) replay through ProjectionRunner.rebuild');
    const rebuild = await measureReplay(logFile, 'rebuild');
    gc();

    log('(c) boot to ready');
    const boot = await measureBoot(dataDir, EVENTS);
    gc();
    log('(c) boot to ready, as a new process');
    const processBoot = await measureProcessBoot(dataDir, EVENTS);

    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
    const met = (ok: boolean) => (ok ? 'yes' : 'NO');
    const rows = [
      ['measure', 'result', 'target', 'met', 'ceiling', 'vs ceiling'],
      [
        `(a) durable appends, ${APPENDERS} appenders, 1 event each, exact expected revision`,
        `${fmt(appends.perSecond)} events/s (p50 ${appends.p50Ms} ms, p99 ${appends.p99Ms} ms)`,
        `>= ${fmt(TARGET_APPENDS)} events/s`,
        met(appends.perSecond >= TARGET_APPENDS),
        `${fmt(ceilingBatched.perSecond)} rows/s (${APPENDERS} rows per durable tx)`,
        ratio(appends.perSecond, ceilingBatched.perSecond),
      ],
      [
        '(a) same, against one durable transaction per insert',
        `${fmt(appends.perSecond)} events/s`,
        '',
        '',
        `${fmt(ceilingOne.perSecond)} rows/s (1 row per durable tx)`,
        ratio(appends.perSecond, ceilingOne.perSecond),
      ],
      [
        `(b) replay ${fmt(EVENTS)} events into 3 projections (ProjectionRunner.start)`,
        `${fmt(replay.perSecond)} events/s (${fmt(replay.ms)} ms; ${fmt(replay.perCpuSecond ?? 0)}/CPU-s)`,
        `>= ${fmt(TARGET_REPLAY)} events/s`,
        met(replay.perSecond >= TARGET_REPLAY),
        `${fmt(readCeiling.perSecond)} rows/s (read + 2 JSON.parse; ${fmt(readCeiling.perCpuSecond ?? 0)}/CPU-s)`,
        `${ratio(replay.perSecond, readCeiling.perSecond)} (CPU ${ratio(replay.perCpuSecond ?? 0, readCeiling.perCpuSecond ?? 1)})`,
      ],
      [
        `(b) full rebuild of the same (ProjectionRunner.rebuild)`,
        `${fmt(rebuild.perSecond)} events/s (${fmt(rebuild.ms)} ms; ${fmt(rebuild.perCpuSecond ?? 0)}/CPU-s)`,
        '',
        '',
        `${fmt(readCeiling.perSecond)} rows/s`,
        `${ratio(rebuild.perSecond, readCeiling.perSecond)} (CPU ${ratio(rebuild.perCpuSecond ?? 0, readCeiling.perCpuSecond ?? 1)})`,
      ],
      [
        `(c) boot to ready with ${fmt(EVENTS)} events (createApp -> listen -> /health)`,
        `${fmt(boot.ms)} ms`,
        `<= ${fmt(TARGET_BOOT_MS)} ms`,
        met(boot.ms <= TARGET_BOOT_MS),
        `${fmt(Math.round((EVENTS / readCeiling.perSecond) * 1000))} ms (reading the log at the ceiling)`,
        ratio(boot.ms, (EVENTS / readCeiling.perSecond) * 1000),
      ],
      [
        `(c) same, as a new process (spawn node backend/dist/main.js -> /health)`,
        `${fmt(processBoot.ms)} ms`,
        `<= ${fmt(TARGET_BOOT_MS)} ms`,
        met(processBoot.ms <= TARGET_BOOT_MS),
        '',
        ratio(processBoot.ms, (EVENTS / readCeiling.perSecond) * 1000),
      ],
    ];
    const info = machine();
    console.log(`\nStore benchmark — ${info.cpuModel}, ${info.cpus} CPUs, ${info.memoryGiB} GiB, node ${info.node}\n`);
    console.log(table(rows));
    const load = { before: round2(loadBefore), after: round2(loadavg()[0]) };
    console.log(`\nseeding ${fmt(EVENTS)} events took ${fmt(Math.round(seedMs))} ms (direct insert, not measured above)`);
    console.log(`1-minute load average: ${load.before} at start, ${load.after} at end (on ${info.cpus} CPUs)\n`);
    console.log(
      JSON.stringify({
        bench: 'store',
        date: new Date().toISOString(),
        machine: info,
        load,
        events: EVENTS,
        appenders: APPENDERS,
        appends,
        replay,
        rebuild,
        bootMs: boot.ms,
        processBootMs: processBoot.ms,
        ceilings: { durableOnePerTx: ceilingOne, durableBatched: ceilingBatched, read: readCeiling },
        targets: { appendsPerSecond: TARGET_APPENDS, replayPerSecond: TARGET_REPLAY, bootMs: TARGET_BOOT_MS },
        met: {
          appends: appends.perSecond >= TARGET_APPENDS,
          replay: replay.perSecond >= TARGET_REPLAY,
          boot: boot.ms <= TARGET_BOOT_MS,
          processBoot: processBoot.ms <= TARGET_BOOT_MS,
        },
      }),
    );
  } finally {
    if (process.env.BENCH_KEEP === '1') log(`kept ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

// Importable without running, so a profiling session can drive one phase on its own.
export { DailyActivityProjection, ItemsProjection, OwnersProjection, measureReplay, seed };

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
