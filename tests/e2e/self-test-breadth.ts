// How much of the fault catalogue and of the variants the e2e self-tests run. `npm test` runs a fixed sample, so that the
// whole suite stays within about ten minutes on a busy two-core CI machine; `npm run test:full` (PDC_SELF_TEST=full) runs
// every fault and every variant, and is what the figures of the README and of bench/results/ come from.

/** True when the whole catalogue and every variant run (PDC_SELF_TEST=full). */
export const FULL_SELF_TEST = process.env.PDC_SELF_TEST === 'full';

/** Every `stride`-th item (a fixed sample: the same items every run), or all of them in a full self-test. */
export function sampled<T>(items: readonly T[], stride: number): T[] {
  return FULL_SELF_TEST ? [...items] : items.filter((_, i) => i % stride === 0);
}
