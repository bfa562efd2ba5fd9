/**
 * Web benchmark (`npm run bench:web`, after `npm run build`): Lighthouse on the production build
 * served by the real server, for every public page and, signed in with a test number whose account
 * has paid and who is an operator (so /analytics and /admin open), for /dashboard, /settings and
 * /analytics with real data (200 tasks and a month of journal entries), all with Lighthouse's
 * default mobile profile, and for the operator console /admin with its desktop profile. Prints
 * performance, FCP, LCP, TBT, CLS and bytes sent, and the accessibility, best-practices and SEO
 * scores, beside the goals (each reported as met or MISSED), and the load average at the start and
 * the end: a figure from a busy machine says little about the build.
 *
 * Signed-in pages are measured as a returning member meets them: one visit first (so the device
 * keeps its last answers, as after any earlier visit), then the measured load with the HTTP cache
 * cleared. /dashboard, /settings and /analytics are measured a second way, as a member's first
 * visit on a new device (issue 45): the session alone in storage, nothing kept, no HTTP cache.
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium, which .ci/run installs). Knobs (environment):
 * BENCH_WEB_RUNS (runs per page, default 3; the run with the median performance score is
 * reported), BENCH_WEB_ONLY (comma-separated paths; `/dashboard#first` is the first visit's measurement), BENCH_WEB_REPORTS (a folder to write each
 * page's full Lighthouse JSON into). Exits with 1 only when a page could not be measured; missed
 * goals are printed, not fatal, as in the other benchmarks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { URL } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { call, CODE, startServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PHONE = '+447700900002';
const SESSION_KEY = 'daily.session';

const TASKS = 200;
const JOURNAL_DAYS = 30;

/** Goals of issue 26: performance per kind of page, LCP signed in, CLS everywhere, and the other categories. */
const GOALS = {
  performance: { public: 98, signedIn: 95, firstVisit: 90, console: 90 },
  signedInLcpMs: 2000,
  cls: 0,
  otherCategories: 100,
};

const PAGES = [
  { path: '/', kind: 'public' },
  { path: '/about', kind: 'public' },
  { path: '/info', kind: 'public' },
  { path: '/privacy-policy', kind: 'public' },
  { path: '/one-pager', kind: 'public' },
  { path: '/login', kind: 'public' },
  { path: '/dashboard', kind: 'signedIn' },
  { path: '/settings', kind: 'signedIn' },
  { path: '/analytics', kind: 'signedIn' },
  // Issue 45: a member's first visit on a new device, signed in but with nothing kept from before.
  { path: '/dashboard', kind: 'firstVisit' },
  { path: '/settings', kind: 'firstVisit' },
  { path: '/analytics', kind: 'firstVisit' },
  { path: '/admin', kind: 'console', desktop: true },
].map((page) => ({ ...page, signedIn: page.kind !== 'public', label: page.kind === 'firstVisit' ? `${page.path}#first` : page.path }));

function log(line) {
  process.stderr.write(`[bench:web] ${line}\n`);
}

function selectedPages() {
  const only = process.env.BENCH_WEB_ONLY?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  // `/dashboard` names the returning member's measurement, `/dashboard#first` the first visit's.
  return only?.length ? PAGES.filter((page) => only.includes(page.label)) : PAGES;
}

/** A fresh session for the test number, as the web app keeps it after signing in. */
async function signInSession(url) {
  await call(url, 'POST', '/auth/otp', { phone: PHONE });
  const { session } = await call(url, 'POST', '/auth/verify', { phone: PHONE, token: CODE, type: 'sms' });
  // As the web app stamps it (lib/auth/auth-timing.ts): the expiry by this device's clock.
  return { ...session, local_expires_at: Date.now() + session.expires_in * 1000 };
}

const isoDay = (date) => date.toISOString().slice(0, 10);

/** The member's data: 200 tasks (some important, some done, most with a due date) and a month of journal. */
async function seed(url, session) {
  const userId = session.user.id;
  for (let i = 0; i < TASKS; i += 1) {
    await call(
      url,
      'POST',
      '/dev/user/tasks/create',
      {
        userId,
        title: `Task ${i + 1}: follow up with the client about the proposal`,
        description: i % 2 === 0 ? `Notes for task ${i + 1}: what was agreed and what is still open` : '',
        important: i % 7 === 0,
        due_date: i % 3 === 0 ? null : `2030-0${1 + (i % 9)}-1${i % 10}T09:30`,
        timezone: 'Europe/London',
      },
      session.access_token,
    );
  }
  const today = new Date();
  for (let day = 0; day < JOURNAL_DAYS; day += 1) {
    const date = isoDay(new Date(today.getTime() - day * 86_400_000));
    const entry = `Day ${day + 1}: shipped the week's priorities, decided to drop the side project, call the accountant tomorrow.`;
    await call(url, 'POST', '/dev/user/diary', { userId, date, entry }, session.access_token);
  }
}

/**
 * One Lighthouse run in a new tab. Signed in, the session is put in the origin's storage first
 * and Lighthouse is told to keep storage; signed out, Lighthouse clears it, as for a new visitor.
 * A first visit keeps the session alone: nothing else of the member is on the device yet.
 */
