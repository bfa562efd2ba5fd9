import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';

import { build, type Plugin, type ResolvedConfig } from 'vite';

import { brotliOptions, gzipOptions } from './compression-settings.ts';

/** The page every other path is answered with: the app without prerendered content. */
export const SPA_SHELL = 'spa.html';

type PrerenderedPage = { body: string; head: string; description: string | null };
type PrerenderEntry = {
  prerenderedPaths: readonly string[];
  renderPage: (path: string) => Promise<PrerenderedPage>;
};

const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with one page's markup in #root and its head (title, description) filled in. */
export function fillTemplate(template: string, path: string, page: PrerenderedPage): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT} to prerender into`);
  let html = template.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(path)}">${page.body}</div>`);
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
        const outDir = join(config.root, config.build.outDir);
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
          const { prerenderedPaths, renderPage } = (await import(pathToFileURL(entryFile).href)) as PrerenderEntry;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          await writeWithTwins(join(outDir, SPA_SHELL), template);
          for (const path of prerenderedPaths) {
            const page = await renderPage(path);
            await writeWithTwins(join(outDir, fileForPath(path)), fillTemplate(template, path, page));
          }
          config.logger.info(`prerendered ${prerenderedPaths.join(', ')}`);
        } finally {
          await rm(serverOut, { recursive: true, force: true });
        }
      },
    },
  };
}
