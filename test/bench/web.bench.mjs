/**
 * Web benchmark (`npm run bench:web`, after `npm run build`): Lighthouse, with its default mobile
 * profile (a mid-range phone on slow 4G, simulated), on the production build served by the real
 * server, for every public page and, signed in with a test number whose account has paid, for
 * /dashboard and /settings. Prints performance, FCP, LCP, TBT, CLS and bytes sent, and the
 * accessibility, best-practices and SEO scores, beside the goals.
 *
 * Chromium: CHROME_PATH (default /usr/bin/chromium, which .ci/run installs). Knobs (environment):
 * BENCH_WEB_RUNS (runs per page, default 3; the run with the median performance score is
 * reported), BENCH_WEB_ONLY (comma-separated paths), BENCH_WEB_REPORTS (a folder to write each
 * page's full Lighthouse JSON into). Exits with 1 only when a page could not be measured; missed
 * goals are printed, not fatal, as in the other benchmarks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { URL } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { call, CODE, startServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PHONE = '+447700900002';
const SESSION_KEY = 'daily.session';

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/about', signedIn: false },
  { path: '/info', signedIn: false },
  { path: '/privacy-policy', signedIn: false },
  { path: '/one-pager', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/settings', signedIn: true },
];

const GOALS = { performance: { public: 95, signedIn: 90 }, otherCategories: 100 };

function log(line) {
  process.stderr.write(`[bench:web] ${line}\n`);
}

function selectedPages() {
  const only = process.env.BENCH_WEB_ONLY?.split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  return only?.length ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
}

/** A fresh session for the test number, as the web app keeps it after signing in. */
async function signInSession(url) {
  await call(url, 'POST', '/auth/otp', { phone: PHONE });
  const { session } = await call(url, 'POST', '/auth/verify', { phone: PHONE, token: CODE, type: 'sms' });
  return session;
}

/**
 * One Lighthouse run in a new tab. Signed in, the session is put in the origin's storage first
 * and Lighthouse is told to keep storage; signed out, Lighthouse clears it, as for a new visitor.
 */
async function audit(browser, url, session) {
  const tab = await browser.newPage();
  try {
    if (session) {
      await tab.goto(new URL('/favicon.svg', url).href);
      await tab.evaluate((key, value) => globalThis.localStorage.setItem(key, value), SESSION_KEY, JSON.stringify(session));
      // Keeping storage keeps the HTTP cache too; a first visit starts without it.
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', disableStorageReset: Boolean(session) }, undefined, tab);
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
  const goal = page.signedIn ? GOALS.performance.signedIn : GOALS.performance.public;
  const missed = [];
  if (row.performance < goal) missed.push(`performance < ${goal}`);
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
      `| \`${page.path}\`${page.signedIn ? ' (signed in)' : ''} | ${row.performance}${scores.length > 1 ? ` (runs: ${scores.join(', ')})` : ''} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${Math.round(row.bytes / 1024)} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${verdict(page, row)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-bench-web-'));
  const reportDir = process.env.BENCH_WEB_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
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
    const rows = [];
    for (const page of selectedPages()) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        log(`${page.path}${page.signedIn ? ' (signed in)' : ''}: run ${run} of ${RUNS}`);
        const lhr = await audit(browser, server.url + page.path, page.signedIn ? session : null);
        lighthouseVersion = lhr.lighthouseVersion;
        const summary = summarise(lhr);
        if (summary.warnings.length) log(`  warnings: ${summary.warnings.join('; ')}`);
        if (new URL(summary.finalUrl).pathname !== page.path) {
          log(`  ended on ${summary.finalUrl}, not ${page.path}`);
          failed = true;
        }
        if (summary.failedAudits.length) log(`  audits not passed: ${summary.failedAudits.join(', ')}`);
        if (reportDir) writeFileSync(join(reportDir, `${page.path.replace(/\W+/g, '_') || 'root'}-${run}.json`), JSON.stringify(lhr));
        runs.push(summary);
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      rows.push({ page, row: sorted[Math.floor((sorted.length - 1) / 2)], scores: runs.map((r) => r.performance) });
    }
    const cpu = cpus();
    console.log(
      `\nMachine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${process.platform}`,
    );
    const version = (await browser.version()).replace(/^HeadlessChrome\//, 'Chromium ');
    console.log(
      `Date: ${new Date().toISOString()}; Lighthouse ${lighthouseVersion}, default mobile profile (simulated slow 4G, 4× CPU slowdown), ${version}; ${RUNS} run(s) per page, the median shown\n`,
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
