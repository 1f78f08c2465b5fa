// vitest configuration of a conformance run: the checks under suites/, one worker, files in order, so that
// pacing sees every request of the key and the fixture domain is never raced by the run itself.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Suite files that run after all others. Domain transfers have the smallest §8 quota (10 a minute), so a full run
 * against a target enforcing §8 waits for a transfer window once; with the transfer-heavy file last, that wait comes
 * when every other file has finished and the users they created can be deleted while the run waits
 * (harness/idle-cleanup.ts), which keeps user deletion (30 a minute) within one more window.
 */
export const RUN_LAST = ['transfers.test.ts'];

/** Fixed order: alphabetical, RUN_LAST at the end. The same on every machine and every shard, run after run. */
export function conformanceOrder(paths: string[]): string[] {
  const rank = (p: string) => RUN_LAST.indexOf(basename(p));
  return [...paths].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** vitest's own order depends on cached durations; a conformance run is reproducible instead. Sharding is vitest's. */
export class ConformanceSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = conformanceOrder(files.map((f) => f.moduleId));
    return [...files].sort((a, b) => order.indexOf(a.moduleId) - order.indexOf(b.moduleId));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['suites/**/*.test.ts'],
    pool: 'forks',
    // The check worker loads the suite natively through tsx, as the main process does: vite's module runner had the main
    // process transform every module for it on each run (no module cache on disk, see below), about 1.7 s of CPU a run.
    // tsx keeps its own cache, where a file half written by another run reads as a miss, never as an error.
    execArgv: ['--import', import.meta.resolve('tsx')],
    experimental: { viteModuleRunner: false },
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { shuffle: false, concurrent: false, sequencer: ConformanceSequencer },
    watch: false,
    // No results cache: the order is fixed (ConformanceSequencer), and an installed package may be read-only.
    cache: false,
    // No cache of transformed modules on disk: runs at once on one machine (two pipelines, the self-tests' batches)
    // shared one in the temporary folder, and one run's reads met another's rewrites (ENOENT: the suite broke, exit 2).
    fsModuleCache: false,
  },
});
