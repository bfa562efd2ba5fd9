/**
 * API benchmark (`npm run bench:api`, after `npm run build`): starts the built server in embedded
 * mode on a free loopback port with a fresh data directory, signs a test user in, gives them 200
 * tasks, then runs each scenario of the table below with autocannon and prints requests/s and
 * p50/p99 latency, each beside the baseline scenario of the same run. Each scenario starts once the
 * server has settled from the one before.
 *
 * Adding an endpoint is one entry in SCENARIOS. Knobs (environment): BENCH_SECONDS (per scenario,
 * default 10), BENCH_WARMUP_SECONDS (default 2), BENCH_LOG_LEVEL (the server's, default warn),
 * BENCH_SERVER (the entry to start, default backend/dist/main.js), BENCH_ONLY (comma-separated
 * scenario keys; their baselines run too), BENCH_KEEP=1 keeps the data directory, BENCH_ROUNDS
 * (default 3) and BENCH_ROUND_SECONDS (default 5) for the share of the baseline.
 *
 * For a scenario with a share-of-baseline target (none at present), the share is the
 * median of BENCH_ROUNDS rounds, each measuring the baseline and then the scenario back to back (a
 * second's warm-up, then BENCH_ROUND_SECONDS): the speed of a shared machine drifts within a run, and
 * a baseline measured a minute earlier would carry that drift into the ratio. Other scenarios, and
 * every scenario with BENCH_ROUNDS=0, are compared with the baseline's own long measurement.
 *
 * Beside throughput it reports the server's CPU time per request (from /proc on Linux): on a
 * shared machine requests/s moves with everyone else's load, CPU per request much less.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

import { autocannon, call, cpuSeconds, JSON_BODY, signIn, startServer, waitUntilIdle } from './bench-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const TASKS = 200;
const PHONE = '+447700900002';
/**
 * Task creation takes turns among these members: one person may have 5,000 open tasks, which a
 * fast run reaches within its 12 seconds, and a refused task would count as a failed request.
 */
const CREATOR_PHONES = ['+447700900012', '+447700900013', '+447700900014', '+447700900015', '+447700900016', '+447700900017'];

const signedIn = (ctx) => ({ ...JSON_BODY, authorization: `Bearer ${ctx.token}` });

/**
 * One row per measurement. `baseline` names the row it is compared with (same run, same server);
 * `targets` are checked and reported. The baseline is GET /api/ping, a public route that does
 * nothing, so every figure shows what the endpoint costs beyond the framework itself.
 */
const SCENARIOS = [
  {
    key: 'noop',
    name: 'no-op: GET /api/ping',
    connections: 50,
    request: () => ({ method: 'GET', path: '/api/ping' }),
  },
  {
    key: 'task-list',
    name: 'task list (200 tasks), as a browser asks (Accept-Encoding: gzip, br): POST /dev/user/tasks/array',
    connections: 50,
    baseline: 'noop',
    // What a person waits for. Shares of the no-op are printed beside it but are no goal.
    targets: { maxP99Ms: 25 },
    request: (ctx) => ({
      method: 'POST',
      path: '/dev/user/tasks/array',
      headers: { ...signedIn(ctx), 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ userId: ctx.userId }),
    }),
  },
  {
    key: 'task-list-plain',
    name: 'task list (200 tasks), uncompressed: POST /dev/user/tasks/array',
    connections: 50,
    baseline: 'noop',
    request: (ctx) => ({
      method: 'POST',
      path: '/dev/user/tasks/array',
      headers: signedIn(ctx),
      body: JSON.stringify({ userId: ctx.userId }),
    }),
  },
  {
    key: 'task-create',
    name: 'task create: POST /dev/user/tasks/create',
    connections: 50,
    baseline: 'noop',
    request: (ctx) => {
      const creators = ctx.creators.map((creator) => ({
        headers: signedIn(creator),
        body: JSON.stringify({
          userId: creator.userId,
          title: 'Benchmark task',
          description: 'Made by the API benchmark',
          due_date: '2030-01-05T12:00',
          timezone: 'Europe/London',
        }),
      }));
      let turn = 0;
      return {
        method: 'POST',
        path: '/dev/user/tasks/create',
        ...creators[0],
        setupRequest: (request) => ({ ...request, ...creators[(turn += 1) % creators.length] }),
      };
    },
  },
  {
    key: 'noop-100',
    name: "no-op at the beacon's 100 connections: GET /api/ping",
    connections: 100,
    request: () => ({ method: 'GET', path: '/api/ping' }),
  },
  {
    key: 'analytics-track',
    name: 'analytics event (the beacon) at up to 5,000 req/s: POST /api/analytics/events',
    connections: 100,
    // Offered at the busiest rate planned for; a machine that cannot reach it shows lower req/s.
    rate: 5000,
    baseline: 'noop-100',
    targets: { maxP99Ms: 50 },
    // A page view as the web client sends it, signed out (the common case on public pages).
    request: () => ({
      method: 'POST',
      path: '/api/analytics/events',
      headers: JSON_BODY,
      body: JSON.stringify({
        session_id: 'sess_1718000000000_k3j9x2ab',
        event_type: 'page_visit',
        utm_source: 'linkedin',
        page_path: '/subscribe',
        user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        referrer: 'https://www.linkedin.com/',
      }),
    }),
  },
];

