import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  BACKEND,
  type Exit,
  freePort,
  killAllChildren,
  requireBuild,
  sleep,
  startServer,
  track,
  waitForProjections,
  within,
} from '../testing/built-server';
import type { NewEvent, RecordedEvent } from './event-store/event-envelope';
import type { ExpectedRevision } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store';

// The built server runs as a real process, so a SIGKILL is a real crash: nothing in this process can
// flush on its behalf. Events are written by a separate writer process and by this test at the same
// time, through the same SQLite file (WAL allows several connections).

const WRITER = join(BACKEND, 'src', 'testing', 'append-worker.js');

interface Ack {
  eventId: string;
  streamId: string;
  revision: number;
  position: number;
}

interface Writer {
  child: ChildProcess;
  acks: Ack[];
  exited: Promise<Exit>;
  waitForAcks(count: number): Promise<void>;
}

function startWriter(file: string, appenders: number, prefix: string): Writer {
  const child = spawn(process.execPath, [WRITER, file, String(appenders), prefix], { stdio: ['ignore', 'pipe', 'pipe'] });
  const { exited, output } = track(child);
  const acks: Ack[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    // A killed writer may leave a torn last line; an acknowledgement we could not read is not one.
    try {
      const message = JSON.parse(line) as Partial<Ack>;
      if (message.eventId) acks.push(message as Ack);
    } catch {
      // ignored on purpose
    }
  });
  let gone: Exit | null = null;
  void exited.then((exit) => (gone = exit));
  return {
    child,
    acks,
    exited,
    waitForAcks: async (count) => {
      const deadline = Date.now() + 10_000;
      while (acks.length < count) {
        if (gone) throw new Error(`The writer exited early (${JSON.stringify(gone)}): ${output()}`);
        if (Date.now() > deadline) throw new Error(`The writer acknowledged ${acks.length} appends, expected ${count}: ${output()}`);
        await sleep(10);
      }
    },
  };
}

/** Appends from this process on its own connection, each stream with its exact expected revision. */
async function appendFromTest(file: string, prefix: string, streams: number, perStream: number): Promise<Ack[]> {
  const store = new SqliteEventStore(file);
  const acks: Ack[] = [];
  try {
    await Promise.all(
      Array.from({ length: streams }, async (_, n) => {
        const streamId = `${prefix}-${n}`;
        let expected: ExpectedRevision = 'no_stream';
        for (let i = 0; i < perStream; i += 1) {
          const eventId = randomUUID();
          const event: NewEvent = {
            type: 'restart.probe_appended',
            data: { from: 'test', i },
            metadata: {
              eventId,
              occurredAt: new Date().toISOString(),
              actor: 'system',
              correlationId: eventId,
              causationId: null,
              source: 'system',
            },
          };
          const result = await store.append(streamId, [event], expected);
          expected = result.nextRevision;
          acks.push({ eventId, streamId, revision: result.nextRevision, position: result.position });
        }
      }),
    );
  } finally {
    await store.close();
  }
  return acks;
}

async function readWholeLog(file: string): Promise<RecordedEvent[]> {
  const store = new SqliteEventStore(file);
  try {
    const all: RecordedEvent[] = [];
    for (let after = 0; ;) {
      const page = await store.readAll(after, 1000);
      if (page.length === 0) return all;
      all.push(...page);
      after = page[page.length - 1].position;
    }
  } finally {
    await store.close();
  }
}

/** Every acknowledged event is in the log exactly once, where it was acknowledged; the server agrees. */
async function expectEverythingKept(file: string, url: string, acks: Ack[]): Promise<void> {
  const log = await readWholeLog(file);
  const byId = new Map<string, RecordedEvent[]>();
  for (const event of log) byId.set(event.metadata.eventId, [...(byId.get(event.metadata.eventId) ?? []), event]);
  const missing = acks.filter((ack) => !byId.has(ack.eventId)).map((ack) => ack.eventId);
  const duplicated = [...byId].filter(([, events]) => events.length > 1).map(([id]) => id);
  const misplaced = acks.filter((ack) => {
    const event = byId.get(ack.eventId)?.[0];
    return event && (event.streamId !== ack.streamId || event.revision !== ack.revision || event.position !== ack.position);
  });
  expect({ missing, duplicated, misplaced }).toEqual({ missing: [], duplicated: [], misplaced: [] });

  const positions = log.map((event) => event.position);
  expect(positions.every((position, i) => i === 0 || position > positions[i - 1])).toBe(true);
  const revisions = new Map<string, number[]>();
  for (const event of log) revisions.set(event.streamId, [...(revisions.get(event.streamId) ?? []), event.revision]);
  const gapped = [...revisions].filter(([, list]) => list.some((revision, i) => revision !== i)).map(([stream]) => stream);
  expect(gapped).toEqual([]);

  const lastAcknowledged = Math.max(...acks.map((ack) => ack.position));
  const logHead = positions[positions.length - 1];
  // The projections caught up with the head before the server listened; poll in case the server
  // appended something of its own since.
  const health = await waitForProjections(url);
  expect(health?.status).toBe(200);
  expect(health?.body.status).toBe('ok');
  expect(health!.body.head).toBeGreaterThanOrEqual(lastAcknowledged);
  expect(health!.body.head).toBeGreaterThanOrEqual(logHead);
  expect(health!.body.projections.length).toBeGreaterThan(0);
  expect(health!.body.projections.filter((p) => p.position !== health!.body.head)).toEqual([]);
}

describe('restart: acknowledged events survive the server stopping (built server, embedded mode)', () => {
  let dataDir: string;
  let file: string;
  let port: number;

  beforeAll(requireBuild);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-restart-'));
    file = join(dataDir, 'events.sqlite');
    port = await freePort();
  });

  afterEach(async () => {
    await killAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a SIGKILL of the server and of a writer mid-append, every acknowledged event is there exactly once', async () => {
    const server = await startServer(dataDir, port);
    const writer = startWriter(file, 8, 'killed');
    await writer.waitForAcks(200);
    const fromTest = await appendFromTest(file, 'test-killed', 4, 25);

    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    // The writer goes on while the server is down, then dies mid-append as well.
    await writer.waitForAcks(writer.acks.length + 100);
    writer.child.kill('SIGKILL');
    expect((await writer.exited).signal).toBe('SIGKILL');

    const restarted = await startServer(dataDir, port);
    await expectEverythingKept(file, restarted.url, [...fromTest, ...writer.acks]);
  }, 30_000);

  it('after a graceful SIGTERM of the server while another process appends, every acknowledged event is there exactly once', async () => {
    const server = await startServer(dataDir, port);
    const writer = startWriter(file, 8, 'graceful');
    await writer.waitForAcks(200);
    const fromTest = await appendFromTest(file, 'test-graceful', 4, 25);

    server.child.kill('SIGTERM');
    const stopped = await within(server.exited, 10_000);
    expect(stopped).not.toBeNull();
    expect(stopped!.code === 0 || stopped!.signal === 'SIGTERM').toBe(true);
    await writer.waitForAcks(writer.acks.length + 100);
    writer.child.kill('SIGTERM');
    expect(await writer.exited).toEqual({ code: 0, signal: null });

    const restarted = await startServer(dataDir, port);
    await expectEverythingKept(file, restarted.url, [...fromTest, ...writer.acks]);
  }, 30_000);
});
