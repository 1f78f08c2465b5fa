// vitest configuration of a conformance run: the checks under suites/, one worker, files in order, so that
// pacing sees every request of the key and the fixture domain is never raced by the run itself.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['suites/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { shuffle: false, concurrent: false },
    watch: false,
  },
});
