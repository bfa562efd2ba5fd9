/**
 * Mixed-load benchmark (`npm run bench:mixed`, after `npm run build`): the built server in embedded
 * mode on loopback with a fresh data directory, several signed-in test users with a few tasks each,
 * then 200 connections of page visits 70 %, task lists 15 %, task writes 10 % and journal saves 5 %
 * (see mixed-requests.mjs), after a short run of the no-op GET /api/ping at the same 200 connections
 * so the mix's figures stand beside what the framework alone manages on this machine right now.
 *
 * Prints a markdown summary: requests/s, p50/p95/p99, errors (non-2xx, socket errors, timeouts),
 * the server's RSS at start and end, and per kind the observed share, status codes and latencies.
 * Exits with 1 only when a request failed; throughput is reported, not enforced.
 *
 * Knobs (environment): BENCH_MIXED_SECONDS (default 60), BENCH_MIXED_PING_SECONDS (default 10),
 * BENCH_MIXED_CONNECTIONS (default 200), BENCH_MIXED_USERS (default 10), BENCH_LOG_LEVEL,
 * BENCH_SERVER, BENCH_KEEP=1 (as in api.bench.mjs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

import { autocannon, call, cpuSeconds, memoryMiB, signIn, startServer } from './bench-server.mjs';
import { KINDS, mixedRequests } from './mixed-requests.mjs';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const PING_SECONDS = Number(process.env.BENCH_MIXED_PING_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 200);
const USERS = Number(process.env.BENCH_MIXED_USERS ?? 10);
const TASKS_PER_USER = 20;

function log(line) {
  process.stderr.write(`[bench:mixed] ${line}\n`);
}

const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
};

/** Test phones in Ofcom's drama range, one per user. */
const phones = () => Array.from({ length: USERS }, (_, i) => `+447700900${String(100 + i)}`);

async function seedUser(url, phone) {
  const user = await signIn(url, phone);
  const taskIds = [];
  for (let i = 0; i < TASKS_PER_USER; i += 1) {
    const { task } = await call(
      url,
      'POST',
      '/dev/user/tasks/create',
      { userId: user.userId, title: `Seed task ${i}`, description: '', important: i % 5 === 0, due_date: null },
      user.token,
    );
    taskIds.push(task.id);
  }
  return { ...user, taskIds };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latencies(values) {
  const sorted = Float64Array.from(values).sort();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Runs autocannon and keeps every response's latency, filed under the kind `kindOf()` names at that moment. */
async function run(options, kindOf = () => 'all') {
  const times = new Map();
  const instance = autocannon({ ...options, connections: CONNECTIONS });
  instance.on('response', (_client, _status, _bytes, ms) => {
    const kind = kindOf();
    if (!times.has(kind)) times.set(kind, []);
    times.get(kind).push(ms);
  });
  const result = await instance;
  const all = [...times.values()].flat();
  return {
    result,
    times,
    rps: result.requests.average,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    ...latencies(all),
  };
}

async function ping(url) {
  return run({ url: `${url}/api/ping`, duration: PING_SECONDS });
}

async function mix(url, users) {
  const counts = new Map(KINDS.map((kind) => [kind.key, new Map()]));
  let answered = null;
  const requests = mixedRequests(users, (kind, status) => {
    answered = kind;
    const codes = counts.get(kind);
    codes.set(status, (codes.get(status) ?? 0) + 1);
  });
  const row = await run({ url, duration: SECONDS, requests }, () => answered);
  return { ...row, counts };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value * 10) / 10}` : 'n/a');
const mib = (value) => (value === null ? 'n/a' : `${Math.round(value)} MiB`);
const codes = (map) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}×${n}`)
    .join(', ') || '—';

function summary({ noop, mixed, memory, cpuUs, load, started }) {
  const cpu = cpus();
  const lines = [
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`,
    `Date: ${started} → ${new Date().toISOString()}; load average ${load.start} at start, ${load.end} at end`,
    `Server: embedded mode, LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'}; ${USERS} signed-in users with ${TASKS_PER_USER} seeded tasks each; ${CONNECTIONS} connections`,
    '',
    '| run | seconds | requests | requests/s | p50 ms | p95 ms | p99 ms | errors (non-2xx + socket + timeouts) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, row, seconds] of [
    ['no-op: GET /api/ping', noop, PING_SECONDS],
    ['mix 70/15/10/5', mixed, SECONDS],
  ]) {
    const { non2xx, errors, timeouts } = row.result;
    lines.push(
      `| ${name} | ${seconds} | ${row.total} | ${Math.round(row.rps)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.failed} (${non2xx} + ${errors} + ${timeouts}) |`,
    );
  }
  lines.push(
    '',
    `Mix throughput: ${Math.round((mixed.rps / noop.rps) * 100)} % of the no-op's; server CPU ${cpuUs === null ? 'n/a' : Math.round(cpuUs)} µs per mixed request.`,
    `Server memory (VmRSS): ${mib(memory.start.rss)} at start (after seeding), ${mib(memory.beforeMix.rss)} before the mix, ${mib(memory.end.rss)} at end; peak (VmHWM) ${mib(memory.end.peak)}.`,
    '',
    '| kind | target share | observed share | answered | status codes | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|',
  );
  const answered = [...mixed.counts.values()].reduce((sum, map) => sum + [...map.values()].reduce((a, b) => a + b, 0), 0);
  for (const kind of KINDS) {
    const map = mixed.counts.get(kind.key);
    const n = [...map.values()].reduce((a, b) => a + b, 0);
    const lat = latencies(mixed.times.get(kind.key) ?? []);
    lines.push(
      `| ${kind.name} | ${kind.weight} % | ${answered ? ((n / answered) * 100).toFixed(1) : 'n/a'} % | ${n} | ${codes(map)} | ${ms(lat.p50)} | ${ms(lat.p95)} | ${ms(lat.p99)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const started = new Date().toISOString();
  const load = { start: loadAverage() };
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-mixed-'));
  const server = await startServer(dataDir, phones());
  try {
    log(`server up at ${server.url}; signing in ${USERS} users with ${TASKS_PER_USER} tasks each`);
    const users = await Promise.all(phones().map((phone) => seedUser(server.url, phone)));
    const memory = { start: memoryMiB(server.pid) };
    log(`no-op GET /api/ping: ${CONNECTIONS} connections, ${PING_SECONDS} s`);
    const noop = await ping(server.url);
    memory.beforeMix = memoryMiB(server.pid);
    log(`mix: ${CONNECTIONS} connections, ${SECONDS} s`);
    const cpuBefore = cpuSeconds(server.pid);
    const mixed = await mix(server.url, users);
    const cpuAfter = cpuSeconds(server.pid);
    memory.end = memoryMiB(server.pid);
    load.end = loadAverage();
    const cpuUs = cpuBefore === null || cpuAfter === null || mixed.total === 0 ? null : ((cpuAfter - cpuBefore) * 1e6) / mixed.total;
    console.log(`\n${summary({ noop, mixed, memory, cpuUs, load, started })}`);
    if (noop.failed + mixed.failed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP === '1') log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
