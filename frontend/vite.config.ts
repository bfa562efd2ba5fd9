import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { brotliOptions, compressedFiles, gzipOptions } from './build/compression-settings.ts';
import { entryAwarePreload } from './build/entry-aware-preload.ts';
import { markdownAtBuild } from './build/markdown-at-build.ts';
import { prerenderPages } from './build/prerender-pages.ts';

const backendUrl = process.env.VITE_DEV_BACKEND_URL ?? 'http://localhost:3000';

// The backend owns these prefixes; in development the Vite server forwards them so the
// app can call relative URLs exactly as it does when the backend serves the built files.
const backendPrefixes = ['/api', '/auth', '/user', '/dev', '/call', '/health'] as const;

/**
 * Asks for every font file the build emits (the self-hosted typeface) in the page head, so it
 * arrives with the stylesheet and the first layout already uses it, instead of swapping later and
 * moving the text. Generic on purpose: it knows no font by name.
 */
function preloadBuiltFonts(): Plugin {
  return {
    name: 'daily-preload-built-fonts',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => file.startsWith('assets/') && file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            // First in the head, before the stylesheet and the scripts: the request starts at once, so
            // the file is there by the first layout even on a cold cache (the face is font-display: optional).
            injectTo: 'head-prepend' as const,
          })),
    },
  };
}

/** The stable address of the brand typeface, for pages the server makes itself (the test checkout). */
const brandFontPath = 'fonts/brand-latin.woff2';

/**
 * Writes the Latin subset of the brand typeface once more under a name that does not change, so
 * the server's own HTML pages (which cannot know the build's hashes) use the same type as the app.
 */
function stableBrandFont(): Plugin {
  return {
    name: 'daily-stable-brand-font',
    apply: 'build',
    generateBundle(_options, bundle) {
      const latin = Object.values(bundle).find((file) => file.type === 'asset' && /latin-wght-normal.*\.woff2$/.test(file.fileName));
      if (latin?.type === 'asset') this.emitFile({ type: 'asset', fileName: brandFontPath, source: latin.source });
    },
  };
}

const preload = entryAwarePreload();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    preload.plugin,
    preloadBuiltFonts(),
    stableBrandFont(),
    tailwindcss(),
    // Copy written in Markdown reaches the browser as HTML made here (the one-pager).
    markdownAtBuild(),
    // Brotli and gzip twins beside every file, made once at build at the highest settings; the
    // server sends the one a browser accepts as it is (platform/http/static-files.ts). Not for the
    // server-side build of the prerendered pages, which never leaves the build.
    {
      ...compression({
        include: compressedFiles,
        algorithms: [defineAlgorithm('brotliCompress', brotliOptions), defineAlgorithm('gzip', gzipOptions)],
      }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
    // The public pages, written out as HTML holding their content, then hydrated in the browser.
    prerenderPages({ entry: 'src/app/prerender-entry.tsx' }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(backendPrefixes.map((prefix) => [prefix, { target: backendUrl, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunks; test/scripts/bundle-sizes.mjs reads it.
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill was half a kilobyte on every route.
    // What a dynamic import asks for ahead leaves out what the entry has already loaded.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    // The operator console (react-admin and its UI kit) is one large chunk by nature; it is
    // loaded only on /admin, so its size does not reach visitors.
    chunkSizeWarningLimit: 800,
    // Each file is a request on the first load's critical path, so a route asks for four: the
    // entry, the runtime, the app and its own file. What the entry imports statically (React, the
    // query client, class helpers, the icon factory) is one file, the app, not eight small ones
    // split out because lazy routes share them; and the small pieces the lazy routes share with
    // each other (a card, an icon, the date helpers) are copied into each route's file instead of
    // standing alone: /dashboard asked for 20 files, each a round trip on a slow phone. Copying
    // needs the modules to run in their source order wherever they land, which costs the entry
    // about 2 KB gzip. The server-side build (the prerendered pages) is one file for Node.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          // Every constant imported from another module is written where it is used (the default
          // does so only in conditions), instead of being kept and looked up: 0.1 KB gzip a route.
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
            },
          },
        },
  },
}));
