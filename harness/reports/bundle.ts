// Certification bundle: the run's folder with manifest.json (SHA-256 of every file), packed as .tar.gz; and its
// offline verification — every hash matches, nothing was added or removed, the verdict follows from the checks and
// the certification from the checks. The manifest detects alteration; it is not a signature (whoever can edit a file
// can also rewrite its hash), which is why verify also recomputes the verdict, the run's assessment (a shard, a
// selection, the embedded reference, checks of the catalogue missing: never complete) and the certification.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { assessmentLabel, type Catalogue, catalogueProblem, reassess } from '../assessment.js';
import { suiteCatalogue } from '../catalogue.js';
import { parseConfig } from '../config.js';
import { verdictOf } from '../report.js';
import { toolVersion } from '../tool.js';
import { type Entries, type Entry, DEFAULT_MAX_INFLATED_BYTES, entriesOfArchive, entriesOfFolder, NotAnArchive } from './bundle-entries.js';
import { certify, contractHashes, sha256 } from './certification.js';
import { ReportFileError } from './read-report.js';
import type { Report } from '../report-model.js';

export const MANIFEST = 'manifest.json';

export interface Manifest {
  tool: { name: string; version: string };
  runId: string;
  createdAt: string;
  algorithm: 'sha256';
  /** Path relative to the run folder (forward slashes) -> SHA-256 hex. */
  files: Record<string, string>;
  /** Files of the run folder not packed (the heavy formats, without --all-formats): not part of what is verified. */
  leftOut?: string[];
}

/**
 * The formats certification does not need, left out of a bundle unless asked (`bundle --all-formats`): HAR and Allure
 * restate exchanges.jsonl request by request, CTRF restates report.json. Together they were most of a run's bytes and files.
 */
const HEAVY_FORMATS = [/^allure-results\//, /^run\.har$/, /^ctrf-report\.json$/];
export const isHeavyFormat = (rel: string) => HEAVY_FORMATS.some((re) => re.test(rel));

/** Every regular file under dir (relative, forward slashes, sorted), the manifest itself left out. */
function filesOf(dir: string, under = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...filesOf(dir, rel));
    else if (entry.isFile() && rel !== MANIFEST) out.push(rel);
  }
  return out.sort();
}

function runDirOf(path: string): string {
  if (!existsSync(path) || !statSync(path).isDirectory()) throw new ReportFileError(`${path}: not a run folder`);
  const dir = realpathSync(path);
  if (!existsSync(join(dir, 'report.json'))) throw new ReportFileError(`${path}: no report.json in this folder`);
  if (existsSync(join(dir, 'run.lock'))) throw new ReportFileError(`${path}: the run is still going (run.lock)`);
  return dir;
}

