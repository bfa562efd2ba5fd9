import Database from 'better-sqlite3';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BACKEND,
  freePort,
  killAllChildren,
  requireBuild,
  type ServerProcess,
  sleep,
  startServer,
  track,
  waitForProjections,
} from '../testing/built-server';
import { call } from '../testing/test-server';
import { checkClient, type Client, type ClientView, loadPhonesEnv, readClient, signInClients, startLoad } from '../testing/write-load';

// Faults the built server must survive without losing or doubling anything it acknowledged: a crash
// in the middle of heavy writing, and an event store that stops accepting writes for a while.

const CLIENTS = 50;
const REBUILD_CLI = join(BACKEND, 'dist', 'cli', 'rebuild-projections.js');

function readAllViews(url: string, clients: Client[]): Promise<ClientView[]> {
  return Promise.all(clients.map((client) => readClient(url, client)));
}

function violations(clients: Client[], views: ClientView[]): { lost: string[]; duplicated: string[] } {
  const found = clients.map((client, i) => checkClient(client, views[i]));
  return { lost: found.flatMap((v) => v.lost), duplicated: found.flatMap((v) => v.duplicated) };
}

/** The event log as another connection sees it: how many events and the last position. */
function logSummary(file: string): { count: number; head: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT COUNT(*) AS count, COALESCE(MAX(position), 0) AS head FROM events').get() as {
      count: number;
      head: number;
    };
    return row;
  } finally {
    db.close();
  }
}

async function runRebuild(dataDir: string): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.EVENT_STORE_URL;
  delete env.MONGODB_URL;
  const child = spawn(process.execPath, [REBUILD_CLI], { cwd: BACKEND, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const { exited, output } = track(child, true);
  const { code } = await exited;
  return { code, output: output() };
}

function hasPrlimit(): boolean {
  try {
    execFileSync('prlimit', ['--version'], { stdio: 'ignore' });
    return process.platform === 'linux';
  } catch {
    return false;
  }
}

/**
 * Caps the size of the files the server may write (RLIMIT_FSIZE). A write past the cap fails with
 * EFBIG, which SQLite reports as an I/O error: to the server the disk has stopped taking data. A
 * chmod would not do: the server holds the WAL open, and permissions are checked only on open.
 */
function capFileSize(pid: number, bytes: number | 'unlimited'): void {
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:`]);
}

describe('faults: the built server keeps every acknowledged write (embedded mode)', () => {
  let dataDir: string;
  let port: number;

  beforeAll(requireBuild);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-faults-'));
    port = await freePort();
  });

  afterEach(async () => {
    await killAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`a SIGKILL while ${CLIENTS} people write loses and doubles nothing, and the projections equal a full rebuild`, async () => {
    const env = loadPhonesEnv(CLIENTS);
    const server = await startServer(dataDir, port, { env });
    const clients = await signInClients(server.url, CLIENTS);

    const load = startLoad(server.url, clients, 'crash');
    while (load.acknowledged() < 600) await sleep(5);
    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    const crashed = await load.done;
    // The kill has to land while requests are in flight, or it proves nothing about them.
    expect(crashed.unanswered).toBeGreaterThan(0);
    expect(crashed.refused).toEqual({});

    const restarted = await startServer(dataDir, port, { env });
    expect((await waitForProjections(restarted.url))?.status).toBe(200);
    expect(violations(clients, await readAllViews(restarted.url, clients))).toEqual({ lost: [], duplicated: [] });

    // More writes on the restarted server go through the live projections; a rebuild from the log
    // must then give exactly what the live projections show.
    const more = startLoad(restarted.url, clients, 'live');
    while (more.acknowledged() < 200) await sleep(5);
    expect((await more.stop()).refused).toEqual({});
    const live = await waitForProjections(restarted.url);
    const liveViews = await readAllViews(restarted.url, clients);
    restarted.child.kill('SIGTERM');
    await restarted.exited;

    const rebuild = await runRebuild(dataDir);
    expect(rebuild).toEqual({ code: 0, output: expect.stringContaining(`Replayed ${live!.body.head.toLocaleString('en-GB')} events`) });
    expect(rebuild.output).not.toContain('STOPPED');

    const rebuilt = await startServer(dataDir, port, { env });
    await waitForProjections(rebuilt.url);
    const rebuiltViews = await readAllViews(rebuilt.url, clients);
    expect(rebuiltViews).toEqual(liveViews);
    expect(violations(clients, rebuiltViews)).toEqual({ lost: [], duplicated: [] });
  }, 60_000);

  it('while the event store cannot write, writes answer 503 and change nothing, reads go on, and writes resume after', async () => {
    if (!hasPrlimit()) {
      console.warn('Skipped: the store fault needs Linux and prlimit (util-linux).');
      return;
    }
    const env = loadPhonesEnv(4);
    const server: ServerProcess = await startServer(dataDir, port, { env, logLevel: 'warn' });
    const clients = await signInClients(server.url, 4);
    const warmup = startLoad(server.url, clients, 'before');
    while (warmup.acknowledged() < 20) await sleep(5);
    await warmup.stop();
    await waitForProjections(server.url);

    const file = join(dataDir, 'events.sqlite');
    const logBefore = logSummary(file);
    const viewsBefore = await readAllViews(server.url, clients);
    // Far below the WAL's checkpoint size, every commit appends to the WAL: capped at its size now, the next one fails.
    capFileSize(server.child.pid!, statSync(`${file}-wal`).size);
    try {
      const failed = startLoad(server.url, clients, 'during');
      await sleep(300);
      const during = await failed.stop();
      expect(during.acknowledged).toBe(0);
      expect(during.unanswered).toBe(0);
      expect(Object.keys(during.refused)).toEqual(['503']);

      const refused = await call(
        server.url,
        'POST',
        '/dev/user/tasks/create',
        { userId: clients[0].session.user.id, title: 'refused' },
        clients[0].session.access_token,
      );
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('The service cannot save changes right now. Nothing was changed; please try again shortly.');
      expect(server.output()).toMatch(/Event store unavailable: The event store cannot write \(SQLITE_[A-Z_]+\)/);

      // Reads are served from the read models, which the failed writes never reached.
      expect(await readAllViews(server.url, clients)).toEqual(viewsBefore);
      expect(logSummary(file)).toEqual(logBefore);
    } finally {
      capFileSize(server.child.pid!, 'unlimited');
    }

    const after = startLoad(server.url, clients, 'after');
    while (after.acknowledged() < 20) await sleep(5);
    const resumed = await after.stop();
    expect(resumed.refused).toEqual({});
    await waitForProjections(server.url);
    expect(logSummary(file).count).toBeGreaterThanOrEqual(logBefore.count + resumed.acknowledged);
    expect(violations(clients, await readAllViews(server.url, clients))).toEqual({ lost: [], duplicated: [] });
  }, 30_000);
});