function log(line) {
  process.stderr.write(`[bench:api] ${line}\n`);
}

async function prepare(url) {
  const ctx = { url, ...(await signIn(url, PHONE)), creators: [] };
  for (const phone of CREATOR_PHONES) ctx.creators.push(await signIn(url, phone));
  for (let i = 0; i < TASKS; i += 1) {
    await call(
      url,
      'POST',
      '/dev/user/tasks/create',
      {
        userId: ctx.userId,
        title: `Seed task ${i}`,
        description: `Seeded so the list has ${TASKS} tasks`,
        important: i % 7 === 0,
        due_date: i % 3 === 0 ? null : `2030-0${1 + (i % 9)}-1${i % 10}T09:30`,
        timezone: 'Europe/London',
      },
      ctx.token,
    );
  }
  const { data } = await call(url, 'POST', '/dev/user/tasks/array', { userId: ctx.userId }, ctx.token);
  if (data.length !== TASKS) throw new Error(`expected ${TASKS} tasks, found ${data.length}`);
  return ctx;
}

function cannon(ctx, scenario, seconds) {
  const request = scenario.request(ctx);
  return autocannon({
    url: ctx.url + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    ...(request.setupRequest ? { requests: [{ setupRequest: request.setupRequest }] } : {}),
    connections: scenario.connections,
    ...(scenario.rate ? { overallRate: scenario.rate } : {}),
    duration: seconds,
  });
}

async function measure(ctx, server, scenario) {
  const idle = await waitUntilIdle(server.pid);
  if (idle.known && !idle.settled) log(`  the server was still busy after ${idle.waitedMs} ms; measuring anyway`);
  else if (idle.waitedMs > 1000) log(`  waited ${idle.waitedMs} ms for the server to settle`);
  if (WARMUP_SECONDS > 0) await cannon(ctx, scenario, WARMUP_SECONDS);
  const cpuBefore = cpuSeconds(server.pid);
  const result = await cannon(ctx, scenario, SECONDS);
  const cpuAfter = cpuSeconds(server.pid);
  const failed = result.non2xx + result.errors + result.timeouts;
  const total = result.requests.total;
  const cpuUs = cpuBefore === null || cpuAfter === null || total === 0 ? null : ((cpuAfter - cpuBefore) * 1e6) / total;
  return { scenario, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total, failed, cpuUs };
}

