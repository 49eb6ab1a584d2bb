import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The API the dev server forwards to (`npm run dev` runs it on port 3000). */
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/** The back office, served by the API under /admin/ (and by this dev server on port 5174). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // What the back office imports by alias, as its tsconfig's `paths` say.
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contracts': fileURLToPath(new URL('../libs/platform/contracts/src', import.meta.url)),
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/socket.io': { target: api, ws: true } },
  },
  // No source maps among the served files: they would publish the whole source.
  build: { target: 'es2020', sourcemap: false },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Dates are asserted as an administrator in Dakar or Abidjan reads them.
    env: { TZ: 'UTC' },
  },
});
