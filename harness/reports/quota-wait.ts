// harness/reports/quota-wait.ts: how long checks waited for §8 quota, as the reports show it (issue 32). A wait the pacer imposed (a window
// spent by this run or by another on the key, a 429's reset) is not the target's time: each check shows it next to its time with the target,
// and the run names the groups that made checks wait longest.
import type { CheckResult } from '../report-model.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A check's time with the target and its wait for quota ("12.3 s", "0.0 s"); empty for a check run before the two were kept apart. */
export function checkTimes(check: CheckResult): { target: string; quota: string } {
  if (check.quotaWaitedMs === undefined) return { target: '', quota: '' };
  return { target: seconds(check.targetMs ?? 0), quota: seconds(check.quotaWaitedMs) };
}

/** The §8 groups that made checks wait longest, longest first (at most `max`), with seconds summed over checks; waits under a second left out. */
export function longestQuotaWaits(byGroup: Record<string, number> = {}, max = 3): { named: string[]; more: number } {
  const longest = Object.entries(byGroup)
    .filter(([, ms]) => ms >= 1000)
    .sort((a, b) => b[1] - a[1]);
  return { named: longest.slice(0, max).map(([group, ms]) => `${group} ${Math.round(ms / 1000)} s`), more: Math.max(0, longest.length - max) };
}

/** One line for the console and the summaries; undefined when no check waited a second for quota. */
export function quotaWaitLine(byGroup: Record<string, number> | undefined): string | undefined {
  const { named, more } = longestQuotaWaits(byGroup);
  if (!named.length) return undefined;
  const rest = more ? ` and ${more} more groups` : '';
  return `waited for §8 quota, longest: ${named.join(', ')}${rest} (summed over checks; not counted against their time limits)`;
}
