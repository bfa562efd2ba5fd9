/**
 * Crash soak (`npm run test:reliability`, after `npm run build`): starts the built server in
 * embedded mode on a fresh data directory, then repeats load → SIGKILL → restart → check until the
 * time is up. The load is 50 signed-in people creating tasks and saving journal entries; the check
 * asks the API for every write the server ever acknowledged, and each must be there exactly once.
 * Exits 1 on any lost or doubled write.
 *
 * A second run, the assistant's path: 10 known numbers send signed Twilio webhooks, the server is
 * SIGKILLed at a random point and restarted, and the log must show every webhook answered 200
 * handled once with exactly one reply at Twilio, and no reply Twilio got twice (assistant-soak.mjs).
 *
 * A third run, slow connections: one address (127.0.0.2) holds thousands of connections that send
 * their headers a byte at a time, opening each again as soon as the server closes it, while other
 * signed-in clients (from 127.0.0.1) keep reading; it prints the others' latency and exits 1 if
 * any of their requests fails.
 *
 * Knobs (environment): RELIABILITY_RUNS (default "crash,assistant,slow"), RELIABILITY_ASSISTANT_SECONDS
 * (default 60), RELIABILITY_SECONDS (default 90),
 * RELIABILITY_CLIENTS (default 50), RELIABILITY_KEEP=1 keeps the data directory;
 * RELIABILITY_SLOW_CONNECTIONS (default 3000), RELIABILITY_SLOW_SECONDS (default 20),
 * RELIABILITY_SLOW_CLIENTS (default 10).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import { checkAssistant, startMessagesStandIn, webhooksUntilKilled } from './assistant-soak.mjs';

const { fetch, AbortSignal } = globalThis;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = join(ROOT, 'backend', 'dist', 'main.js');
const SECONDS = Number(process.env.RELIABILITY_SECONDS ?? 90);
const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 50);
const BOOT_TIMEOUT_MS = 30_000;
// Far enough back that a client's journal days (one per write) never reach a day to come, which is refused.
const FIRST_DAY = Date.UTC(1990, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = 366;

const phones = Array.from({ length: CLIENTS }, (_, i) => `+447700900${String(100 + i).padStart(3, '0')}`);
const dateOf = (day) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function post(url, path, body, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** /health shows the log head and projections only to operators and the configured monitor. */
const PROBE_TOKEN = 'probe-token-for-the-soak';

