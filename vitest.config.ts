import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code, HTTP integration tests against the real
// app and database, and browser tests driving Debian's Chromium against the built app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eval/**/*.test.ts', 'extension/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The unit tests are
          // pure CPU (the corpus evaluations, the letter gate's four shards), so they take every core.
          maxWorkers: Math.max(2, availableParallelism()),
          // Projects with their own worker count run as groups, one after another: unit, then integration, then e2e.
          sequence: { groupOrder: 0 },
          setupFiles: ['tests/setup/strict-console.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts', 'tests/setup/global-browser.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
