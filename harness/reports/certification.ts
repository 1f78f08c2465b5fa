// Certification: one statement per profile (core, extended, full). CERTIFIED only when the run was complete against a
// configured target and every required check of the profile passed; NOT CERTIFIED when one failed (an expected failure
// too); INCOMPLETE when it is withheld only because checks did not run or the run was partial (with what is missing and
// how to supply it); NOT ASSESSED outside the run's profile, or when the suite itself broke (status error).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_DIR, type Interface } from '../../contracts/spec-data.js';
import { assessmentLabel, NO_ASSESSMENT, type Assessment } from '../assessment.js';
import type { Certification, CertificationStatus, Profile, ProfileCertification, Report } from '../report-model.js';

/** The contract files whose content a certification is bound to (SHA-256 of each, in this order). */
export const CERTIFIED_CONTRACTS = [
  'core.openapi.yaml',
  'extended.openapi.yaml',
  'requirements.yaml',
  'ambiguities.yaml',
  'operations.yaml',
  'limits.yaml',
] as const;

export const PROFILES: Profile[] = ['core', 'extended', 'full'];

/** The interfaces whose checks a profile requires. */
export function interfacesOfProfile(profile: Profile): Interface[] {
  return profile === 'full' ? ['core', 'extended'] : [profile];
}

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of each certified contract file in this checkout. */
export function contractHashes(dir: string = CONTRACTS_DIR): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of CERTIFIED_CONTRACTS) out[`contracts/${file}`] = sha256(readFileSync(join(dir, file)));
  return out;
}

type CertifiedReport = Pick<Report, 'tool' | 'target' | 'profile' | 'seed' | 'finishedAt' | 'checks' | 'errors' | 'assessment'>;

function targetLabel(report: CertifiedReport): string {
  return `${report.target.baseUrl}${report.target.embedded ? ' (embedded reference)' : ''}`;
}

function contractsOfProfile(profile: Profile, contracts: Record<string, string>): string {
  const files = [...interfacesOfProfile(profile).map((i) => `contracts/${i}.openapi.yaml`), 'contracts/requirements.yaml', 'contracts/ambiguities.yaml'];
  return files.map((f) => `${f.replace('contracts/', '')} sha256:${(contracts[f] ?? 'unknown').slice(0, 16)}`).join(', ');
}

function listIds(ids: string[], max = 8): string {
  return ids.length <= max ? ids.join(', ') : `${ids.slice(0, max).join(', ')} and ${ids.length - max} more`;
}

/** Skip reasons grouped: "253 left out by --only dns-records; 1 opt-in: …". */
export function skippedByReason(skipped: Array<{ id: string; reason: string }>): Array<{ reason: string; ids: string[] }> {
  const groups = new Map<string, string[]>();
  for (const s of skipped) groups.set(s.reason, [...(groups.get(s.reason) ?? []), s.id]);
  return [...groups].map(([reason, ids]) => ({ reason, ids })).sort((a, b) => b.ids.length - a.ids.length);
}

/** How to run a check that was skipped for this reason; empty when the suite has nothing to add to the reason itself. */
export function supplyFor(reason: string): string {
  const fixture = /^fixture not configured: (CONFORMANCE_[A-Z_]+)/.exec(reason);
  if (fixture) return `set ${fixture[1]}`;
  if (/^opt-in: .*CONFORMANCE_RATE_LIMIT_PROBE/.test(reason)) return 'give --rate-limit-probe (CONFORMANCE_RATE_LIMIT_PROBE=1; spends quota)';
  if (/^opt-in: .*CONFORMANCE_RENEW_TEN_YEARS/.test(reason)) return 'give --renew-ten-years (CONFORMANCE_RENEW_TEN_YEARS=1; spends 10 registration years)';
  if (/^opt-in: .*CONFORMANCE_CORE_HOURLY_QUOTA/.test(reason))
    return "give --core-hourly-quota 1000 (CONFORMANCE_CORE_HOURLY_QUOTA, or your partner quota; spends the second key's core hour)";
  if (/^not assessed: no §8 quota in time/.test(reason))
    return 'run again when the key is less busy (another run shared it), or raise CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS';
  if (/^left out by --only/.test(reason)) return 'run without --only';
  if (/^left out by --skip/.test(reason)) return 'run without --skip';
  return '';
}

/**
 * What a group of skipped checks lacks, without the hint its supply gives ("1 opt-in: CONFORMANCE_RATE_LIMIT_PROBE", not the reason's own
 * "set CONFORMANCE_RATE_LIMIT_PROBE=1 (spends quota)" before the same hint again); the whole reason when no hint replaces it.
 */
