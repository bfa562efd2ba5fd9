/**
 * Assistant webhook benchmark (`npm run bench:assistant`, after `npm run build`): starts the built
 * server in embedded mode with Twilio credentials (no sender numbers, so replies go to the local
 * messaging adapter, which logs them: the reply path runs as it does in production, after the
 * answer), signs a member in, then sends Twilio's inbound webhook at a fixed rate with autocannon.
 * Every request is a new message (its own MessageSid, so nothing is answered as a repeat), signed
 * with the twilio SDK's own signature helper over PUBLIC_URL + path, as Twilio signs it.
 *
 * Target: p99 ≤ 50 ms at 200 messages/s, the webhook answering with empty TwiML while each
 * message is read, turned into a task and answered asynchronously. Knobs: BENCH_SECONDS (default
 * 20), BENCH_RATE (messages/s, default 200), BENCH_WARMUP_SECONDS (default 3), BENCH_KEEP=1.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

import { autocannon, call, cpuSeconds, ROOT, signIn, startServer } from './bench-server.mjs';

const twilio = createRequire(join(ROOT, 'backend', 'package.json'))('twilio');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** People writing at once: each has tens of tasks by the end, as people do, not thousands. */
const PHONES = Array.from({ length: 40 }, (_, i) => `+4477009001${String(i).padStart(2, '0')}`);
const PUBLIC_URL = 'https://bench.daily.test';
const AUTH_TOKEN = 'bench-auth-token-0123456789abcdef';
const TARGET_P99_MS = 50;
const MESSAGES = ['buy milk', 'call the bank tomorrow at 10', "what's next", 'decided to hire a VA', 'pay rent on friday', 'help'];

let sequence = 0;

/** One new, signed inbound message per request. */
function signedMessage(req) {
  sequence += 1;
  const fields = {
    From: `whatsapp:${PHONES[sequence % PHONES.length]}`,
    To: 'whatsapp:+14155238886',
    Body: MESSAGES[sequence % MESSAGES.length],
    MessageSid: `SM${String(sequence).padStart(32, '0')}`,
    NumMedia: '0',
  };
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${PUBLIC_URL}/api/twilio/inbound`, fields);
  return {
    ...req,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(fields).toString(),
  };
}

function cannon(url, seconds) {
  return autocannon({
    url: `${url}/api/twilio/inbound`,
    connections: 20,
    overallRate: RATE,
    duration: seconds,
    requests: [{ setupRequest: signedMessage }],
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-assistant-'));
  Object.assign(process.env, { TWILIO_ACCOUNT_SID: 'ACbench0000000000000000000000000000', TWILIO_AUTH_TOKEN: AUTH_TOKEN, PUBLIC_URL });
  const server = await startServer(dataDir, PHONES);
  try {
    const people = [];
    for (const phone of PHONES) {
      const person = await signIn(server.url, phone);
      // The web app reports each person's zone; without one every message looks the zone up among their tasks.
      await fetch(`${server.url}/api/me/time-zone`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
        body: JSON.stringify({ time_zone: 'Europe/London' }),
      });
      people.push(person);
    }
    const me = people[people.length - 1];
    if (WARMUP_SECONDS > 0) await cannon(server.url, WARMUP_SECONDS);
    const cpuBefore = cpuSeconds(server.pid);
    const result = await cannon(server.url, SECONDS);
    const cpuAfter = cpuSeconds(server.pid);
    const failed = result.non2xx + result.errors + result.timeouts;
    const total = result.requests.total;
    // The replies go out after the answers: wait until every message of the run has been answered.
    const sent = sequence;
    const started = Date.now();
    let replies = 0;
    for (;;) {
      const { items } = await call(server.url, 'GET', '/api/assistant/messages?limit=200', undefined, me.token);
      replies = items.filter((item) => item.direction === 'out').length;
      if (items.at(-1)?.direction === 'out' || Date.now() - started > 120_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainedS = (Date.now() - started) / 1000;
    const cpuUs = cpuBefore === null || cpuAfter === null || total === 0 ? null : ((cpuAfter - cpuBefore) * 1e6) / total;
    console.log(
      `assistant webhook benchmark: ${cpus().length} CPUs, ${SECONDS} s at ${RATE} messages/s from ${PHONES.length} people, 20 connections`,
    );
    console.log(`  requests ${total}, failed ${failed}, ${result.requests.average.toFixed(1)} req/s`);
    console.log(
      `  latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`  server CPU per message (answer and asynchronous handling): ${cpuUs === null ? 'n/a' : `${Math.round(cpuUs)} µs`}`);
    console.log(
      `  messages sent ${sent}; the last reply was written ${drainedS.toFixed(1)} s after the run (the last person's last page: ${replies} replies)`,
    );
    const ok = failed === 0 && result.latency.p99 <= TARGET_P99_MS;
    console.log(`  target p99 ≤ ${TARGET_P99_MS} ms at ${RATE}/s: ${ok ? 'met' : 'MISSED'}`);
    if (failed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
