import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/** What the site imports by alias, as its tsconfig's `paths` say (the browser's build, the server's and the tests). */
const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./src', import.meta.url)),
    '@contracts': fileURLToPath(new URL('../libs/platform/contracts/src', import.meta.url)),
  },
};

/** The API the dev server forwards to (`npm run dev` runs it on port 3000). */
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * A Brotli (quality 11) and a gzip (level 9) copy beside each built text file of 1 kB or more, which the
 * API sends as they are (`preCompressed`): smaller than what it could compress on the fly, at no CPU
 * per request.
 */
const precompress = () =>
  compression({
    include: /\.(js|css|html|svg|webmanifest|json|txt)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });

/**
 * The server's build (`vite build --ssr src/entry-server.tsx`): one CommonJS module with every
 * dependency inside, which the API loads to render the site's pages (no CSS, no service worker).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  resolve,
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    target: 'node22',
    sourcemap: false,
    rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  resolve,
  plugins: [
    react(),
    // The app shell (the page, the entry script and the style sheet) is pre-cached for offline starts;
    // every other script is cached the first time a page uses it, so that a first visit on metered data
    // downloads only what it shows (issue 28: the whole site pre-cached cost ~212 KB more). API
    // answers are never cached (they must be fresh); photos and hashed assets are (their URLs never change).
    // The worker is registered by the app itself once the page has loaded (main.tsx): a registration
    // script of its own was one more request on every first visit. Its pre-cache holds what an offline
    // start needs, not the icon nor the manifest, which the page's first visit already asks for or
    // does not need.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'assets/{index,style}-*.{js,css}'],
        // Web push (showing a notification, opening its page, "Ne plus recevoir"): a static script,
        // fetched with the worker when it installs, never by the page itself.
        importScripts: ['/push-sw.js'],
        // The worker's runtime inside sw.js: one request less on the first visit.
        inlineWorkboxRuntime: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/socket\.io\//, /^\/admin(\/|$)/],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'photos', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  // No source maps among the served files: they would publish the whole source. One style sheet for
  // the whole site, in the page's head: a page the server rendered is styled from its first paint.
  // What every page runs before its own code (React, the router, the query client, the API client, the
  // layout and the texts they show) is one script beside the entry's stub and Rolldown's runtime: split
  // by which pages share each part, it came as nine, each a request of its own on a first visit, all of
  // them needed at once. Common chunks of a few kilobytes (query keys, small hooks, a feature's texts)
  // are copied into the chunks that use them, for the same reason.
  build: {
    target: 'es2020',
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 16_384 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