async function audit(browser, url, session, { desktop = false, firstVisit = false } = {}) {
  const tab = await browser.newPage();
  try {
    if (session) {
      await tab.goto(new URL('/favicon.svg', url).href);
      await tab.evaluate(
        (key, value, fresh) => {
          if (fresh) globalThis.localStorage.clear();
          globalThis.localStorage.setItem(key, value);
        },
        SESSION_KEY,
        JSON.stringify(session),
        firstVisit,
      );
      // A returning member: the page was open before, so the device keeps its last answers.
      if (!firstVisit) await tab.goto(url, { waitUntil: 'networkidle0' });
      // Keeping storage keeps the HTTP cache too; the measured load starts without it.
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags = { output: 'json', logLevel: 'error', disableStorageReset: Boolean(session) };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined, tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await tab.close();
  }
}

function summarise(lhr) {
  const audits = lhr.audits;
  const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const runtimeError = lhr.runtimeError?.code;
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audits['first-contentful-paint']?.numericValue,
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    bytes: audits['total-byte-weight']?.numericValue,
    warnings: [...(lhr.runWarnings ?? []), ...(runtimeError ? [runtimeError] : [])],
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

function verdict(page, row) {
  const goal = GOALS.performance[page.kind];
  const missed = [];
  if (row.performance < goal) missed.push(`performance < ${goal}`);
  if (page.kind === 'signedIn' && row.lcpMs > GOALS.signedInLcpMs) missed.push(`LCP > ${GOALS.signedInLcpMs / 1000} s`);
  if (row.cls > GOALS.cls) missed.push(`CLS > ${GOALS.cls}`);
  for (const [name, value] of [
    ['accessibility', row.accessibility],
    ['best practices', row.bestPractices],
    ['SEO', row.seo],
  ]) {
    if (value < GOALS.otherCategories) missed.push(`${name} < ${GOALS.otherCategories}`);
  }
  return missed.length ? `MISSED: ${missed.join(', ')}` : 'met';
}

function report(rows) {
  const seconds = (ms) => (ms / 1000).toFixed(1);
  const lines = [
    '| page | performance | FCP s | LCP s | TBT ms | CLS | KiB sent | accessibility | best practices | SEO | goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, row, scores } of rows) {
    lines.push(
      `| \`${page.path}\`${page.kind === 'firstVisit' ? ' (signed in, first visit)' : page.signedIn ? ' (signed in)' : ''}${page.desktop ? ' (desktop)' : ''} | ${row.performance}${scores.length > 1 ? ` (runs: ${scores.join(', ')})` : ''} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${Math.round(row.bytes / 1024)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${verdict(page, row)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-web-'));
  const reportDir = process.env.BENCH_WEB_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const loadAtStart = loadavg();
  // The bench number is also an operator, so /analytics and /admin open for it.
  process.env.OPERATOR_PHONES = PHONE;
  const server = await startServer(dataDir, [PHONE]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  let failed = false;
  let lighthouseVersion = '';
  try {
    const session = await signInSession(server.url);
    if (selectedPages().some((page) => page.signedIn)) {
      log(`seeding ${TASKS} tasks and ${JOURNAL_DAYS} days of journal`);
      await seed(server.url, session);
    }
    const rows = [];
    for (const page of selectedPages()) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`${page.label}${page.signedIn ? ' (signed in)' : ''}: run ${run} of ${RUNS}`);
        const options = { desktop: page.desktop, firstVisit: page.kind === 'firstVisit' };
        let lhr = await audit(browser, server.url + page.path, page.signedIn ? session : null, options);
        // Lighthouse now and then loses the start of a navigation's trace (NO_NAVSTART) and
        // scores nothing; such a run is taken again rather than counted as a zero.
        for (let retry = 1; lhr.runtimeError && retry <= 2; retry += 1) {
          log(`  ${lhr.runtimeError.code}: measuring again`);
          lhr = await audit(browser, server.url + page.path, page.signedIn ? session : null, options);
        }
        if (lhr.runtimeError) throw new Error(`${page.path}: Lighthouse failed with ${lhr.runtimeError.code}`);
        lighthouseVersion = lhr.lighthouseVersion;
        const summary = summarise(lhr);
        if (summary.warnings.length) log(`  warnings: ${summary.warnings.join('; ')}`);
        if (!new URL(summary.finalUrl).pathname.startsWith(page.path)) {
          log(`  ended on ${summary.finalUrl}, not ${page.path}`);
          failed = true;
        }
        if (summary.failedAudits.length) log(`  audits not passed: ${summary.failedAudits.join(', ')}`);
        if (reportDir) writeFileSync(join(reportDir, `${page.label.replace(/\W+/g, '_') || 'root'}-${run}.json`), JSON.stringify(lhr));
        runs.push(summary);
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      rows.push({ page, row: sorted[Math.floor((sorted.length - 1) / 2)], scores: runs.map((r) => r.performance) });
    }
    const cpu = cpus();
    const load = (values) => values.map((value) => value.toFixed(1)).join(', ');
    console.log(`\nLoad average (1, 5, 15 min) at the start: ${load(loadAtStart)}; at the end: ${load(loadavg())}`);
    console.log(
      `Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`,
    );
    const version = (await browser.version()).replace(/^HeadlessChrome\//, 'Chromium ');
    console.log(
      `Date: ${new Date().toISOString()}; Lighthouse ${lighthouseVersion}, default mobile profile (simulated slow 4G, 4× CPU slowdown; /admin with the desktop profile), ${version}; ${RUNS} run(s) per page, the median shown\n`,
    );
    console.log(report(rows));
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
