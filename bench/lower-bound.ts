// The lower bound on the wall time of a full run against a target that enforces the §8 limits in fixed windows.
//
// Definitions (bench/README.md and docs/pacing.md say the same):
//   W        the window length (60 s for §8's per-minute limits), windows fixed and aligned to the epoch
//   n_g      requests the run sent with its key in §8 group g (report.json summary.requestsByGroup)
//   L_g      the §8 limit of group g per window (contracts/limits.yaml)
//   k_g      = ceil(n_g / L_g), the windows group g needs at the least
//   r_g      = n_g - (k_g - 1) * L_g, the requests of g that fall in its last window at the least
//   t0       when the run started (process spawned), b1 the end of the window t0 lies in
//   tau      the unthrottled run's wall time per request (T_unthrottled / N_unthrottled)
//   LB_g     = n_g * tau                                    when k_g = 1
//            = (b1 - t0) + (k_g - 2) * W + r_g * tau         when k_g >= 2
//            (group g's last window begins no earlier than b1 + (k_g - 2) W, and at least r_g requests follow)
//   LB       = max(T_unthrottled, max_g LB_g)
// When the run starts at a window boundary, b1 - t0 = W and LB_g = (k_g - 1) * W + r_g * tau.
// The core interface's hourly quota (1000 an hour) adds a bound of the same shape with W = 3600 s, L = 1000.
import type { RateLimitGroup } from '../contracts/spec-data.js';

export interface GroupBound {
  group: string;
  requests: number;
  limit: number;
  windowSeconds: number;
  windows: number;
  inLastWindow: number;
  boundMs: number;
}

export interface LowerBound {
  boundMs: number;
  /** The group (or `unthrottled`) that sets the bound. */
  setBy: string;
  unthrottledMs: number;
  msPerRequest: number;
  firstWindowRestMs: number;
  groups: GroupBound[];
}

export interface LowerBoundInput {
  requestsByGroup: Record<string, number>;
  groups: Record<string, RateLimitGroup>;
  /** Wall time and request count of the same run without throttling (short windows). */
  unthrottledMs: number;
  unthrottledRequests: number;
  /** When the rate-limited run started, ms since the epoch. */
  startedAtMs: number;
  /** Overrides every group's window (tests); default each group's windowSeconds. */
  windowMs?: number;
}

function boundFor(group: string, n: number, limit: number, windowMs: number, startedAtMs: number, tau: number): GroupBound {
  const windows = Math.max(1, Math.ceil(n / limit));
  const inLastWindow = n - (windows - 1) * limit;
  const firstWindowEnd = Math.floor(startedAtMs / windowMs) * windowMs + windowMs;
  const boundMs = windows === 1 ? n * tau : firstWindowEnd - startedAtMs + (windows - 2) * windowMs + inLastWindow * tau;
  return { group, requests: n, limit, windowSeconds: windowMs / 1000, windows, inLastWindow, boundMs: Math.round(boundMs) };
}

export function lowerBound(input: LowerBoundInput): LowerBound {
  const tau = input.unthrottledRequests > 0 ? input.unthrottledMs / input.unthrottledRequests : 0;
  const groups: GroupBound[] = [];
  for (const [group, n] of Object.entries(input.requestsByGroup)) {
    const g = input.groups[group];
    if (!g || n <= 0) continue;
    const windowMs = input.windowMs ?? g.windowSeconds * 1000;
    groups.push(boundFor(group, n, g.limit, windowMs, input.startedAtMs, tau));
    if (g.hourlyLimit !== undefined) groups.push(boundFor(`${group} (hourly)`, n, g.hourlyLimit, (input.windowMs ?? 60_000) * 60, input.startedAtMs, tau));
  }
  groups.sort((a, b) => b.boundMs - a.boundMs || a.group.localeCompare(b.group));
  const top = groups[0];
  const windowMs = input.windowMs ?? 60_000;
  const firstWindowRestMs = Math.floor(input.startedAtMs / windowMs) * windowMs + windowMs - input.startedAtMs;
  if (!top || top.boundMs <= input.unthrottledMs) {
    return { boundMs: Math.round(input.unthrottledMs), setBy: 'unthrottled', unthrottledMs: input.unthrottledMs, msPerRequest: tau, firstWindowRestMs, groups };
  }
  return { boundMs: top.boundMs, setBy: top.group, unthrottledMs: input.unthrottledMs, msPerRequest: tau, firstWindowRestMs, groups };
}
