// mutation/vitest.config.ts: the conformance checks under suites/ as the mutation run's tests (Stryker's vitest runner):
// each suite file in its own module graph against a reference started in the worker (mutation/in-process-reference.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { RunContext } from '../harness/run-context.js';
import { ConformanceSequencer } from '../harness/conformance.vitest.config.js';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['suites/**/*.test.ts'],
    setupFiles: ['mutation/in-process-reference.ts'],
    // Filled by the setup file inside the worker, once the reference listens (its port is known only there).
    provide: { conformance: {} as RunContext },
    fileParallelism: false,
    // Isolated: each suite file evaluates reference/ again, so a mutant of module-level code (a constant, a table) is
    // seen by every file, and each file starts from the seeded state, whatever the previous mutant did to it.
    isolate: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { shuffle: false, concurrent: false, sequencer: ConformanceSequencer },
    watch: false,
    cache: false,
  },
});
