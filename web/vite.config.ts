/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { spaRoutePatterns } from './src/config/spa-routes';

// The API the dev server forwards /api and /files to (the FastAPI app of api/).
const apiTarget = process.env.GLOWDEX_API_URL ?? 'http://127.0.0.1:8000';

/** dist/spa-routes.json: the app's routes, so the server answers every other path with a 404 (api/spa.py). */
const spaRoutes = (): Plugin => ({
  name: 'glowdex-spa-routes',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'spa-routes.json', source: `${JSON.stringify(spaRoutePatterns, null, 1)}\n` });
  },
});

export default defineConfig({
  plugins: [react(), spaRoutes()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // Chunks are fetched from the site root (spec §7).
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps for local builds; the production image builds with GLOWDEX_SOURCEMAPS=0 (deploy/web.Dockerfile),
    // and the API does not serve *.map in its production profile (api/spa.py).
    sourcemap: process.env.GLOWDEX_SOURCEMAPS !== '0',
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/files': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    // A worker per core: vitest's default keeps one core for its main process, which only waits in a run (on two
    // cores that ran the files one at a time, the machine half idle).
    maxWorkers: availableParallelism(),
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20000, // a test's own budget, above the 5 s waits of src/testing/setup.ts
    // Search UI's views import CommonJS packages (downshift, rc-pagination) with ESM default
    // imports; let Vite transform them as the browser build does, instead of Node's interop.
    server: { deps: { inline: [/@elastic\/react-search-ui/] } },
  },
});
