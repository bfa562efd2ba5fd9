#!/usr/bin/env node
// Prints the JavaScript each route needs before it can render, as the bytes the server sends: the
// gzip and brotli twins the build writes beside each file (what a browser receives), for the entry
// chunk and its static imports plus the route's lazy chunk and its static imports, each file once.
// Reads the Vite manifest of a production build (run `npm run build -w frontend` first).
//
//   node test/scripts/bundle-sizes.mjs              table for the terminal
//   node test/scripts/bundle-sizes.mjs --markdown   the same as a Markdown table
//
// Exits with 1 when a budget below is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'frontend', 'dist');
const budgetsKb = { '/': 150 };
// Code that must never load with these routes, recognised by a string only it contains:
// react-admin's styled component names (the operator console).
const keptOff = { '/': [{ name: 'react-admin', marker: 'RaDatagrid' }] };

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Route module (routes/<name>.tsx) → URL path, read from the router and the paths config. */
function routePaths() {
  const pathsSource = readFileSync(join(root, 'frontend/src/config/paths.ts'), 'utf8');
  const routerSource = readFileSync(join(root, 'frontend/src/app/router.tsx'), 'utf8');
  const urlOf = Object.fromEntries([...pathsSource.matchAll(/(\w+): \{\s*path: '([^']+)'/g)].map((m) => [m[1], m[2]]));
  const pairs = [...routerSource.matchAll(/path: paths\.(\w+)\.path,\s*lazy:[^]*?import\('\.\/routes\/([\w-]+)'\)/g)];
  return Object.fromEntries(pairs.map(([, name, module]) => [module, urlOf[name] ?? name]));
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const sent = (suffix) => {
      const twin = join(dist, file + suffix);
      if (!existsSync(twin)) throw new Error(`${file}${suffix} is missing: the build writes compressed twins of every asset`);
      return readFileSync(twin).length;
    };
    sizeCache.set(file, { raw: readFileSync(join(dist, file)).length, gzip: sent('.gz'), br: sent('.br') });
  }
  return sizeCache.get(file);
}

/** The chunk's file and every chunk it imports statically, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const urls = routePaths();

const rows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /src\/app\/routes\/[\w-]+\.tsx$/.test(key))
  .map((key) => {
    const module = key.match(/routes\/([\w-]+)\.tsx$/)[1];
    const files = staticClosure(key, new Set(entryFiles));
    const total = [...files].reduce(
      (sum, file) => ({ raw: sum.raw + sizes(file).raw, gzip: sum.gzip + sizes(file).gzip, br: sum.br + sizes(file).br }),
      { raw: 0, gzip: 0, br: 0 },
    );
    const own = [...staticClosure(key)].filter((file) => !entryFiles.has(file));
    const routeGzip = own.reduce((sum, file) => sum + sizes(file).gzip, 0);
    return {
      route: urls[module] ?? `(${module})`,
      module,
      fileSet: files,
      own,
      files: files.size,
      raw: total.raw,
      gzip: total.gzip,
      br: total.br,
      routeGzip,
    };
  })
  .sort((a, b) => a.gzip - b.gzip);

const entryGzip = [...entryFiles].reduce((sum, file) => sum + sizes(file).gzip, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const header = ['Route', 'Module', 'JS files', 'Initial JS (KB)', 'sent gzip (KB)', 'sent brotli (KB)', 'of which route-only gzip (KB)'];
const body = rows.map((r) => [r.route, r.module, String(r.files), kb(r.raw), kb(r.gzip), kb(r.br), kb(r.routeGzip)]);

if (process.argv.includes('--markdown')) {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`);
  for (const row of body) console.log(`| ${row.map((cell, i) => (i === 0 ? `\`${cell}\`` : cell)).join(' | ')} |`);
  console.log(`\nShared entry (every route): ${entryFiles.size} files, ${kb(entryGzip)} KB gzip.`);
} else {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of body) console.log(line(row));
  console.log(`\nShared entry (every route): ${entryFiles.size} files, ${kb(entryGzip)} KB gzip.`);
}

let failed = false;
for (const [route, limit] of Object.entries(budgetsKb)) {
  const row = rows.find((r) => r.route === route);
  if (!row) continue;
  const ok = row.gzip / 1024 <= limit;
  failed ||= !ok;
  console.log(`Budget ${route}: ${kb(row.gzip)} KB gzip of ${limit} KB — ${ok ? 'within' : 'OVER'}`);
}
for (const [route, libraries] of Object.entries(keptOff)) {
  const row = rows.find((r) => r.route === route);
  if (!row) continue;
  for (const { name, marker } of libraries) {
    const found = [...row.fileSet].filter((file) => readFileSync(join(dist, file), 'utf8').includes(marker));
    failed ||= found.length > 0;
    console.log(`${name} on ${route}: ${found.length ? `YES (${found.join(', ')})` : 'not loaded'}`);
  }
}
process.exit(failed ? 1 : 0);
