// What a leniency run of the reference is (tests/e2e/leniency*.test.ts): the environment of a conformance run against the embedded reference
// switched to some allowed choices of contracts/ambiguities.yaml, and the problems its report shows (failed checks, suite errors, no report).
import type { BatchRun } from './run-cli.js';

/** Variants that exclude each other (reference/variants.ts resolveVariants): a run takes at most one of each group. */
export const EXCLUSIVE_GROUPS: readonly string[][] = [
  ['errors-list', 'errors-mixed'],
  ['user-repeat-409', 'user-find-200'],
];

/** slow-300ms makes every response 300 ms late: a run with it covers these areas only, to keep its time down (every operation group of §8 is in them). */
export const SLOW_AREAS = 'catalogue,transfers,dns-core,users,rate-limit-headers';

/**
 * The property-based areas: more than half of a run's requests (each property draws its own values). Left out of the runs of one variant
 * and of the random combinations to keep the leniency tests lean; the runs with every variant together keep them.
 */
export const PROPERTY_AREAS = 'properties,dns-model';

/** `full`: every area; otherwise PROPERTY_AREAS are left out (and slow-300ms runs SLOW_AREAS only). */
export function leniencyEnv(variants: readonly string[], seed: string, full = false): Record<string, string> {
  const slow = variants.includes('slow-300ms');
  return {
    CONFORMANCE_SEED: seed,
    CONFORMANCE_RATE_LIMIT_PROBE: '1',
    // 5-second windows: the 429 probe must send Limit + 1 requests inside one window, and RL-PER-KEY-CORE five;
    // on a busy two-core machine (a second copy of the suite beside it) they did not fit in 1-second windows.
    CONFORMANCE_REFERENCE_WINDOW_MS: '5000',
    CONFORMANCE_REFERENCE_VARIANTS: variants.join(','),
    ...(slow ? { CONFORMANCE_ONLY: SLOW_AREAS } : {}),
    ...(!slow && !full ? { CONFORMANCE_SKIP: PROPERTY_AREAS } : {}),
  };
}

/** Everything that keeps a run from being a clean pass: failed checks with their message, suite errors, a missing report. */
export function problemsOf(run: BatchRun): string[] {
  const failed = (run.report?.checks ?? []).filter((c) => c.status === 'failed' || c.status === 'error').map((c) => `${c.id}: ${c.message}`);
  return [...failed, ...(run.report?.errors ?? []), ...(run.report ? [] : [`no report (exit ${run.exitCode}): ${run.error ?? ''}`])];
}
