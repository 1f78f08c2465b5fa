// bench/remote.ts: full runs against a remote-like reference (100 ms before every answer), with and without the §8
// limits over 60-second windows, serial and at the default concurrency. Each gets a lower bound:
// max(quota bound, latency x the longest chain of dependent requests), and its ratio to it.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '../contracts/spec-data.js';
import type { Report } from '../harness/report-model.js';
import { SETTINGS } from '../harness/settings.js';
import { lowerBound } from './lower-bound.js';
import { measureRun } from './measure.js';
import { startSlowReference } from './slow-reference.js';
import { targetEnvOf } from '../reference/target-env.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LATENCY_MS = 100;
const WINDOW_MS = 60_000;
export const DEFAULT_CONCURRENCY = Number(SETTINGS.concurrency.default);

export interface RemoteRun {
  name: string;
  limits: boolean;
  concurrency: number;
}

export const REMOTE_RUNS: RemoteRun[] = [
  { name: 'remote, §8 limits, concurrent', limits: true, concurrency: DEFAULT_CONCURRENCY },
  { name: 'remote, no limits, concurrent', limits: false, concurrency: DEFAULT_CONCURRENCY },
  { name: 'remote, §8 limits, serial', limits: true, concurrency: 1 },
  { name: 'remote, no limits, serial', limits: false, concurrency: 1 },
];

export const REMOTE_BOUND_DEFINITION = [
  `Every answer comes ${LATENCY_MS} ms after its request at the least.`,
  'chain = the most requests one check sent (report.json checks[].requests): they go one after the other, each waiting for the answer before.',
  'quota bound (limits on) = the rate-limited bound of bench/lower-bound.ts with tau = 0:',
  '(b1 - t0) + (k_g - 2) W for a group that needs k_g >= 2 windows; 0 without limits.',
  'LB = max(quota bound, latency x chain). ratio = wall time / LB. Wall time runs from spawning the run to its exit (start-up and the final cleanup included).',
].join(' ');

/** The machine's load when the figures were taken: the bench shares its 2 cores with whatever else runs. */
export function loadNow(): { loadAverage1m: number; loadAverage5m: number } {
  const [one, five] = loadavg();
  return { loadAverage1m: Math.round(one * 100) / 100, loadAverage5m: Math.round(five * 100) / 100 };
}

export async function remoteRun(
  run: RemoteRun,
  args: { seed: number; align: boolean },
  work: string,
  say: (s: string) => void,
): Promise<Record<string, unknown>> {
  // Without limits, 1-second windows as the embedded reference has: the reference refuses nothing but still sends
  // X-RateLimit-* headers, and over 60-second windows the pacer would wait on them as if they were enforced.
  const ref = await startSlowReference({ latencyMs: LATENCY_MS, windowMs: run.limits ? WINDOW_MS : 1000, rateLimits: run.limits });
  try {
    if (run.limits && args.align) {
      const wait = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS - Date.now();
      say(`bench ${run.name}: waiting ${(wait / 1000).toFixed(1)} s for the next 60-second window boundary ...`);
      await new Promise((r) => setTimeout(r, wait + 5));
    }
    say(`bench ${run.name}: full run, ${LATENCY_MS} ms per answer, --concurrency ${run.concurrency} (${ref.url}) ...`);
    const slug = run.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const loadBefore = loadNow();
    const m = await measureRun(
      {
        CONFORMANCE_SEED: String(args.seed),
        CONFORMANCE_REPORT_DIR: join(work, slug),
        ...targetEnvOf(ref),
        CONFORMANCE_CONCURRENCY: String(run.concurrency),
        // A remote answer takes 100 ms at the least; the busy bench machine may add more.
        CONFORMANCE_TIMEOUT_MS: '20000',
      },
      join(work, `${slug}.log`),
      ROOT,
    );
    const report = m.reportPath ? (JSON.parse(readFileSync(m.reportPath, 'utf8')) as Report) : undefined;
    const s = report?.summary;
    const chain = Math.max(0, ...(report?.checks ?? []).map((c) => c.requests ?? 0));
    const quota = run.limits
      ? lowerBound({
          requestsByGroup: s?.requestsByGroup ?? {},
          groups: limits.rateLimitGroups,
          unthrottledMs: 0,
          unthrottledRequests: 0,
          startedAtMs: m.startedAtMs,
        })
      : undefined;
    const quotaMs = quota?.boundMs ?? 0;
    const chainMs = chain * LATENCY_MS;
    const boundMs = Math.max(quotaMs, chainMs);
    const checksRun = s ? s.passed + s.failed : 0;
    const figures = {
      target:
        `reference, ${LATENCY_MS} ms per answer, ${run.limits ? '§8 limits over 60 s windows' : 'no limits (1 s windows)'}, ` +
        `--concurrency ${run.concurrency}`,
      concurrency: run.concurrency,
      limits: run.limits,
      wallMs: m.wallMs,
      exitCode: m.exitCode,
      verdict: report?.verdict,
      checks: { total: s?.total ?? 0, run: checksRun, passed: s?.passed ?? 0, failed: s?.failed ?? 0, skipped: s?.skipped ?? 0 },
      requests: s?.requests ?? 0,
      requestsPerCheck: checksRun ? Math.round(((s?.requests ?? 0) / checksRun) * 100) / 100 : 0,
      retriedAfter429: s?.retriedAfter429 ?? 0,
      unexpected429: s?.retriedAfter429 ?? 0,
      pacingWaits: s?.pacingWaits ?? 0,
      pacingWaitedMs: s?.pacingWaitedMs ?? 0,
      requestsByGroup: s?.requestsByGroup ?? {},
      connections: ref.connections(),
      peakMemory: m.memory,
      startedAt: new Date(m.startedAtMs).toISOString(),
      lowerBound: { boundMs, setBy: quotaMs >= chainMs ? `quota (${quota?.setBy})` : 'latency x chain', quotaMs, chain, chainMs },
      ratio: Math.round((m.wallMs / Math.max(1, boundMs)) * 1000) / 1000,
      load: { before: loadBefore, after: loadNow() },
      report: m.reportPath ? relative(ROOT, m.reportPath) : undefined,
      log: relative(ROOT, m.logFile),
    };
    say(
      `  ${(m.wallMs / 1000).toFixed(1)} s, ${figures.requests} requests over ${figures.connections} connections, bound ${(boundMs / 1000).toFixed(1)} s ` +
        `(${figures.lowerBound.setBy}), ratio ${figures.ratio}, 429s ${figures.unexpected429}, verdict ${figures.verdict ?? `exit ${m.exitCode}`}, ` +
        `load ${figures.load.after.loadAverage1m}`,
    );
    return figures;
  } finally {
    await ref.close();
  }
}
