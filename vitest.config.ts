// vitest.config.ts: the suite's own tests, two projects: unit (tests/, in parallel) and e2e (tests/e2e/, two files at a time).
import { defineConfig } from 'vitest/config';

// The suite's own tests. The conformance checks under suites/ are not run from here:
// `npm run conformance` runs them through harness/conformance.vitest.config.ts against a target.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Each beforeAll of an e2e file makes a whole conformance run: on a busy two-core machine one took 127 s,
          // past the 120 s hook limit this had. Every wait inside is on a process or an event; these only catch a hang.
          testTimeout: 600_000,
          hookTimeout: 600_000,
          // Two files at once: most of an e2e file's time is spent waiting (rate-limit windows, budgets, timeouts, child
          // processes), and each starts its own servers on free loopback ports and writes under its own temporary folder.
          // On a clean clone: 989 s for npm test one file at a time, 584 s two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
