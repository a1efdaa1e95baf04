/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vite's build and dev server and Vitest's settings of the web app (docs/decisions/0018-web-app-libraries.md).
 * The build writes hashed assets to dist/apps/web, which the gateway serves at / (docs/decisions/0019-web-serving.md);
 * `npx nx run web:serve` runs the dev server with hot reload and proxies /api to VMDASH_GATEWAY_URL
 * (default http://127.0.0.1:8080, the address `npm start` prints).
 */
const root = __dirname;
const gateway = process.env.VMDASH_GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '../../dist/apps/web'),
    emptyOutDir: true,
    // No inline script or style: the gateway's Content-Security-Policy allows only the app's own files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: false,
    // The dashboard API answers only requests whose Origin it knows: the proxy sends the gateway's own origin.
    proxy: { '/api': { target: gateway, changeOrigin: true, headers: { origin: gateway } } },
  },
  test: {
    root,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A test types into forms like a user (user-event, one key at a time); on a busy shared machine that takes longer
    // than Vitest's default 5 s. A limit, not a timing asserted.
    testTimeout: 30_000,
  },
});
