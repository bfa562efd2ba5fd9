import { fileURLToPath, URL } from 'node:url';
import { constants } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const backendUrl = process.env.VITE_DEV_BACKEND_URL ?? 'http://localhost:3000';

// The backend owns these prefixes; in development the Vite server forwards them so the
// app can call relative URLs exactly as it does when the backend serves the built files.
const backendPrefixes = ['/api', '/auth', '/user', '/dev', '/call', '/health'] as const;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip twins beside every file, made once at build at the highest settings; the
    // server sends the one a browser accepts as it is (platform/http/static-files.ts).
    compression({
      include: /\.(js|css|html|svg|json|txt|woff2?)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
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
    // The operator console (react-admin and its UI kit) is one large chunk by nature; it is
    // loaded only on /admin, so its size does not reach visitors.
    chunkSizeWarningLimit: 800,
  },
});
