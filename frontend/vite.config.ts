import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backendUrl = process.env.VITE_DEV_BACKEND_URL ?? 'http://localhost:3000';

// The backend owns these prefixes; in development the Vite server forwards them so the
// app can call relative URLs exactly as it does when the backend serves the built files.
const backendPrefixes = ['/api', '/auth', '/user', '/dev', '/call', '/health'] as const;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
