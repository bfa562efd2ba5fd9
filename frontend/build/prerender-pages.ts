import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { brotliCompress, gzip } from 'node:zlib';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import { brotliOptions, gzipOptions } from './compression-settings.ts';
import { routeBundles } from './route-bundles.mjs';

/** The page every other path is answered with: the app without prerendered content. */
export const SPA_SHELL = 'spa.html';

type PrerenderedPage = { body: string; head: string; description: string | null };
type PrerenderEntry = {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<PrerenderedPage>;
  signedInShellPaths: readonly string[];
  renderShell: (path: string) => Promise<PrerenderedPage>;
  startRequests: (...args: never[]) => void;
  startPlan: unknown;
  keepShellMenuTaps: (...args: never[]) => void;
  loadAppAfterFirstPaint: (...args: never[]) => void;
  LOAD_APP_BACKSTOP_MS: number;
  fillDashboardShell: (...args: never[]) => void;
  dashboardShellPlan: unknown;
  dashboardGreeting: (...args: never[]) => unknown;
};

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with one page's markup in #root and its head (title, description) filled in.
 * A page is hydrated in the browser (`data-prerendered`); a shell is replaced by the app's first
 * render (`data-shell`).
 */
export function fillTemplate(template: string, path: string, page: PrerenderedPage, kind: 'page' | 'shell' = 'page'): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} to prerender into`);
  const marker = kind === 'page' ? 'data-prerendered' : 'data-shell';
  let html = template.replace(EMPTY_ROOT, () => `<div id="root" ${marker}="${escapeAttribute(path)}">${page.body}</div>`);
  const title = /<title>[^<]*<\/title>/.exec(page.head)?.[0];
  const otherHead = page.head.replace(/<title>[^<]*<\/title>/, '');
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  if (page.description !== null) {
    const content = escapeAttribute(page.description);
    html = html.replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, start: string, end: string) => start + content + end);
  }
  if (otherHead) html = html.replace('</head>', () => `${otherHead}</head>`);
  return html;
}

/** `/` is index.html; `/about` is about/index.html, which the server answers at /about. */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/|\/$/g, '')}/index.html`;
}

/**
 * Adds the starter (see src/app/starter) to a page's head, ahead of the app's own script: `async`, so
 * it runs as soon as it arrives (it is small; the app is not) and holds up nothing.
 */
export function withStarter(html: string, starterHref: string): string {
  const appScript = '<script type="module"';
  if (!html.includes(appScript)) throw new Error('index.html has no module script to put the starter before');
  return html.replace(appScript, () => `<script async src="${starterHref}"></script>\n    ${appScript}`);
}

/**
 * A signed-in shell asks for the app's code only once it has been painted: its module script and
 * the entry's preloads leave the head, and the starter's tag names them (with the route's own
 * files) for the starter to ask for after the first paint (src/app/starter/load-app-after-paint.ts).
 */
export function withAppAfterFirstPaint(html: string, routeFiles: readonly string[]): string {
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!moduleScript) throw new Error('index.html has no module script for the shell to load after its paint');
  const entryPreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let shell = html.replace(moduleScript[0], '');
  for (const preload of entryPreloads) shell = shell.replace(preload[0], '');
  const files = [...entryPreloads.map((preload) => preload[1]), ...routeFiles.map((file) => `/${file}`)];
  const starterTag = /<script async src="([^"]+)"><\/script>/.exec(shell);
  if (!starterTag) throw new Error('the shell has no starter to load the app after its paint');
  const named = `<script async src="${starterTag[1]}" data-app="${escapeAttribute(moduleScript[1])}" data-preload="${escapeAttribute(files.join(' '))}"></script>`;
  return shell.replace(starterTag[0], () => named);
}

/** The starter's file: its functions' own text, each called with its arguments, named by its content. */
function starterFile(entry: PrerenderEntry): { name: string; text: string } {
  const { startRequests, startPlan, keepShellMenuTaps, loadAppAfterFirstPaint, LOAD_APP_BACKSTOP_MS } = entry;
  const { fillDashboardShell, dashboardShellPlan, dashboardGreeting } = entry;
  // The loader first: it reads its own script tag, which is known only while the file first runs.
  const text = [
    `(${loadAppAfterFirstPaint.toString()})(window, document.currentScript, ${LOAD_APP_BACKSTOP_MS});`,
    `(${startRequests.toString()})(window, ${JSON.stringify(startPlan)});`,
    `(${keepShellMenuTaps.toString()})(window);`,
    `(${fillDashboardShell.toString()})(window, ${JSON.stringify(dashboardShellPlan)}, ${dashboardGreeting.toString()});`,
    '',
  ].join('\n');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
  return { name: `assets/start-${hash}.js`, text };
}

async function writeWithTwins(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const bytes = Buffer.from(html);
  await Promise.all([
    writeFile(file, bytes),
    promisify(brotliCompress)(bytes, brotliOptions).then((compressed) => writeFile(`${file}.br`, compressed)),
    promisify(gzip)(bytes, gzipOptions).then((compressed) => writeFile(`${file}.gz`, compressed)),
  ]);
}

/**
 * After the browser build, builds `entry` for Node, renders each of its `prerenderedPaths` and
 * writes it into the output as HTML that already holds the page (the browser hydrates it), with
 * brotli and gzip twins. The plain shell is kept as spa.html for every other path.
 */
export function prerenderPages({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'daily:prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const serverOut = join(config.root, 'node_modules', '.cache', 'daily-prerender');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: entry, outDir: serverOut, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
        });
        try {
          const entryFile = join(serverOut, `${entry.replace(/^.*\//, '').replace(/\.tsx?$/, '')}.js`);
          const entryModule = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry;
          const { prerenderedPaths, renderPage, signedInShellPaths, renderShell } = entryModule;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const starter = starterFile(entryModule);
          await writeWithTwins(join(outDir, starter.name), starter.text);
          // Every page has it: on the prerendered ones it keeps the Menu button working until hydration.
          const pageTemplate = withStarter(template, `/${starter.name}`);
          await writeWithTwins(join(outDir, SPA_SHELL), pageTemplate);
          for (const path of prerenderedPaths) {
            const page = await renderPage(path);
            await writeWithTwins(join(outDir, fileForPath(path)), fillTemplate(pageTemplate, path, page));
          }
          const { rows, entry: sharedEntry } = routeBundles(config.root, outDir);
          for (const path of signedInShellPaths) {
            const shell = await renderShell(path);
            const routeFiles = (rows.find((row) => row.route === path)?.files ?? []).filter((file) => !sharedEntry.files.includes(file));
            const html = withAppAfterFirstPaint(fillTemplate(pageTemplate, path, shell, 'shell'), routeFiles);
            await writeWithTwins(join(outDir, fileForPath(path)), html);
          }
          config.logger.info(`prerendered ${prerenderedPaths.join(', ')}; signed-in shells ${signedInShellPaths.join(', ')}`);
        } finally {
          await rm(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
}
