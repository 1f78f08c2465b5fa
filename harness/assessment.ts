// harness/assessment.ts: what a run assessed (the run kind): complete, or partial and why — a shard, a selection, the
// embedded reference, planted faults or variants, some areas loaded, a run ended early, checks of the catalogue missing —
// and the settings that shaped it. Only a complete run against a configured target can be certified (docs/certification.md).
import { createHash } from 'node:crypto';
import type { Config } from './config.js';
import { transportVariables } from './transport-settings.js';
import type { Assessment, Catalogue, CheckResult, PartialKind, PartialReason, RunSettings } from './report-model.js';

export type { Assessment, Catalogue, PartialKind, PartialReason, RunSettings } from './report-model.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_REFERENCE_WINDOW_MS = 1000;

const TARGET_VARIABLES = [
  ['CONFORMANCE_API_KEY', (c: Config) => c.apiKey],
  ['CONFORMANCE_SECOND_API_KEY', (c: Config) => c.secondApiKey],
  ['CONFORMANCE_FIXTURE_USER', (c: Config) => c.fixtureUser],
  ['CONFORMANCE_FOREIGN_DOMAIN_ID', (c: Config) => c.foreignDomainId],
  ['CONFORMANCE_COMPLETED_TRANSFER_ID', (c: Config) => c.completedTransferId],
  ['CONFORMANCE_TEMPLATE', (c: Config) => c.template],
] as const;

export function runSettingsOf(config: Config): RunSettings {
  return {
    only: [...config.only],
    skip: [...config.skip],
    referenceFaults: [...config.referenceFaults],
    referenceVariants: [...config.referenceVariants],
    rateLimitProbe: config.rateLimitProbe,
    ...(config.renewTenYears ? { renewTenYears: true } : {}),
    ...(config.coreHourlyQuota !== undefined ? { coreHourlyQuota: config.coreHourlyQuota } : {}),
    timeoutMs: config.timeoutMs,
    ...(!config.baseUrl && config.referenceWindowMs !== DEFAULT_REFERENCE_WINDOW_MS ? { referenceWindowMs: config.referenceWindowMs } : {}),
    // How the target is reached counts too: a re-run needs the gateway headers and the client certificate set again.
    targetVariables: config.baseUrl
      ? [...TARGET_VARIABLES.filter(([, value]) => value(config) !== undefined).map(([name]) => name), ...transportVariables(config.transport)]
      : [],
  };
}

export function catalogueOf(checks: ReadonlyArray<{ id: string; area: string }>): Catalogue {
  const ids = [...new Set(checks.map((c) => `${c.area}:${c.id}`))].sort();
  return { checks: ids.length, sha256: createHash('sha256').update(ids.join('\n')).digest('hex'), ids };
}

function listed(items: string[], max = 6): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

export interface AssessmentInput {
  embedded: boolean;
  runSettings?: RunSettings;
  /** This run was one part of a split run. */
  shard?: { index: number; count: number };
  /** A merged run: the shards it lacks, as i/n. */
  missingShards?: string[];
  areasLoaded?: string[];
  /**
   * Why the run ended before every selected check ran (e.g. a run budget spent, a signal): anything that stops a run
   * early passes its reason here, and the run is partial.
   */
  endedEarly?: string[];
  checks: ReadonlyArray<Pick<CheckResult, 'id' | 'area'>>;
  catalogue?: Catalogue;
}

