// Certification: one statement per profile (core, extended, full) that holds only when every required check of the
// profile passed; a check skipped or failing inside the profile withholds it, even an expected failure.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_DIR, type Interface } from '../../contracts/spec-data.js';
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

type CertifiedReport = Pick<Report, 'tool' | 'target' | 'profile' | 'seed' | 'finishedAt' | 'checks' | 'errors' | 'areasLoaded'>;

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

function certifyProfile(report: CertifiedReport, profile: Profile, contracts: Record<string, string>): ProfileCertification {
  const ifaces = interfacesOfProfile(profile);
  const provenance =
    `${report.tool.name} ${report.tool.version}, ${report.finishedAt}, seed ${report.seed}; ` + `contracts ${contractsOfProfile(profile, contracts)}`;
  const runIfaces = interfacesOfProfile(report.profile);
  const missing = ifaces.filter((i) => !runIfaces.includes(i));
  if (missing.length) {
    const reason = `this run's profile is ${report.profile}: its ${missing.join(' and ')} checks were not run`;
    return {
      profile,
      status: 'not-assessed',
      required: 0,
      passed: 0,
      failed: [],
      skipped: [],
      reasons: [reason],
      statement: `The target ${targetLabel(report)} was NOT ASSESSED for the ${profile} profile: ${reason} (${provenance}).`,
    };
  }
  const required = report.checks.filter((c) => ifaces.includes(c.interface));
  const passed = required.filter((c) => c.status === 'passed').length;
  const failed = required.filter((c) => c.status === 'failed').map((c) => c.id);
  const skipped = required.filter((c) => c.status === 'skipped').map((c) => ({ id: c.id, reason: c.message ?? 'no reason given' }));
  const reasons: string[] = [];
  if (required.length === 0) reasons.push(`the run has no ${ifaces.join(' or ')} checks`);
  if (failed.length) reasons.push(`${failed.length} failed: ${listIds(failed)}`);
  if (skipped.length) {
    reasons.push(
      `${skipped.length} did not run: ${skippedByReason(skipped)
        .map((g) => `${g.ids.length} ${g.reason}`)
        .join('; ')}`,
    );
  }
  if (report.errors.length) reasons.push(`the run had ${report.errors.length} error(s) outside the checks`);
  if (report.areasLoaded) reasons.push(`only the areas ${report.areasLoaded.join(', ')} were loaded (--only): the checks of the others were not collected`);
  const label = ifaces.join(' and ');
  const statement = reasons.length
    ? `The target ${targetLabel(report)} is NOT CERTIFIED for the ${profile} profile: ` +
      `${passed} of ${required.length} required ${label} checks passed; ${reasons.join('; ')} (${provenance}).`
    : `The target ${targetLabel(report)} is CERTIFIED for the ${profile} profile: all ${required.length} required ${label} checks passed (${provenance}).`;
  return { profile, status: reasons.length ? 'not-certified' : 'certified', required: required.length, passed, failed, skipped, reasons, statement };
}

/** The certification of a run, from its checks. `contracts` defaults to the hashes of this checkout's contract files. */
export function certify(report: CertifiedReport, contracts: Record<string, string> = contractHashes()): Certification {
  return {
    suite: { name: report.tool.name, version: report.tool.version },
    contracts,
    target: report.target.baseUrl,
    embedded: report.target.embedded,
    date: report.finishedAt,
    seed: report.seed,
    runProfile: report.profile,
    profiles: PROFILES.map((p) => certifyProfile(report, p, contracts)),
  };
}

const STATUS_WORD: Record<CertificationStatus, string> = { certified: 'CERTIFIED', 'not-certified': 'NOT CERTIFIED', 'not-assessed': 'NOT ASSESSED' };

export function statusWord(status: CertificationStatus): string {
  return STATUS_WORD[status];
}

/** The statement as the end of a run prints it: one line per profile, then the contract hashes. */
export function certificationLines(cert: Certification): string[] {
  const lines = ['certification:'];
  for (const p of cert.profiles) lines.push(`  ${`${p.profile}:`.padEnd(9)} ${p.statement}`);
  lines.push(
    `  contracts: ${Object.entries(cert.contracts)
      .map(([f, h]) => `${f} sha256:${h}`)
      .join(', ')}`,
  );
  return lines;
}