/** Writes <runDir>/manifest.json with the hash of every other file in the folder (the heavy formats only with `allFormats`). */
export function writeManifest(path: string, allFormats = true): Manifest {
  const dir = runDirOf(path);
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
  const files: Record<string, string> = {};
  const leftOut: string[] = [];
  for (const rel of filesOf(dir)) {
    if (!allFormats && isHeavyFormat(rel)) leftOut.push(rel);
    else files[rel] = sha256(readFileSync(join(dir, ...rel.split('/'))));
  }
  const manifest: Manifest = {
    tool: report.tool,
    runId: report.runId,
    createdAt: new Date().toISOString(),
    algorithm: 'sha256',
    files,
    ...(leftOut.length ? { leftOut } : {}),
  };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Writes the manifest and packs the folder as a .tar.gz whose entries sit under <run-id>/: what certification needs (report.json,
 * exchanges, ledger, JUnit, HTML, Markdown), and HAR, Allure and CTRF only with `allFormats`. Returns the archive.
 */
export async function bundleRun(path: string, out?: string, options: { allFormats?: boolean } = {}): Promise<{ file: string; manifest: Manifest }> {
  const dir = runDirOf(path);
  const file = resolve(out ?? `${dir}.tar.gz`);
  if (!/\.(tar\.gz|tgz)$/.test(file)) throw new ReportFileError(`${out}: the bundle must end in .tar.gz or .tgz`);
  if (file.startsWith(`${dir}${sep}`)) throw new ReportFileError(`${out}: the bundle cannot be written inside the folder it packs`);
  const manifest = writeManifest(dir, options.allFormats ?? false);
  mkdirSync(dirname(file), { recursive: true });
  const name = basename(dir);
  const leftOut = new Set(manifest.leftOut ?? []);
  // Paths come as <run-id>/<rel>; a folder all of whose files are left out (allure-results/) is left out with them.
  const packed = (p: string) => {
    const rel = p.replace(/\\/g, '/').split('/').slice(1).join('/').replace(/\/$/, '');
    return !leftOut.has(rel) && ![...leftOut].some((f) => f.startsWith(`${rel}/`) && rel !== '');
  };
  await tar.c({ gzip: true, file, cwd: dirname(dir), portable: true, noDirRecurse: false, filter: packed }, [name]);
  return { file, manifest };
}

export interface Verification {
  ok: boolean;
  /** What fails the verification. */
  problems: string[];
  /** What is worth knowing but does not fail it. */
  notes: string[];
  report?: Report;
}

export { verdictOf };

/** Whether a report's own numbers, verdict and certification follow from its checks. */
export function reportConsistency(report: Report): { problems: string[]; notes: string[] } {
  const problems: string[] = [];
  const notes: string[] = [];
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  const s = report.summary;
  if (s.total !== report.checks.length || s.passed !== count('passed') || s.failed !== count('failed') || s.skipped !== count('skipped')) {
    problems.push(
      `summary does not match the checks: summary says ${s.total} total, ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped; ` +
        `the checks are ${report.checks.length}, ${count('passed')}, ${count('failed')}, ${count('skipped')}`,
    );
  }
  for (const id of report.expectedFailures?.expected ?? []) {
    const c = report.checks.find((x) => x.id === id);
    if (c?.status !== 'failed' || c.expectedFailure === undefined) problems.push(`expected failure ${id} is not a failed check marked as expected`);
  }
  const unmarked = report.checks.filter(
    (c) => c.expectedFailure !== undefined && c.status === 'failed' && !(report.expectedFailures?.expected ?? []).includes(c.id),
  );
  if (unmarked.length) problems.push(`checks marked as expected failures without an expected-failures entry: ${unmarked.map((c) => c.id).join(', ')}`);
  const verdict = verdictOf(report);
  if (verdict !== report.verdict) problems.push(`verdict is ${report.verdict.toUpperCase()} but the checks give ${verdict.toUpperCase()}`);
  const catalogue = report.assessment?.catalogue;
  const tampered = catalogue ? catalogueProblem(catalogue) : undefined;
  if (tampered) problems.push(tampered);
  const assessment = reassess(report);
  if (report.assessment?.complete && !assessment.complete) {
    problems.push(`the report claims a complete run, but it is partial: ${assessment.partial.map((p) => p.what).join('; ')}`);
  }
  if (!report.certification) {
    problems.push('report.json carries no certification statement');
  } else {
    const cert = report.certification;
    if (cert.seed !== report.seed) problems.push(`certification names seed ${cert.seed}, the run used ${report.seed}`);
    if (cert.target !== report.target.baseUrl) problems.push(`certification names target ${cert.target}, the run's is ${report.target.baseUrl}`);
    if (cert.suite.version !== report.tool.version)
      problems.push(`certification names suite version ${cert.suite.version}, the run's is ${report.tool.version}`);
    if (cert.runProfile !== report.profile) problems.push(`certification names profile ${cert.runProfile}, the run's is ${report.profile}`);
    if (cert.date !== report.finishedAt) problems.push(`certification is dated ${cert.date}, the run finished ${report.finishedAt}`);
    if (cert.assessment !== assessmentLabel(assessment)) {
      problems.push(
        `certification names the run ${JSON.stringify(cert.assessment)}, its checks and settings give ${JSON.stringify(assessmentLabel(assessment))}`,
      );
    }
    const expected = certify(report, cert.contracts, assessment);
    for (const want of expected.profiles) {
      const got = cert.profiles.find((p) => p.profile === want.profile);
      if (!got) problems.push(`certification has no ${want.profile} profile`);
      else if (JSON.stringify(got) !== JSON.stringify(want)) {
        problems.push(
          `certification of the ${want.profile} profile says ${got.status.toUpperCase()} but the checks give ${want.status.toUpperCase()}` +
            `${got.status === want.status ? ' (its counts, lists or statement differ)' : ''}`,
        );
      }
    }
    const here = contractHashes();
    const differing = Object.keys(here).filter((f) => cert.contracts[f] !== here[f]);
    notes.push(
      differing.length
        ? `contracts differ from this checkout's: ${differing.join(', ')} (the bundle was made with other contracts)`
        : "contract hashes match this checkout's contracts",
    );
  }
  return { problems, notes };
}

export interface VerifyOptions {
  /** This checkout's check catalogue (default: collected from suites/, only when the report certifies a profile). */
  checkoutCatalogue?: () => Promise<Catalogue>;
  /** Bytes a bundle may inflate to (default DEFAULT_MAX_INFLATED_BYTES): past them it is NOT VERIFIED at once. */
  maxInflatedBytes?: number;
}

/** Verifies a bundle (.tar.gz) or a run folder holding manifest.json, offline. */
export async function verifyBundle(path: string, options: VerifyOptions = {}): Promise<Verification> {
  if (!existsSync(path)) throw new ReportFileError(`${path}: no such file or folder`);
  const problems: string[] = [];
  const notes: string[] = [];
  let files: Map<string, Entry>;
  if (statSync(path).isDirectory()) files = entriesOfFolder(realpathSync(path));
  else {
    let entries: Entries;
    try {
      entries = await entriesOfArchive(path, options.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES);
    } catch (error) {
      // Not a gzip'd tar at all: nothing to verify, a usage error (exit 2) rather than a verdict on a bundle.
      if (error instanceof NotAnArchive) throw new ReportFileError(`${path}: not a bundle (a .tar.gz made by the bundle command): ${error.message}`);
      throw error;
    }
    if (entries.tooLarge) {
      const mib = Math.round(entries.tooLarge.cap / 1024 / 1024);
      return { ok: false, problems: [`the bundle inflates past ${mib} MiB, more than any run's reports: not read further`], notes };
    }
    files = entries.files;
    if (entries.odd.length) problems.push(`unexpected entries (only regular files belong in a bundle): ${entries.odd.join(', ')}`);
  }
  const manifestBytes = files.get(MANIFEST)?.bytes;
  if (!manifestBytes) return { ok: false, problems: [...problems, `no ${MANIFEST}: pack the run with the bundle command`], notes };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
    if (!manifest.files || typeof manifest.files !== 'object') throw new Error('no files table');
  } catch (error) {
    return { ok: false, problems: [...problems, `${MANIFEST} is not a manifest (${(error as Error).message})`], notes };
  }
  for (const [rel, hash] of Object.entries(manifest.files)) {
    const entry = files.get(rel);
    if (!entry) problems.push(`missing: ${rel} is in the manifest but not in the bundle`);
    else if (entry.sha256 !== hash) problems.push(`altered: ${rel} does not match its SHA-256 in the manifest`);
  }
  // A run folder keeps the formats its bundle left out: those are not part of what is verified. In an archive nothing may be extra.
  const leftOut = statSync(path).isDirectory() ? new Set(manifest.leftOut ?? []) : new Set<string>();
  for (const rel of files.keys()) {
    if (rel !== MANIFEST && !(rel in manifest.files) && !leftOut.has(rel)) problems.push(`added: ${rel} is not in the manifest`);
  }

  const reportBytes = files.get('report.json')?.bytes;
  let report: Report | undefined;
  if (!reportBytes) problems.push('no report.json in the bundle');
  else {
    try {
      report = JSON.parse(reportBytes.toString('utf8')) as Report;
    } catch (error) {
      problems.push(`report.json is not JSON (${(error as Error).message})`);
    }
  }
  if (report) {
    if (manifest.runId !== report.runId) problems.push(`manifest is for run ${manifest.runId}, report.json for ${report.runId}`);
    const consistency = reportConsistency(report);
    problems.push(...consistency.problems);
    notes.push(...consistency.notes);
  }
  const catalogue = report?.assessment?.catalogue;
  if (report && catalogue && report.certification?.profiles.some((p) => p.status === 'certified')) {
    // A certified claim is held against this checkout's own checks too: a catalogue edited down to the checks present
    // would otherwise pass. Only for the same suite version: another version has other checks by right.
    const here = await (options.checkoutCatalogue ?? (async () => (await suiteCatalogue(parseConfig({}))).catalogue))();
    if (report.tool.version !== toolVersion()) {
      notes.push(`the bundle was made by suite ${report.tool.version}, this checkout is ${toolVersion()}: its catalogue was not compared`);
    } else if (here.sha256 === catalogue.sha256) {
      notes.push(`check catalogue matches this checkout's (${here.checks} checks)`);
    } else {
      const absent = here.ids.filter((id) => !catalogue.ids.includes(id));
      if (absent.length) {
        problems.push(
          `the report certifies, but its catalogue lacks ${absent.length} check(s) this suite (version ${toolVersion()}) has: ` +
            `${absent.slice(0, 6).join(', ')}${absent.length > 6 ? ' …' : ''}`,
        );
      } else notes.push(`check catalogue differs from this checkout's (${catalogue.checks} checks there, ${here.checks} here)`);
    }
  }
  notes.unshift(`${Object.keys(manifest.files).length} files in the manifest`);
  return { ok: problems.length === 0, problems, notes, report };
}
