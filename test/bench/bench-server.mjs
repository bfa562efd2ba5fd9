/**
 * What the API benchmarks share: the built server started in embedded mode on a free loopback port
 * with a fresh data directory, sign-in of its test phones, plain JSON calls for seeding, and what
 * /proc tells about the server process.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';

const { fetch } = globalThis;

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// autocannon is a dependency of the backend workspace; resolve it from there whatever npm hoisted.
export const autocannon = createRequire(join(ROOT, 'backend', 'package.json'))('autocannon');

export const CODE = '123456';
export const JSON_BODY = { 'content-type': 'application/json' };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function call(url, method, path, body, token) {
  const response = await fetch(url + path, {
    method,
    headers: { ...(body ? JSON_BODY : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Starts BENCH_SERVER (default backend/dist/main.js) with `phones` as its test phones, all with CODE. */
export async function startServer(dataDir, phones) {
  const port = await freePort();
  const entry = process.env.BENCH_SERVER ?? join(ROOT, 'backend', 'dist', 'main.js');
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_TEST_PHONES: phones.map((phone) => `${phone}:${CODE}:closed`).join(','),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      // Every request comes from one address: the per-address tracking limit would otherwise be the measurement.
      ANALYTICS_RATE_LIMIT_PER_MINUTE: '1000000000',
      // Likewise the per-address sign-in limits and the per-number code limits.
      SIGN_IN_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}; was \`npm run build\` run?`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer /health within 30 s');
}

/** Signs a test phone in; answers `{ token, userId }`. */
export async function signIn(url, phone) {
  await call(url, 'POST', '/auth/otp', { phone });
  const { session } = await call(url, 'POST', '/auth/verify', { phone, token: CODE, type: 'sms' });
  return { token: session.access_token, userId: session.user.id };
}

/** User plus system CPU seconds the process has used so far, or null off Linux. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 1/100 s on every Linux Node supports.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the process has used under `share` of one core for a whole `windowMs`, or `timeoutMs`
 * has passed; answers the milliseconds waited and whether it settled (`known` is false, and nothing
 * is waited for, where /proc cannot tell the process's CPU time). A scenario measured right
 * after another would otherwise share the machine with the work the first one left behind
 * (projections catching up on thousands of new events, a collection of the garbage).
 */
export async function waitUntilIdle(pid, { share = 0.05, windowMs = 500, timeoutMs = 30_000 } = {}) {
  const started = Date.now();
  if (cpuSeconds(pid) === null) return { waitedMs: 0, settled: false, known: false };
  while (Date.now() - started < timeoutMs) {
    const before = cpuSeconds(pid);
    await sleep(windowMs);
    const after = cpuSeconds(pid);
    if (before === null || after === null) return { waitedMs: Date.now() - started, settled: false, known: false };
    if (after - before < (share * windowMs) / 1000) return { waitedMs: Date.now() - started, settled: true, known: true };
  }
  return { waitedMs: Date.now() - started, settled: false, known: true };
}

/** Resident and peak resident memory of the process in MiB (VmRSS, VmHWM), or nulls off Linux. */
export function memoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return { rss: null, peak: null };
  }
}