export function assess(input: AssessmentInput): Assessment {
  const partial: PartialReason[] = [];
  const add = (kind: PartialKind, what: string, supply: string) => partial.push({ kind, what, supply });
  const s = input.runSettings;
  if (input.shard) {
    add(
      'shard',
      `shard ${input.shard.index}/${input.shard.count}`,
      `run all ${input.shard.count} shards with the same seed and merge their reports (partner-dns-conformance merge)`,
    );
  }
  if (input.missingShards?.length) add('missing-shards', `shards ${input.missingShards.join(', ')} missing from the merge`, 'merge the report of every shard');
  if (input.embedded) {
    add(
      'embedded',
      'embedded reference (no target configured)',
      'set CONFORMANCE_BASE_URL, CONFORMANCE_API_KEY and CONFORMANCE_FIXTURE_USER to assess a target',
    );
  }
  if (s?.only.length) add('selection', `selection --only ${s.only.join(',')}`, 'run without --only');
  if (s?.skip.length) add('selection', `selection --skip ${s.skip.join(',')}`, 'run without --skip');
  if (s?.referenceFaults.length) {
    add('reference-faults', `reference faults ${s.referenceFaults.join(', ')} (self-test)`, 'certify a configured target, not the reference');
  }
  if (s?.referenceVariants.length) {
    add('reference-variants', `reference variants ${s.referenceVariants.join(', ')} (self-test)`, 'certify a configured target, not the reference');
  }
  if (input.areasLoaded) add('areas-loaded', `areas loaded: ${input.areasLoaded.join(', ')}`, 'run without --only, so that every suite file is loaded');
  for (const why of input.endedEarly ?? []) add('ended-early', `ended early: ${why}`, 'run again until every check has run');
  if (!s) add('no-settings', 'the report records no run settings (selection, faults, variants)', 'run with a suite that records them');
  if (!input.catalogue) {
    add('no-catalogue', 'the report records no check catalogue to hold it against', 'run with a suite that records its catalogue');
  } else if (!partial.some((p) => p.kind === 'shard' || p.kind === 'missing-shards' || p.kind === 'areas-loaded')) {
    // Checks absent for no stated reason (a shard or areas loaded already say why): the report does not cover the suite.
    const present = new Set(input.checks.map((c) => `${c.area}:${c.id}`));
    const missing = input.catalogue.ids.filter((id) => !present.has(id));
    if (missing.length) {
      add(
        'missing-checks',
        `${missing.length} of the ${input.catalogue.checks} checks of the catalogue are not in the report (${listed(missing)})`,
        'run every check: every shard, merged',
      );
    }
  }
  return { complete: partial.length === 0, partial, ...(input.catalogue ? { catalogue: input.catalogue } : {}) };
}

/** The SHA-256 a catalogue's ids must have: a report whose catalogue was edited without it does not add up. */
export function catalogueProblem(catalogue: Catalogue): string | undefined {
  const again = catalogueOf(catalogue.ids.map((entry) => ({ area: entry.slice(0, entry.indexOf(':')), id: entry.slice(entry.indexOf(':') + 1) })));
  if (again.sha256 !== catalogue.sha256 || catalogue.checks !== catalogue.ids.length) {
    return (
      `the check catalogue does not add up: ${catalogue.checks} checks and sha256 ${catalogue.sha256.slice(0, 16)}… stated, ` +
      `${again.checks} ids hashing to ${again.sha256.slice(0, 16)}…`
    );
  }
  return undefined;
}

/**
 * The assessment a report's own data supports, recomputed (verify): its target, settings, shard or merged parts,
 * areas loaded and checks against its catalogue. What cannot be recomputed (a run ended early) is kept as stated.
 */
export function reassess(report: {
  target: { embedded: boolean };
  runSettings?: RunSettings;
  shard?: { index: number; count: number };
  mergedFrom?: Array<{ shard?: { index: number; count: number } }>;
  areasLoaded?: string[];
  assessment?: Assessment;
  checks: ReadonlyArray<Pick<CheckResult, 'id' | 'area'>>;
}): Assessment {
  const parts = report.mergedFrom;
  const count = parts?.find((p) => p.shard)?.shard?.count;
  const seen = new Set(parts?.map((p) => p.shard?.index));
  const missingShards = count ? Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i)) : [];
  return assess({
    embedded: report.target.embedded,
    runSettings: report.runSettings,
    shard: parts ? undefined : report.shard,
    missingShards: missingShards.map((i) => `${i}/${count}`),
    areasLoaded: report.areasLoaded,
    endedEarly: (report.assessment?.partial ?? []).filter((p) => p.kind === 'ended-early').map((p) => p.what.replace(/^ended early: /, '')),
    checks: report.checks,
    catalogue: report.assessment?.catalogue,
  });
}

/** One line for every rendering: "complete", or "partial: shard 1/2; embedded reference (no target configured)". */
export function assessmentLabel(assessment: Assessment | undefined): string {
  if (!assessment) return 'partial: the report records no assessment (written by an older suite)';
  return assessment.complete ? 'complete' : `partial: ${assessment.partial.map((p) => p.what).join('; ')}`;
}

/** A report that records no assessment (written before reports carried one) is never complete. */
export const NO_ASSESSMENT: Assessment = {
  complete: false,
  partial: [{ kind: 'no-catalogue', what: 'the report records no assessment (written by an older suite)', supply: 'run again with this suite' }],
};