function lackOf(count: number, reason: string, supply: string): string {
  const variable = /CONFORMANCE_[A-Z_]+/.exec(reason)?.[0];
  if (!supply || !variable) return `${count} ${reason}`;
  return `${count} ${reason.split(':')[0]}: ${variable}`;
}

/** The errors a run records when it ended before every check ran (harness/run.ts): an interrupt or a spent budget, not a broken suite. */
const ENDED_EARLY = /^run ended early: /;

/** What to supply, each hint once (in order, none empty), with what each one supplies. */
export function hintsOf(missing: ReadonlyArray<{ what: string; supply: string }>): Array<{ supply: string; whats: string[] }> {
  const hints = new Map<string, string[]>();
  for (const m of missing) if (m.supply) hints.set(m.supply, [...(hints.get(m.supply) ?? []), m.what]);
  return [...hints].map(([supply, whats]) => ({ supply, whats }));
}

function certifyProfile(report: CertifiedReport, profile: Profile, contracts: Record<string, string>, assessment: Assessment): ProfileCertification {
  const ifaces = interfacesOfProfile(profile);
  const provenance =
    `${report.tool.name} ${report.tool.version}, ${report.finishedAt}, seed ${report.seed}; ` + `contracts ${contractsOfProfile(profile, contracts)}`;
  const target = targetLabel(report);
  const runIfaces = interfacesOfProfile(report.profile);
  const outside = ifaces.filter((i) => !runIfaces.includes(i));
  const none = { required: 0, passed: 0, failed: [], skipped: [], errored: [], missing: [] };
  if (outside.length) {
    const reason = `this run's profile is ${report.profile}: its ${outside.join(' and ')} checks were not run`;
    return {
      profile,
      status: 'not-assessed',
      ...none,
      reasons: [reason],
      statement: `The target ${target} was NOT ASSESSED for the ${profile} profile: ${reason} (${provenance}).`,
    };
  }
  const required = report.checks.filter((c) => ifaces.includes(c.interface));
  const passed = required.filter((c) => c.status === 'passed').length;
  const failed = required.filter((c) => c.status === 'failed').map((c) => c.id);
  const errored = required.filter((c) => c.status === 'error').map((c) => c.id);
  const skipped = required.filter((c) => c.status === 'skipped').map((c) => ({ id: c.id, reason: c.message ?? 'no reason given' }));
  // A check the target's allowed choice leaves untestable is not applicable to it: reported, never waited for.
  const notApplicable = required.flatMap((c) => (c.status === 'skipped' && c.notApplicable ? [{ id: c.id, ambiguity: c.notApplicable }] : []));
  const waitedFor = skipped.filter((s) => !notApplicable.some((n) => n.id === s.id));
  const missing = [
    ...skippedByReason(waitedFor).map((g) => ({ what: lackOf(g.ids.length, g.reason, supplyFor(g.reason)), supply: supplyFor(g.reason) })),
    ...assessment.partial.map((p) => ({ what: p.what, supply: p.supply })),
    ...(required.length === 0 ? [{ what: `the run has no ${ifaces.join(' or ')} checks`, supply: 'run the whole suite' }] : []),
  ];
  const label = ifaces.join(' and ');
  const applicable = required.length - notApplicable.length;
  const aside = notApplicable.length
    ? `; ${notApplicable.length} not applicable to the target's allowed choices (${notApplicable.map((n) => `${n.id}: ${n.ambiguity}`).join(', ')})`
    : '';
  const kind = `${notApplicable.length ? 'applicable ' : ''}required ${label}`;
  const counts = `${passed} of ${applicable} ${kind} checks passed${aside}`;
  const lacking = missing.map((m) => (m.supply ? `${m.what} (to supply: ${m.supply})` : m.what)).join('; ');
  // Every verdict carries the same figures; only its status, reasons and statement differ.
  const verdict = (status: CertificationStatus, reasons: string[], statement: string): ProfileCertification => ({
    profile,
    status,
    required: required.length,
    passed,
    failed,
    skipped,
    errored,
    missing,
    ...(notApplicable.length ? { notApplicable } : {}),
    reasons,
    statement: `The target ${target} ${statement} (${provenance}).`,
  });
  const interrupted = report.errors.length > 0 && report.errors.every((e) => ENDED_EARLY.test(e));
  if (!errored.length && interrupted) {
    // Stopped by a signal or its budget: the checks that did not run say nothing of the target, and nothing is wrong with the suite.
    const reasons = report.errors.map((e) => e.replace(ENDED_EARLY, 'the run ended early: ').replace(/; the checks not run were skipped.*$/, ''));
    return verdict('not-assessed', reasons, `was NOT ASSESSED for the ${profile} profile: ${reasons.join('; ')}; run it again until every check has run`);
  }
  if (errored.length || report.errors.length) {
    // The suite's own failure says nothing of the target: no verdict on it, whatever else passed or failed.
    const reasons = [
      ...(errored.length ? [`the suite broke on ${errored.length} check(s): ${listIds(errored)} (status error, stack in report.json)`] : []),
      ...(report.errors.length ? [`the run had ${report.errors.length} error(s) outside the checks`] : []),
    ];
    return verdict(
      'not-assessed',
      reasons,
      `was NOT ASSESSED for the ${profile} profile: ${reasons.join('; ')}; the suite, not the target, must be fixed before a verdict`,
    );
  }
  if (failed.length) {
    return verdict(
      'not-certified',
      [`${failed.length} failed: ${listIds(failed)}`, ...missing.map((m) => m.what)],
      `is NOT CERTIFIED for the ${profile} profile: ${counts}; ${failed.length} failed: ${listIds(failed)}` +
        `${missing.length ? `; also not run: ${missing.map((m) => m.what).join('; ')}` : ''}`,
    );
  }
  if (missing.length) {
    return verdict(
      'incomplete',
      missing.map((m) => m.what),
      `is INCOMPLETE for the ${profile} profile (nothing failed; not certified): ${counts}; missing: ${lacking}`,
    );
  }
  return verdict('certified', [], `is CERTIFIED for the ${profile} profile: all ${applicable} ${kind} checks passed in a complete run${aside}`);
}