async function health(url) {
  try {
    const response = await fetch(`${url}/health`, { headers: { 'x-probe-token': PROBE_TOKEN } });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Starts the server and resolves once every projection has caught up; `bootMs` is until then. */
async function startServer(dataDir, port, extraEnv = {}) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error', ...extraEnv };
  env.HEALTH_PROBE_TOKEN = PROBE_TOKEN;
  env.AUTH_TEST_PHONES = phones.map((phone) => `${phone}:123456:closed`).join(',');
  // Every cycle signs the same 50 numbers in again from one address, faster than the limits allow.
  env.SIGN_IN_LIMITS = 'off';
  delete env.EVENT_STORE_URL;
  delete env.MONGODB_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('close', (code, signal) => done({ code, signal })));
  let gone = null;
  void exited.then((exit) => (gone = exit));
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < BOOT_TIMEOUT_MS) {
    if (gone) throw new Error(`The server exited during boot (${JSON.stringify(gone)}): ${output}`);
    const body = await health(url);
    if (body && body.projections.every((p) => p.position === body.head)) {
      return { child, url, exited, bootMs: performance.now() - started };
    }
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not ready within ${BOOT_TIMEOUT_MS} ms: ${output}`);
}

async function signIn(url, client) {
  const sent = await post(url, '/auth/otp', { phone: client.phone });
  const verified = await post(url, '/auth/verify', { phone: client.phone, token: '123456', type: 'sms' });
  if (sent.status !== 200 || verified.status !== 200) throw new Error(`sign-in failed: ${sent.status} ${verified.status}`);
  client.userId = verified.body.session.user.id;
  client.token = verified.body.session.access_token;
}

/** One write with a text (and, for the journal, a date) that no other write has. */
async function writeOnce(url, client, cycle) {
  const n = client.writes;
  client.writes += 1;
  const text = `c${cycle}-${client.phone.slice(-3)}-${n}`;
  if (n % 2 === 0) {
    const res = await post(url, '/dev/user/tasks/create', { userId: client.userId, title: text }, client.token);
    if (res.status < 300) client.tasks.push(text);
    return res.status;
  }
  const date = dateOf(n);
  const res = await post(url, '/dev/user/diary', { userId: client.userId, date, entry: text }, client.token);
  if (res.status < 300) client.journal.set(date, text);
  return res.status;
}

/** Every client writes until the server is killed under it; resolves with what happened. */
async function loadUntilKilled(server, clients, cycle, loadMs) {
  const tally = { acknowledged: 0, unanswered: 0, refused: 0 };
  const loops = clients.map(async (client) => {
    for (;;) {
      try {
        const status = await writeOnce(server.url, client, cycle);
        if (status < 300) tally.acknowledged += 1;
        else tally.refused += 1;
      } catch {
        tally.unanswered += 1;
        return;
      }
    }
  });
  await sleep(loadMs);
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(loops);
  return tally;
}

async function readClient(url, client) {
  const list = await post(url, '/dev/user/tasks/array', { userId: client.userId }, client.token);
  if (list.status !== 200) throw new Error(`task list: ${list.status}`);
  const journal = [];
  for (let first = 0; first <= client.writes; first += WINDOW_DAYS) {
    const range = { start_date: dateOf(first), end_date: dateOf(first + WINDOW_DAYS - 1) };
    const page = await post(url, '/dev/user/diary/fetch', { userId: client.userId, ...range }, client.token);
    if (page.status !== 200) throw new Error(`journal: ${page.status}`);
    journal.push(...page.body.data);
  }
  return { tasks: list.body.data, journal };
}

/** Acknowledged writes missing, and writes shown more than once (acknowledged or not). */
async function check(url, client) {
  const view = await readClient(url, client);
  const lost = [];
  const duplicated = [];
  const titles = new Map();
  for (const task of view.tasks) titles.set(task.title, (titles.get(task.title) ?? 0) + 1);
  for (const [title, count] of titles) if (count > 1) duplicated.push(`task "${title}" x${count}`);
  for (const title of client.tasks) if (!titles.has(title)) lost.push(`task "${title}"`);
  const dates = new Map();
  for (const entry of view.journal) dates.set(entry.date, [...(dates.get(entry.date) ?? []), entry.content]);
  for (const [date, contents] of dates) if (contents.length > 1) duplicated.push(`journal ${date} x${contents.length}`);
  for (const [date, content] of client.journal) if (!dates.get(date)?.includes(content)) lost.push(`journal ${date} "${content}"`);
  return { lost, duplicated };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function crashSoak() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-reliability-'));
  const port = await freePort();
  const clients = phones.map((phone) => ({ phone, userId: '', token: '', writes: 0, tasks: [], journal: new Map() }));
  const totals = { acknowledged: 0, unanswered: 0, refused: 0 };
  const restartMs = [];
  const lost = new Set();
  const duplicated = new Set();
  const started = performance.now();
  let cycles = 0;
  let server = await startServer(dataDir, port);
  try {
    while (performance.now() - started < SECONDS * 1000) {
      cycles += 1;
      // Each cycle signs in again, so sign-in events are in the crash window too.
      await Promise.all(clients.map((client) => signIn(server.url, client)));
      const tally = await loadUntilKilled(server, clients, cycles, 1500 + Math.random() * 2500);
      for (const key of Object.keys(totals)) totals[key] += tally[key];

      server = await startServer(dataDir, port);
      restartMs.push(server.bootMs);
      for (const found of await Promise.all(clients.map((client) => check(server.url, client)))) {
        found.lost.forEach((item) => lost.add(item));
        found.duplicated.forEach((item) => duplicated.add(item));
      }
      console.log(
        `cycle ${cycles}: ${tally.acknowledged} acknowledged, ${tally.unanswered} cut off by the kill, ` +
          `${tally.refused} refused; restart ${Math.round(server.bootMs)} ms; lost ${lost.size}, duplicated ${duplicated.size}`,
      );
      if (lost.size > 0 || duplicated.size > 0) break;
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    if (process.env.RELIABILITY_KEEP === '1') console.log(`Data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }

  const sorted = [...restartMs].sort((a, b) => a - b);
  console.log('');
  console.log(`Cycles: ${cycles} in ${((performance.now() - started) / 1000).toFixed(0)} s, ${CLIENTS} clients`);
  console.log(`Acknowledged writes: ${totals.acknowledged} (cut off by a kill: ${totals.unanswered}, refused: ${totals.refused})`);
  console.log(`Lost: ${lost.size}; duplicated: ${duplicated.size}`);
  console.log(
    `Restart to projections caught up: median ${Math.round(percentile(sorted, 50))} ms, max ${Math.round(sorted[sorted.length - 1])} ms`,
  );
  for (const item of [...lost].slice(0, 10)) console.error(`LOST ${item}`);
  for (const item of [...duplicated].slice(0, 10)) console.error(`DUPLICATED ${item}`);
  // A refused write is not lost, but under this load nothing should be refused either.
  return lost.size === 0 && duplicated.size === 0 && totals.refused === 0 && cycles > 0 ? 0 : 1;
}