/** One short measurement after a one-second warm-up, the server settled first: requests/s and failed requests. */
async function round(ctx, server, scenario) {
  await waitUntilIdle(server.pid);
  await cannon(ctx, scenario, 1);
  const result = await cannon(ctx, scenario, ROUND_SECONDS);
  return { rps: result.requests.average, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * The scenario's share of its baseline in each round, the two measured back to back, and the
 * requests that failed in them (a scenario failing fast must not pass on its speed). A round whose
 * baseline answered nothing gives no share.
 */
async function sharesOfBaseline(ctx, server, scenario, baseline) {
  const shares = [];
  let failed = 0;
  for (let turn = 0; turn < ROUNDS; turn += 1) {
    const base = await round(ctx, server, baseline);
    const measured = await round(ctx, server, scenario);
    failed += base.failed + measured.failed;
    if (base.rps > 0) shares.push(measured.rps / base.rps);
  }
  return { shares, failed };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function selected() {
  const only = process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!only?.length) return SCENARIOS;
  const keys = new Set(only.flatMap((key) => [key, SCENARIOS.find((s) => s.key === key)?.baseline].filter(Boolean)));
  return SCENARIOS.filter((scenario) => keys.has(scenario.key));
}

const percent = (share) => `${Math.round(share * 100)}%`;

/** The median share of the alternating rounds where they were run, otherwise the two long measurements' ratio. */
const shareOf = (row, base) => (row.shares?.length ? median(row.shares) : row.rps / base.rps);

function verdicts(row, base) {
  const targets = row.scenario.targets ?? {};
  const out = [];
  if (targets.minShareOfBaseline !== undefined && base)
    out.push(
      shareOf(row, base) >= targets.minShareOfBaseline
        ? `share ≥ ${Math.round(targets.minShareOfBaseline * 100)}% ok`
        : `share < ${Math.round(targets.minShareOfBaseline * 100)}% MISSED`,
    );
  if (targets.minRps !== undefined)
    out.push(row.rps >= targets.minRps ? `≥ ${targets.minRps} req/s ok` : `< ${targets.minRps} req/s MISSED`);
  if (targets.maxP99Ms !== undefined)
    out.push(row.p99 <= targets.maxP99Ms ? `p99 ≤ ${targets.maxP99Ms} ms ok` : `p99 > ${targets.maxP99Ms} ms MISSED`);
  if (row.failed > 0) out.push(`${row.failed} failed requests`);
  return out.join(', ');
}

function report(rows) {
  const byKey = new Map(rows.map((row) => [row.scenario.key, row]));
  const lines = [
    `| scenario | connections | requests/s | p50 ms | p99 ms | server CPU µs/request | vs baseline (req/s, p50, p99) | targets |`,
    `|---|---|---|---|---|---|---|---|`,
  ];
  for (const row of rows) {
    const base = row.scenario.baseline ? byKey.get(row.scenario.baseline) : undefined;
    const rounds = row.shares?.length
      ? ` (median of ${row.shares.length} rounds back to back: ${row.shares.map(percent).join(', ')})`
      : ` of ${Math.round(base?.rps ?? 0)}`;
    const beside = base ? `${percent(shareOf(row, base))}${rounds}, ${base.p50} → ${row.p50}, ${base.p99} → ${row.p99}` : 'baseline';
    lines.push(
      `| ${row.scenario.name} | ${row.scenario.connections} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.cpuUs === null ? 'n/a' : Math.round(row.cpuUs)} | ${beside} | ${verdicts(row, base) || '—'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-api-'));
  const server = await startServer(dataDir, [PHONE, ...CREATOR_PHONES]);
  try {
    log(`server up at ${server.url}; seeding ${TASKS} tasks`);
    const ctx = await prepare(server.url);
    const rows = [];
    for (const scenario of selected()) {
      log(`${scenario.name}: ${scenario.connections} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s`);
      rows.push(await measure(ctx, server, scenario));
    }
    for (const row of rows) {
      const baseline = SCENARIOS.find((scenario) => scenario.key === row.scenario.baseline);
      if (row.scenario.targets?.minShareOfBaseline === undefined || !baseline || !(Number.isInteger(ROUNDS) && ROUNDS >= 1)) continue;
      log(`${row.scenario.name}: ${ROUNDS} rounds of ${ROUND_SECONDS} s, each after ${baseline.name}`);
      const { shares, failed } = await sharesOfBaseline(ctx, server, row.scenario, baseline);
      row.shares = shares;
      row.failed += failed;
    }
    const cpu = cpus();
    console.log(
      `\nMachine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`,
    );
    console.log(
      `Date: ${new Date().toISOString()}; ${SECONDS} s per scenario after ${WARMUP_SECONDS} s warm-up; shares from ${ROUNDS} rounds of ${ROUND_SECONDS} s; server LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'warn'}\n`,
    );
    console.log(report(rows));
    if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
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
