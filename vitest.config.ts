import { defineConfig } from 'vitest/config';
import { filesAtOnce } from './api/test/connection-budget.ts';

const integrationSetup = './api/test/global-setup.ts';

/**
 * One runner for the whole repository; each workspace is a project (`vitest run --project api`). The node projects run their files
 * one after another in one process that keeps the modules it loaded (`isolate: false`, ADR 318): each file used to load the server
 * again, a third of the suite's time. A file's state is its own (useTestContext: a database, a Redis prefix and an app per file; the
 * server's caches are keyed by the pool they serve), and what a file starts it stops (workers, tracing, error reporting).
 */
export default defineConfig({
  test: {
    // NOTE: test files at once, whatever the machine's cores: each holds its own PostgreSQL pool (ADR 171, api/test/connection-budget.ts).
    maxWorkers: filesAtOnce(),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: '.tmp/vitest-results.json' },
    projects: [
      { test: { name: 'shared', isolate: false, include: ['shared/src/**/*.test.ts', 'shared/scripts/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', isolate: false, include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      { test: { name: 'server', isolate: false, include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          globalSetup: [integrationSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'workers',
          isolate: false,
          include: ['workers/src/**/*.test.ts', 'workers/test/**/*.test.ts'],
          globalSetup: [integrationSetup],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'dev', isolate: false, include: ['dev/src/**/*.test.ts'], globalSetup: [integrationSetup], testTimeout: 30_000 } },
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], exclude: ['web/src/**/*.render.test.tsx'], environment: 'node' } },
      {
        // Staff screens rendered as a staff member sees them (docs/design.md §23): the app's router and query client in happy-dom,
        // the API answered by a fake fetch with the payloads the API sends (web/src/test/).
        oxc: { jsx: { runtime: 'automatic' } },
        resolve: { alias: { 'virtual:pwa-register': new URL('./web/src/test/pwa-register.stub.ts', import.meta.url).pathname } },
        test: {
          name: 'web-render',
          include: ['web/src/**/*.render.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./web/src/test/setup-render.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The Zapier app driven by zapier-platform-core's app tester against the real API and workers (docs/design.md §15).
        test: {
          name: 'zapier',
          include: ['integrations/zapier/test/**/*.test.ts'],
          globalSetup: ['./integrations/zapier/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.test.ts'],
          globalSetup: ['./e2e/src/harness/global-setup.ts'],
          fileParallelism: false,
          // NOTE: expect.poll gives up after 1 s by default: too short for a chart chunk, an image or a tag to load in Chromium on a
          // busy CI machine. Every other e2e wait allows 20 s; a poll now does too (it still passes the moment the page is right).
          expect: { poll: { timeout: 20_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
