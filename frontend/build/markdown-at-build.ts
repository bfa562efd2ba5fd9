import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

import { renderMarkdown } from './render-markdown.ts';

/** The query that asks for a module's Markdown page as HTML made at build time. */
const QUERY = '?markdown-page';

type MarkdownPageSource = { markdown: string } & Record<string, unknown>;

/**
 * `import page from '@/content/x?markdown-page'` gives the default export of `content/x.ts` with its
 * `markdown` turned into `html` (and its `headings`) here, at build time, so the browser receives the
 * page's HTML and neither the Markdown parser nor the copy's source. The module runs in Node through
 * Vite's module runner (aliases, `?raw` imports and TypeScript work as in the app), so figures filled
 * in from the shared product constants are the ones the rest of the app shows. Every other field must
 * survive JSON: it is written into the module as data.
 */
export function markdownAtBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'daily:markdown-at-build',
    configResolved(resolved) {
      config = resolved;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const { module, dependencies } = await runnerImport<{ default?: MarkdownPageSource }>(file, {
        root: config.root,
        mode: config.mode,
        resolve: { alias: config.resolve.alias },
        logLevel: 'error',
      });
      for (const dependency of dependencies) this.addWatchFile(dependency);
      const source = module.default;
      if (typeof source?.markdown !== 'string') throw new Error(`${file} has no default export with a markdown string`);
      const { markdown, ...rest } = source;
      const { html, headings } = renderMarkdown(markdown);
      return `export default ${JSON.stringify({ ...rest, html, headings })};\n`;
    },
  };
}
