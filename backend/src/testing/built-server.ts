import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { TEST_PROBE_TOKEN } from './test-server';
import { join, resolve } from 'node:path';

// The built server as a real child process, for specs that crash it on purpose: a SIGKILL of a
// process is a real crash, which an in-process server (test-server.ts) cannot have.

export const BACKEND = resolve(__dirname, '..', '..');
export const MAIN = join(BACKEND, 'dist', 'main.js');
// A boot takes about a second on a quiet machine; the margin is for a machine busy with other
// suites, where a boot once took longer than 15 s. A server that never answers still fails here.
const BOOT_TIMEOUT_MS = 40_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Health {
  status: string;
  head: number;
  projections: Array<{ name: string; position: number; state: string }>;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<Exit>;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
}

export interface ServerOptions {
  /** The server's LOG_LEVEL; silent unless a spec reads the log. */
  logLevel?: string;
  env?: Record<string, string>;
  /** Keep EVENT_STORE_URL and MONGODB_URL from `env` (cluster specs); otherwise the server runs embedded. */
  cluster?: boolean;
}

const children = new Set<ChildProcess>();
export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function requireBuild(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first with \`npm run build -w backend\``);
}

/** The promise's value, or null once `ms` have passed; the timer does not outlive the answer. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<null>((done) => (timer = setTimeout(() => done(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Follows a child so that killAllChildren can end it; collects its stderr (and stdout when asked). */
export function track(child: ChildProcess, withStdout = false): { exited: Promise<Exit>; output: () => string } {
  children.add(child);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if (withStdout) child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' rather than 'exit': it waits for the pipes to drain, so nothing the child wrote is left unread.
  const exited = new Promise<Exit>((done) =>
    child.once('close', (code, signal) => {
      children.delete(child);
      done({ code, signal });
    }),
  );
  return { exited, output: () => output };
}

/** SIGKILLs every child still running and waits until all are gone (afterEach of crash specs). */
export async function killAllChildren(): Promise<void> {
  for (const child of children) child.kill('SIGKILL');
  while (children.size > 0) await sleep(10);
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export async function getHealth(url: string): Promise<{ status: number; body: Health } | null> {
  try {
    const response = await fetch(`${url}/health`, { headers: { 'x-probe-token': TEST_PROBE_TOKEN } });
    return { status: response.status, body: (await response.json()) as Health };
  } catch {
    return null;
  }
}

/** Starts dist/main.js in embedded mode on `dataDir` and resolves once /health answers 200. */
export async function startServer(dataDir: string, port: number, options: ServerOptions = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HEALTH_PROBE_TOKEN: TEST_PROBE_TOKEN,
    ...options.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: options.logLevel ?? 'silent',
  };
  if (!options.cluster) {
    delete env.EVENT_STORE_URL;
    delete env.MONGODB_URL;
  }
  const child = spawn(process.execPath, [MAIN], { cwd: BACKEND, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const { exited, output } = track(child, true);
  const url = `http://127.0.0.1:${port}`;
  let gone: Exit | null = null;
  void exited.then((exit) => (gone = exit));
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited during boot (${JSON.stringify(gone)}): ${output()}`);
    const health = await getHealth(url);
    if (health?.status === 200) return { child, url, exited, output };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /health within ${BOOT_TIMEOUT_MS} ms: ${output()}`);
}

/** Polls /health until every projection has reached the log's head. */
export async function waitForProjections(url: string, timeoutMs = 5000): Promise<{ status: number; body: Health } | null> {
  let health: { status: number; body: Health } | null = null;
  const deadline = Date.now() + timeoutMs;
  do {
    health = await getHealth(url);
    if (health?.status === 200 && health.body.projections.every((p) => p.position === health!.body.head)) break;
    await sleep(50);
  } while (Date.now() < deadline);
  return health;
}
