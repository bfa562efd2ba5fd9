// The JavaScript each route of the built app needs before it renders, as the bytes the server
// sends: the entry chunk and its static imports plus the route's lazy chunk and its static imports,
// each file once, counted as the gzip and brotli twins the build writes beside them (a file whose
// twin would not be smaller has none and goes out as it is). Code loaded later (a dialog when it
// opens, the call widget after the page) is not counted. Reads the build's Vite manifest.
//
// Shared by the budget test (route-budgets.test.ts, part of npm test) and the report script
// (test/scripts/bundle-sizes.mjs). Plain JavaScript so that Node runs it without a build step.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Budgets in KB (1,024 bytes) of gzip, as sent. */
export const budgetsKb = {
  // Every route a visitor or a customer can open.
  default: 160,
  // The operator console: react-admin and its UI kit, used by operators on a desktop and loaded
  // only on /admin; it is not trimmed to the budget of the app's own pages.
  '/admin/*': 400,
};

/**
 * The goal of issue 26, in KB of gzip as sent: every route's initial JavaScript at or under it, the
 * operator console aside. Reported as met or missed beside each route; the budgets above, which the
 * tests enforce, stay as they are until every route meets it.
 */
export const goalKb = { default: 140, '/admin/*': null };

export function goalFor(route) {
  return route in goalKb ? goalKb[route] : goalKb.default;
}

/** Code that must never load with these routes, recognised by a string only it contains. */
export const keptOff = { '/': [{ name: 'react-admin', marker: 'RaDatagrid' }] };

/** Route module (routes/<name>.tsx) → URL path, read from the router and the paths config. */
function routePaths(frontendRoot) {
  const pathsSource = readFileSync(join(frontendRoot, 'src/config/paths.ts'), 'utf8');
  const routerSource = readFileSync(join(frontendRoot, 'src/app/router.tsx'), 'utf8');
  const urlOf = Object.fromEntries([...pathsSource.matchAll(/(\w+): \{\s*path: '([^']+)'/g)].map((m) => [m[1], m[2]]));
  const pairs = [...routerSource.matchAll(/path: paths\.(\w+)\.path,\s*lazy:[^]*?import\('\.\/routes\/([\w-]+)'\)/g)];
  return Object.fromEntries(pairs.map(([, name, module]) => [module, urlOf[name] ?? name]));
}

/** One row per route module: its URL, the files it loads first and their sizes as sent (of the build in `dist`). */
export function routeBundles(frontendRoot, dist = join(frontendRoot, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizeCache = new Map();
  const sizes = (file) => {
    if (!sizeCache.has(file)) {
      const raw = readFileSync(join(dist, file)).length;
      const sent = (suffix) => (existsSync(join(dist, file + suffix)) ? readFileSync(join(dist, file + suffix)).length : raw);
      sizeCache.set(file, { raw, gzip: sent('.gz'), br: sent('.br') });
    }
    return sizeCache.get(file);
  };
  const staticClosure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, files);
    return files;
  };
  const sum = (files) =>
    [...files].reduce(
      (total, file) => {
        const size = sizes(file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, br: total.br + size.br };
      },
      { raw: 0, gzip: 0, br: 0 },
    );

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = staticClosure(entryKey);
  const urls = routePaths(frontendRoot);
  const rows = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /src\/app\/routes\/[\w-]+\.tsx$/.test(key))
    .map((key) => {
      const module = key.match(/routes\/([\w-]+)\.tsx$/)[1];
      const files = staticClosure(key, new Set(entryFiles));
      const own = [...staticClosure(key)].filter((file) => !entryFiles.has(file));
      return { route: urls[module] ?? `(${module})`, module, files: [...files], ...sum(files), routeGzip: sum(own).gzip };
    })
    .sort((a, b) => a.gzip - b.gzip);
  return { rows, entry: { files: [...entryFiles], ...sum(entryFiles) }, dist };
}

export function budgetFor(route) {
  return budgetsKb[route] ?? budgetsKb.default;
}
