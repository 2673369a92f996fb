import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

const SERVERS = ['tests/support/global-setup.ts'];

/**
 * One runner, four projects:
 * - unit: pure domain rules and components (app/**), no servers
 * - platform: the local platform's own tests (it starts itself per file) and its pure rules' unit tests beside them
 * - integration: HTTP against the built shop on workerd + the local platform
 * - e2e: real Chromium (Debian's /usr/bin/chromium) through playwright-core
 */
export default defineConfig({
  cacheDir: '.cache/vitest',
  plugins: [tsconfigPaths({projects: ['tsconfig.json']})],
  test: {
    poolOptions: {forks: {maxForks: 2, minForks: 1}},
    projects: [
      {extends: true, test: {name: 'unit', include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], environment: 'node'}},
      {
        extends: true,
        test: {
          name: 'platform',
          include: ['platform/test/**/*.test.ts', 'platform/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: SERVERS,
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // One file at a time: they share the servers and fixed ports.
          pool: 'forks',
          poolOptions: {forks: {singleFork: true}},
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: SERVERS,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // One file at a time: they share the servers and fixed ports.
          pool: 'forks',
          poolOptions: {forks: {singleFork: true}},
        },
      },
    ],
  },
});