const ASSISTANT_SECONDS = Number(process.env.RELIABILITY_ASSISTANT_SECONDS ?? 60);
const ASSISTANT_CLIENTS = 10;

async function assistantSoak() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-reliability-'));
  const port = await freePort();
  const standIn = await startMessagesStandIn();
  const clients = phones.slice(0, ASSISTANT_CLIENTS).map((phone) => ({ phone, userId: '', token: '' }));
  const acknowledged = [];
  const started = performance.now();
  let cycles = 0;
  let result = { lost: [], doubled: [], missing: [], shared: [], interrupted: 0, delivered: 0, unaccounted: 0 };
  let server = await startServer(dataDir, port, standIn.env);
  try {
    // Accounts first: a number without one gets the sign-in link, not the assistant.
    await Promise.all(clients.map((client) => signIn(server.url, client)));
    while (performance.now() - started < ASSISTANT_SECONDS * 1000) {
      cycles += 1;
      const tally = await webhooksUntilKilled(
        server,
        standIn,
        clients.map((c) => c.phone),
        3000 + Math.random() * 4000,
      );
      acknowledged.push(...tally.acknowledged);
      server = await startServer(dataDir, port, standIn.env);
      result = await checkAssistant(dataDir, standIn, acknowledged);
      console.log(
        `assistant cycle ${cycles}: ${tally.acknowledged.length} webhooks acknowledged, ${tally.cutOff} cut off by the kill; ` +
          `lost ${result.lost.length}, handled twice ${result.doubled.length}, replies ${result.delivered} ` +
          `(${result.missing.length} acknowledged without exactly one, ${result.shared.length} sharing one, ` +
          `${result.interrupted} cut off by a kill and looked up, ${result.unaccounted} at Twilio not in the log)`,
      );
      if (!assistantClean(result)) break;
    }
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    await standIn.close();
    if (process.env.RELIABILITY_KEEP === '1') console.log(`Data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Assistant: ${cycles} cycles, ${acknowledged.length} webhooks acknowledged; lost ${result.lost.length}, handled twice ${result.doubled.length}; ` +
      `${result.delivered} replies; ${result.missing.length} acknowledged without exactly one reply, ${result.shared.length} sharing one, ` +
      `${result.unaccounted} at Twilio not in the log; ${result.interrupted} sends cut off by a kill, looked up at Twilio before any resend`,
  );
  for (const sid of result.lost.slice(0, 10)) console.error(`LOST ${sid}`);
  for (const sid of result.doubled.slice(0, 10)) console.error(`DOUBLED ${sid}`);
  for (const sid of result.missing.slice(0, 10)) console.error(`NO REPLY ${sid}`);
  return assistantClean(result) && cycles > 0 ? 0 : 1;
}

/** Every acknowledged message handled once with exactly one reply of its own, and no reply unaccounted for. */
function assistantClean(result) {
  return (
    result.lost.length === 0 &&
    result.doubled.length === 0 &&
    result.missing.length === 0 &&
    result.shared.length === 0 &&
    result.unaccounted === 0
  );
}

