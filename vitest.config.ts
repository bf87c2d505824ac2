import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests beside the code, HTTP integration tests against the real
// app and database, and browser tests driving Debian's Chromium against the built app.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Two workers shared by all
    // three projects let the CPU-bound unit files (corpus evaluations, the letter gate's shards) overlap with the
    // browser and HTTP files, which mostly wait. A worker count set per project would force the projects to run one
    // after another instead.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'eval/**/*.test.ts', 'extension/**/*.test.ts'],
          environment: 'node',
          // One run's store of corpus work shared by the evaluation files (eval/corpus-cache.ts).
          globalSetup: ['tests/setup/global-corpus.ts'],
          setupFiles: ['tests/setup/strict-console.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
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
