#!/usr/bin/env node
// Prints the JavaScript each route needs before it can render, as the bytes the server sends (the
// gzip and brotli twins the build writes beside each file), beside each route's budget. The
// counting lives in frontend/build/route-bundles.mjs, which the budget test in npm test uses too.
// Reads the Vite manifest of a production build (run `npm run build -w frontend` first).
//
//   node test/scripts/bundle-sizes.mjs              table for the terminal
//   node test/scripts/bundle-sizes.mjs --markdown   the same as a Markdown table
//
// Each route is also reported against the goal (met or MISSED; not fatal, as in the benchmarks).
// Exits with 1 when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { budgetFor, goalFor, keptOff, routeBundles } from '../../frontend/build/route-bundles.mjs';

const frontendRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend');
const { rows, entry, dist } = routeBundles(frontendRoot);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const header = [
  'Route',
  'Module',
  'JS files',
  'Initial JS (KB)',
  'sent gzip (KB)',
  'sent brotli (KB)',
  'of which route-only gzip (KB)',
  'budget gzip (KB)',
  'goal gzip (KB)',
];
const body = rows.map((r) => [
  r.route,
  r.module,
  String(r.files.length),
  kb(r.raw),
  kb(r.gzip),
  kb(r.br),
  kb(r.routeGzip),
  `${budgetFor(r.route)}${r.gzip / 1024 > budgetFor(r.route) ? ' OVER' : ''}`,
  goalFor(r.route) === null ? 'none' : `${goalFor(r.route)} ${r.gzip / 1024 <= goalFor(r.route) ? 'met' : 'MISSED'}`,
]);

if (process.argv.includes('--markdown')) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`);
  for (const row of body) console.log(`| ${row.map((cell, i) => (i === 0 ? `\`${cell}\`` : cell)).join(' | ')} |`);
} else {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of body) console.log(line(row));
}
const missed = rows.filter((r) => goalFor(r.route) !== null && r.gzip / 1024 > goalFor(r.route)).map((r) => r.route);
console.log(`\nGoal (issue 26, the console aside): ${missed.length ? `MISSED on ${missed.join(', ')}` : 'met on every route'}.`);
console.log(`Shared entry (every route): ${entry.files.length} files, ${kb(entry.gzip)} KB gzip, ${kb(entry.br)} KB brotli as sent.`);

let failed = rows.some((row) => row.gzip / 1024 > budgetFor(row.route));
for (const [route, libraries] of Object.entries(keptOff)) {
  const row = rows.find((r) => r.route === route);
  if (!row) continue;
  for (const { name, marker } of libraries) {
    const found = row.files.filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker));
    failed ||= found.length > 0;
    console.log(`${name} on ${route}: ${found.length ? `YES (${found.join(', ')})` : 'not loaded'}`);
  }
}
process.exit(failed ? 1 : 0);