const SLOW_CONNECTIONS = Number(process.env.RELIABILITY_SLOW_CONNECTIONS ?? 3000);
const SLOW_SECONDS = Number(process.env.RELIABILITY_SLOW_SECONDS ?? 20);
const SLOW_CLIENTS = Number(process.env.RELIABILITY_SLOW_CLIENTS ?? 10);
/** The attacker's own loopback address: the server sees it apart from the others' 127.0.0.1. */
const ATTACKER = '127.0.0.2';

const ATTACKER_SCRIPT = join(ROOT, 'test', 'reliability', 'slow-connections.mjs');

/** Starts the attacker (slow-connections.mjs) in its own process; `stop()` resolves with its tally. */
function holdSlowConnections(port, count) {
  const child = spawn(process.execPath, [ATTACKER_SCRIPT, String(port), String(count), ATTACKER], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('close', done));
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      try {
        return JSON.parse(output);
      } catch {
        return { attempts: NaN, closedByServer: NaN };
      }
    },
  };
}

/** A GET on a connection of its own, as a visitor arriving does (fetch would reuse a pooled one). */
function freshGet(url) {
  return new Promise((done, fail) => {
    const request = httpGet(url, { agent: false, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', fail);
  });
}

/**
 * Each client reads in a loop until `until`: the no-op route on a new connection, then its task
 * list on a pooled one. Every request is timed.
 */
async function keepReading(url, clients, until) {
  const latencies = [];
  const failures = [];
  const timed = async (label, request) => {
    const started = performance.now();
    try {
      const status = await request();
      if (status !== 200) failures.push(`${label}: ${status}`);
    } catch (error) {
      failures.push(`${label}: ${error.cause?.code ?? error.code ?? error.message}`);
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await timed('new connection, /api/ping', () => freshGet(`${url}/api/ping`));
        await timed('/dev/user/tasks/array', async () => {
          const response = await fetch(`${url}/dev/user/tasks/array`, {
            method: 'POST',
            headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ userId: client.userId }),
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          return response.status;
        });
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

function describeLatencies({ latencies, failures }) {
  const ms = (p) => Math.round(percentile(latencies, p));
  return `${latencies.length} requests, p50 ${ms(50)} ms, p99 ${ms(99)} ms, max ${Math.round(latencies[latencies.length - 1] ?? 0)} ms, ${failures.length} failed`;
}

async function slowConnections() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-reliability-'));
  const port = await freePort();
  const clients = phones.slice(0, SLOW_CLIENTS).map((phone) => ({ phone, userId: '', token: '' }));
  const server = await startServer(dataDir, port);
  let flood;
  try {
    await Promise.all(clients.map((client) => signIn(server.url, client)));
    for (const client of clients)
      await post(server.url, '/dev/user/tasks/create', { userId: client.userId, title: 'one task' }, client.token);
    const calm = await keepReading(server.url, clients, performance.now() + 5000);
    console.log(`slow connections: others before the flood: ${describeLatencies(calm)}`);
    flood = holdSlowConnections(port, SLOW_CONNECTIONS);
    // Let the flood build up before measuring the others.
    await sleep(3000);
    const during = await keepReading(server.url, clients, performance.now() + SLOW_SECONDS * 1000);
    const tally = await flood.stop();
    flood = undefined;
    console.log(
      `slow connections: ${SLOW_CONNECTIONS} held from ${ATTACKER} (${tally.attempts} attempts, ` +
        `${tally.closedByServer} closed by the server); ${SLOW_CLIENTS} others from 127.0.0.1 during it: ${describeLatencies(during)}`,
    );
    for (const failure of [...new Set(during.failures)].slice(0, 10)) console.error(`FAILED ${failure}`);
    return during.failures.length === 0 && calm.failures.length === 0 && during.latencies.length > 0 ? 0 : 1;
  } finally {
    await flood?.stop();
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = (process.env.RELIABILITY_RUNS ?? 'crash,assistant,slow').split(',').map((run) => run.trim());
  let code = 0;
  if (runs.includes('crash')) code ||= await crashSoak();
  if (runs.includes('assistant')) {
    console.log('');
    code ||= await assistantSoak();
  }
  if (runs.includes('slow')) {
    console.log('');
    code ||= await slowConnections();
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.stack : String(error));
    process.exit(1);
  },
);
