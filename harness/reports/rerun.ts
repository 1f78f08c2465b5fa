// The command that runs one check again against the same target with the same seed (keys come from the environment);
// `npx partner-dns-conformance` runs the installed package's bin, and in this repository its own.
import type { CheckResult, Report } from '../report-model.js';

function shellQuote(s: string): string {
  return /^[A-Za-z0-9_.,:/@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export function rerunCommand(report: Pick<Report, 'target' | 'profile' | 'seed'>, check: Pick<CheckResult, 'id' | 'property'>): string {
  const parts = [
    'npx',
    'partner-dns-conformance',
    'run',
    '--only',
    check.id,
    '--profile',
    report.profile,
    '--seed',
    String(check.property?.seed ?? report.seed),
  ];
  if (check.property?.path) parts.push('--path', check.property.path);
  if (!report.target.embedded) parts.push('--base-url', report.target.baseUrl);
  return parts.map(shellQuote).join(' ');
}
