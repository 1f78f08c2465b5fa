// mutation/stryker.config.mjs: StrykerJS over reference/ (issue 13 Deliver 4): the conformance checks are the tests,
// run in-process by the vitest runner (mutation/vitest.config.ts), so per-test coverage runs only the checks that
// execute a mutant. `npm run mutation` runs it; `--mutate reference/errors.ts` narrows it.
/** Where the reports go: MUTATION_REPORT_DIR lets two narrowed runs go side by side (each with its own sandbox). */
const dir = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';
const sandbox = process.env.MUTATION_REPORT_DIR ? `.stryker-tmp-${dir.replace(/[^a-z0-9]+/gi, '-')}` : '.stryker-tmp';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.ts', related: false, pool: 'forks' },
  coverageAnalysis: 'perTest',
  // The reference, less what is not the interface: its planted faults and its own command line.
  mutate: ['reference/**/*.ts', '!reference/faults/**', '!reference/cli.ts', '!reference/bin.ts'],
  // Anchored: harness/reports/ is code the checks import.
  ignorePatterns: ['/reports', '/bench/results', '/.ci/.node', '/.scratch', '/coverage', '/.stryker-tmp*'],
  // The machine is shared (two cores): one test process, run niced by `npm run mutation`.
  concurrency: 1,
  // A check may wait out a rate-limit window (1 s) several times: generous, on top of the dry run's own time.
  timeoutMS: 20_000,
  timeoutFactor: 2,
  // Results are kept for mutants whose code and covering checks did not change: a run narrowed with --mutate, or one
  // after a change of a few checks, re-runs only what it must.
  incremental: true,
  incrementalFile: `${dir}/stryker-incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `${dir}/mutation.json` },
  htmlReporter: { fileName: `${dir}/mutation.html` },
  // No tsconfig to rewrite (none extends or references another), and Stryker's rewriter needs the TypeScript 5 API,
  // which TypeScript 7 no longer has: point it at a file that does not exist, so it leaves the sandbox's as it is.
  tsconfigFile: 'mutation/tsconfig-not-rewritten.json',
  tempDirName: sandbox,
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: null },
};