/**
 * The certification of a run, from its checks and its assessment. `contracts` defaults to the hashes of this checkout's
 * contract files; `assessment` to the report's own (verify passes the one it recomputed).
 */
export function certify(
  report: CertifiedReport,
  contracts: Record<string, string> = contractHashes(),
  assessment: Assessment = report.assessment ?? NO_ASSESSMENT,
): Certification {
  return {
    suite: { name: report.tool.name, version: report.tool.version },
    contracts,
    target: report.target.baseUrl,
    embedded: report.target.embedded,
    date: report.finishedAt,
    seed: report.seed,
    runProfile: report.profile,
    assessment: assessmentLabel(assessment),
    profiles: PROFILES.map((p) => certifyProfile(report, p, contracts, assessment)),
  };
}

const STATUS_WORD: Record<CertificationStatus, string> = {
  certified: 'CERTIFIED',
  'not-certified': 'NOT CERTIFIED',
  incomplete: 'INCOMPLETE',
  'not-assessed': 'NOT ASSESSED',
};

export function statusWord(status: CertificationStatus): string {
  return STATUS_WORD[status];
}

/**
 * A profile's certification read in one breath: the status, the counts, then what to supply, each hint once
 * ("INCOMPLETE: 335 of 338 passed, 3 not run; to supply: give --rate-limit-probe (…)"). The full statement, with the
 * target, date, seed and contract hashes, is `statement` (report.json, the HTML card's details, JUnit, CTRF, Markdown).
 */
export function headline(p: ProfileCertification): string {
  const word = statusWord(p.status);
  if (p.status === 'not-assessed') return `${word}: ${p.reasons.join('; ')}`;
  const hints = hintsOf(p.missing).map((m) => m.supply);
  const partial = p.missing.filter((m) => !m.supply).map((m) => m.what);
  return `${word}: ${countsOf(p)}${partial.length ? `; ${partial.join('; ')}` : ''}${hints.length ? `; to supply: ${hints.join('; ')}` : ''}`;
}

/** "430 of 445 passed, 3 failed (A, B, C), 12 not run": a profile's counts, as the headline and the HTML card give them. */
export function countsOf(p: ProfileCertification): string {
  const na = p.notApplicable?.length ?? 0;
  const applicable = p.required - na;
  const notRun = p.skipped.length - na;
  const counts = [
    p.status === 'certified' ? `all ${applicable} passed` : `${p.passed} of ${applicable} passed`,
    ...(p.failed.length ? [`${p.failed.length} failed (${listIds(p.failed, 5)})`] : []),
    ...(notRun > 0 ? [`${notRun} not run`] : []),
    ...(na ? [`${na} not applicable`] : []),
  ].join(', ');
  return counts;
}

/** The certification as the end of a run prints it: one line per profile (headline); the full statements are in report.json. */
export function certificationLines(cert: Certification): string[] {
  const lines = ['certification:', `  ${'run:'.padEnd(9)} ${cert.assessment}`];
  for (const p of cert.profiles) lines.push(`  ${`${p.profile}:`.padEnd(9)} ${headline(p)}`);
  return lines;
}
