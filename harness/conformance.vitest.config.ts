// vitest configuration of a conformance run: the checks under suites/, one worker, files in order, so that
// pacing sees every request of the key and the fixture domain is never raced by the run itself.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Suite files that run after all others, in this order.
 * - Domain transfers have the smallest §8 quota (10 a minute), and this file spends most of the run's transfer requests
 *   one check at a time: a full run against a target enforcing §8 needs three transfer windows, so it must wait for the
 *   last of them. With the file near the end, that wait comes when the files before it have finished, and the users they
 *   created are deleted while the run waits (harness/idle-cleanup.ts), which keeps user deletion (30 a minute) within
 *   one more window.
 * - DNS bulk operations (60 a minute): a full run sends about 125, more than two windows, and `properties` (RUN_FIRST)
 *   spends 88 of them in the first two. In the middle of the run, this file waited from about 64 s for the third bulk
 *   window, every file behind it started late, and the transfer file's last requests fell in a fourth transfer window
 *   (182 s against a bound of 120 s). After the transfer file, it starts when the third windows of both groups open.
 */
export const RUN_LAST = ['transfers.test.ts', 'dns-bulk-template.test.ts', 'rate-limit-core-hourly.test.ts'];

/**
 * Suite files that run before all others, in this order: those that spend most of a small §8 window the run needs more
 * than once, so that the first minute's window is spent before it turns, however slowly the machine runs the checks.
 * An unspent first window costs a whole window more at the end. Alphabetical order had these files late in the run:
 * - domain transfers (10 a minute, about 26 requests: three windows): every file but the transfer file whose checks
 *   send them (tests/harness/bench-lower-bound.test.ts finds them by the operations they name). In the first minute
 *   the window held one transfer request, and the transfer file needed a fourth window.
 * - DNS bulk operations (60 a minute, 120 requests: exactly two windows): the property checks send 88. Started after
 *   the first 50 s on a loaded machine, they left part of the first window unspent, and waited for a third one.
 */
export const RUN_FIRST = [
  'errors.test.ts',
  'rate-limit-headers.test.ts',
  'user-deletion.test.ts',
  'users.test.ts',
  'properties.test.ts',
  'optional-fields-matrix.test.ts',
];

/** Fixed order: RUN_FIRST as listed, then alphabetical, RUN_LAST at the end. The same on every machine and every shard, run after run. */
export function conformanceOrder(paths: string[]): string[] {
  const rank = (p: string) => {
    const first = RUN_FIRST.indexOf(basename(p));
    if (first >= 0) return first - RUN_FIRST.length;
    const last = RUN_LAST.indexOf(basename(p));
    return last >= 0 ? last + 1 : 0;
  };
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
    // The check worker loads the suite as the main process does (harness/load-typescript.mjs: Node's own type stripping, or
    // tsx in an installed package): vite's module runner had the main process transform every module for it on each run
    // (no module cache on disk, see below), about 1.7 s of CPU a run.
    execArgv: ['--import', import.meta.resolve('./load-typescript.mjs')],
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
