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
    // One module graph per run, as in a conformance run (a fork per file cost more than the checks themselves); each file
    // still starts from a freshly seeded reference, whatever the previous file or mutant did to the last one.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { shuffle: false, concurrent: false, sequencer: ConformanceSequencer },
    watch: false,
    cache: false,
  },
});
