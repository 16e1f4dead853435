import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';
import { compileHints } from './scripts/compile-hints.ts';

const buildId = process.env.BUILD_ID ?? new Date().toISOString();
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/** Emits version.json, which the app polls to learn that a newer build is deployed (SPEC section 4). */
function versionManifest(): Plugin {
  return {
    name: 'pisowin-version-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildId }) });
    },
  };
}

/** A file of a package, for the aliases below. */
const nodeModule = (path: string) => fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

export default defineConfig({
  // The builds these packages make for current browsers, not the ES5 ones their package.json names: the same code
  // without the transpiled classes, generators and async helpers; the app itself is built for ES2022 (build.target),
  // so no browser that runs it needs them. Dexie's entry loads its UMD build through a wrapper that guards against two
  // copies on a page; with one bundle and this one alias there is one copy.
  resolve: {
    alias: [
      { find: /^dexie$/, replacement: nodeModule('dexie/dist/modern/dexie.mjs') },
      { find: /^workbox-window$/, replacement: nodeModule('workbox-window/build/workbox-window.prod.mjs') },
    ],
  },
  define: { __BUILD_ID__: JSON.stringify(buildId), __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.1.0') },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}'],
        globIgnores: ['version.json'],
      },
      manifest: {
        id: '/',
        name: 'PisoWin: Games and Rewards',
        short_name: 'PisoWin',
        description: 'Games, bonuses and VIP rewards for players in the Philippines. 21+ only.',
        lang: 'en-PH',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0f0b1e',
        theme_color: '#0f0b1e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    versionManifest(),
    compileHints(),
    precompress(),
  ],
  worker: { format: 'es' },
  // The manifest lists each chunk's static and dynamic imports: scripts/size-check.ts measures the first screen from it.
  build: {
    target: 'es2022',
    sourcemap: false,
    // The modulepreload polyfill is for browsers without <link rel="modulepreload">; Chrome has had it since 66.
    modulePreload: { polyfill: false },
    manifest: true,
    // Everything the entry loads before it can draw (with the home route: src/routes/index.tsx) in one file, not a
    // dozen small ones Rolldown would split out because lazily loaded routes share them: each file is another request
    // a slow network waits for in turn, and more work on the main thread (a first visit to / fetched 38 files).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/app/': apiTarget,
      '/anonymous/': apiTarget,
      '/__test/': apiTarget,
    },
  },
});
