import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Unit tests (tests/unit) and server integration tests (tests/integration). E2E lives in Playwright.
export default defineConfig({
  plugins: [react()],
  // The app version the build defines (vite.config.ts); __BUILD_ID__ stays undefined so tests can stub it.
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: { alias: { 'virtual:pwa-register': fileURLToPath(new URL('tests/unit/stubs/pwa-register.ts', import.meta.url)) } },
  test: {
    // Server integration files share their worker's modules (isolate: false): each file imported the whole server
    // afresh, about 2 s of CPU per file: without it the suite took 699 s here, with it 548 s. They build their own app and database
    // (startTestApp), keep no mocks and restore what they set in process.env. Unit files keep their own module graph,
    // as their mocks, fake IndexedDB and global stubs need.
    projects: [
      // Unit files run in worker threads: they start faster than forked processes (the unit project 68.6 s -> 56.8 s
      // here, CPU 129 s -> 105 s). The integration files stay in forks, where threads saved nothing (their time is
      // their databases') and where a server test may change process-wide state.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], pool: 'threads' } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], isolate: false } },
    ],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
  },
});
