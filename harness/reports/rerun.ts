// harness/reports/rerun.ts: the command that runs one check again as it ran: the installed tool's command (npx
// partner-dns-conformance), the check scoped to its area, profile, the run's seed (a property derives its own from it),
// the replay path, runs, timeout, the opt-ins (probe, ten-year renewal, core hourly quota), and the target: --base-url with the names (never the values) of the
// variables it needs, or the embedded reference with the faults, variants and window that shaped it.
import { DEFAULT_REFERENCE_WINDOW_MS, DEFAULT_TIMEOUT_MS } from '../assessment.js';
import type { CheckResult, Report } from '../report-model.js';

/** config.ts's default runs per property. */
const DEFAULT_RUNS = 8;

export type RerunBasis = Pick<Report, 'target' | 'profile' | 'seed' | 'runsPerProperty' | 'runSettings'>;

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_.,:/@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function rerunCommand(report: RerunBasis, check: Pick<CheckResult, 'id' | 'area'> & { property?: { path?: string } }): string {
  const s = report.runSettings;
  const parts = ['npx', 'partner-dns-conformance', 'run', '--only', check.area ? `${check.area}:${check.id}` : check.id];
  parts.push('--profile', report.profile, '--seed', String(report.seed));
  if (check.property?.path) parts.push('--path', check.property.path);
  if (report.runsPerProperty !== undefined && report.runsPerProperty !== DEFAULT_RUNS) parts.push('--runs', String(report.runsPerProperty));
  if (s?.rateLimitProbe) parts.push('--rate-limit-probe');
  if (s?.renewTenYears) parts.push('--renew-ten-years');
  if (s?.coreHourlyQuota !== undefined) parts.push('--core-hourly-quota', String(s.coreHourlyQuota));
  if (s && s.timeoutMs !== DEFAULT_TIMEOUT_MS) parts.push('--timeout-ms', String(s.timeoutMs));
  if (report.target.embedded) {
    if (s?.referenceFaults.length) parts.push('--reference-fault', s.referenceFaults.join(','));
    if (s?.referenceVariants.length) parts.push('--reference-variant', s.referenceVariants.join(','));
    if (s?.referenceWindowMs !== undefined && s.referenceWindowMs !== DEFAULT_REFERENCE_WINDOW_MS)
      parts.push('--reference-window-ms', String(s.referenceWindowMs));
    return parts.map(shellQuote).join(' ');
  }
  parts.push('--base-url', report.target.baseUrl);
  const names = s?.targetVariables.length ? s.targetVariables : ['CONFORMANCE_API_KEY', 'CONFORMANCE_FIXTURE_USER'];
  // A trailing comment, so that the command still runs as pasted: the values come from the environment or .env.
  return `${parts.map(shellQuote).join(' ')}  # with ${names.join(', ')} set (environment or .env)`;
}
