// harness/reports/history/run-summary.ts: the little a history keeps of one report.json (its verdict, counts, suite
// and contracts, and one letter per check), so that 2,700 reports fit in memory: the report itself is dropped.
import { createHash } from 'node:crypto';
import type { CertificationStatus, CheckResult, Profile, Report, Verdict } from '../../report-model.js';

/** P passed, F failed (an expected failure too: the target is still wrong), S skipped, E suite error, - not in the run. */
export type Outcome = 'P' | 'F' | 'S' | 'E' | '-';

export const OUTCOME_WORD: Record<Outcome, string> = { P: 'passed', F: 'failed', S: 'skipped', E: 'suite error', '-': 'not in the run' };

/** What the history shows of a check: the same in every run that has it. */
export interface CheckMeta {
  id: string;
  title: string;
  area: string;
  operation: string;
  spec: string;
  requirements: string[];
}

/** Checks by id, each with a stable index: a run's outcomes are one letter per index. */
export class CheckIndex {
  readonly list: CheckMeta[] = [];
  private readonly byId = new Map<string, number>();
  /** Operation ("METHOD /api/v1/...") -> the open points (AMB-*) a run observed on it (report.json observations). */
  readonly observed = new Map<string, Set<string>>();

  indexOf(check: Pick<CheckResult, 'id' | 'title' | 'area' | 'operation' | 'spec' | 'requirements'>): number {
    let i = this.byId.get(check.id);
    if (i === undefined) {
      i = this.list.length;
      this.byId.set(check.id, i);
      this.list.push({
        id: check.id,
        title: check.title,
        area: check.area,
        operation: check.operation,
        spec: check.spec,
        requirements: [...(check.requirements ?? [])],
      });
    }
    return i;
  }

  get(id: string): number | undefined {
    return this.byId.get(id);
  }

  noteObservations(observations: Report['observations'] | undefined): void {
    for (const o of observations ?? []) {
      for (const operation of Object.keys(o.forms ?? {})) {
        const set = this.observed.get(operation) ?? new Set<string>();
        set.add(o.ambiguity);
        this.observed.set(operation, set);
      }
    }
  }
}

export interface RunSummary {
  runId: string;
  /** The target's name: CONFORMANCE_TARGET_NAME, else its base URL without credentials. */
  target: string;
  /** The report.json read, and its report.html when there is one beside it. */
  file: string;
  reportHtml?: string;
  startedAt: string;
  finishedAt: string;
  verdict: Verdict;
  profile: Profile;
  /** The certification of the profile the run was asked for. */
  certification?: CertificationStatus;
  complete: boolean;
  counts: { total: number; passed: number; failed: number; skipped: number; errored: number };
  suite: string;
  /** The first 12 hex digits of a SHA-256 over the contracts' hashes the run recorded; "unknown" for a report without them. */
  contracts: string;
  /** Suite version and contracts together: runs of different epochs are never compared as a change of the target. */
  epoch: string;
  /** area -> [checks, failed, passed, skipped, errored] */
  areas: Record<string, [number, number, number, number, number]>;
  /** One Outcome per CheckIndex entry (shorter when checks were indexed later: the rest are '-'). */
  outcomes: string;
}

export function outcomeOf(check: Pick<CheckResult, 'status'>): Outcome {
  if (check.status === 'passed') return 'P';
  if (check.status === 'failed') return 'F';
  if (check.status === 'error') return 'E';
  return 'S';
}

export function outcomeAt(run: RunSummary, index: number | undefined): Outcome {
  return index === undefined ? '-' : ((run.outcomes[index] as Outcome | undefined) ?? '-');
}

/** A base URL as a name: without user, password, query or fragment (report.json never holds keys, but a URL may). */
export function baseUrlName(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return String(baseUrl).replace(/\/\/[^/@]*@/, '//');
  }
}

/**
 * The target a report is of. The embedded reference listens on a new port each run, so without a name it is
 * "reference", with the faults and variants planted in it (each of those is another implementation).
 */
export function targetNameOf(report: Pick<Report, 'target' | 'runSettings'>): string {
  const name = report.target.name?.trim();
  if (name) return name;
  if (report.target.embedded) {
    const planted = [
      ...(report.runSettings?.referenceFaults ?? []).map((f) => `fault ${f}`),
      ...(report.runSettings?.referenceVariants ?? []).map((v) => `variant ${v}`),
    ];
    return planted.length ? `reference (${planted.join(', ')})` : 'reference';
  }
  return baseUrlName(report.target.baseUrl);
}

export function contractsDigest(contracts: Record<string, string> | undefined): string {
  if (!contracts || !Object.keys(contracts).length) return 'unknown';
  const text = Object.entries(contracts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, hash]) => `${file} ${hash}`)
    .join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export function summariseReport(report: Report, index: CheckIndex, file: string, reportHtml?: string): RunSummary {
  const letters: string[] = [];
  for (const c of report.checks) {
    const i = index.indexOf(c);
    while (letters.length < i) letters.push('-');
    letters[i] = outcomeOf(c);
  }
  for (let i = 0; i < letters.length; i++) letters[i] ??= '-';
  index.noteObservations(report.observations);
  // Counted from the checks, not read from the summary: a report from elsewhere may lack it, and it says the same.
  const count = (status: CheckResult['status']) => report.checks.filter((c) => c.status === status).length;
  const areas: RunSummary['areas'] = {};
  for (const [area, a] of Object.entries(report.areas ?? {})) areas[area] = [a.checks, a.failed, a.passed, a.skipped, a.errored ?? 0];
  const contracts = contractsDigest(report.certification?.contracts);
  const suite = String(report.tool.version);
  return {
    runId: report.runId,
    target: targetNameOf(report),
    file,
    ...(reportHtml ? { reportHtml } : {}),
    startedAt: String(report.startedAt ?? ''),
    finishedAt: String(report.finishedAt ?? report.startedAt ?? ''),
    verdict: (['pass', 'fail', 'error'] as const).find((v) => v === report.verdict) ?? 'error',
    profile: report.profile ?? 'full',
    certification: report.certification?.profiles.find((p) => p.profile === report.profile)?.status,
    complete: report.assessment?.complete ?? false,
    counts: { total: report.checks.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped'), errored: count('error') },
    suite,
    contracts,
    epoch: `suite ${suite}, contracts ${contracts}`,
    areas,
    outcomes: letters.join(''),
  };
}
