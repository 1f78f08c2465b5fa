// Certification bundle: bundle then verify round-trips; any altered, added or removed file, and a report whose
// verdict, assessment (complete or partial) or certification does not follow from its checks, fails verification.
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleRun, verifyBundle, writeManifest } from '../../harness/reports/bundle.js';
import { ReportFileError } from '../../harness/reports/read-report.js';
import { writeReports } from '../../harness/reports/write-reports.js';
import { catalogueOf } from '../../harness/assessment.js';
import { certify } from '../../harness/reports/certification.js';
import { check, fixtureChecks, reportOf } from './fixture-report.js';
import type { Report } from '../../harness/report-model.js';

const work = mkdtempSync(join(tmpdir(), 'pdc-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let n = 0;

function runDir(report: Report = reportOf(fixtureChecks())): string {
  const dir = join(work, `case-${++n}`, report.runId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report, null, 2));
  writeFileSync(join(dir, 'ledger.jsonl'), '{"kind":"user","id":"pdc-x"}\n');
  writeReports(report, dir);
  return dir;
}

/** Unpacks a bundle, lets `change` edit the files, packs it again. */
async function repack(bundle: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(join(work, 'unpacked-'));
  await tar.x({ file: bundle, cwd: dir });
  const [top] = (await import('node:fs')).readdirSync(dir);
  change(join(dir, top!));
  const out = join(dir, '..', `${top}-${++n}.tar.gz`);
  await tar.c({ gzip: true, file: out, cwd: dir, portable: true }, [top!]);
  return out;
}

describe('bundle and verify', () => {
  it('packs the run folder with a manifest of every file and verifies it offline', async () => {
    const dir = runDir();
    const { file, manifest } = await bundleRun(dir);
    expect(file).toBe(`${dir}.tar.gz`);
    expect(Object.keys(manifest.files)).toEqual(['junit.xml', 'ledger.jsonl', 'report.html', 'report.json', 'summary.md']);
    for (const hash of Object.values(manifest.files)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const v = await verifyBundle(file);
    expect(v.problems).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.notes).toContain("contract hashes match this checkout's contracts");
  });

  it('verifies a run folder that holds its manifest', async () => {
    const dir = runDir();
    writeManifest(dir);
    expect((await verifyBundle(dir)).ok).toBe(true);
    appendFileSync(join(dir, 'summary.md'), 'edited\n');
    const v = await verifyBundle(dir);
    expect(v.ok).toBe(false);
    expect(v.problems).toEqual(['altered: summary.md does not match its SHA-256 in the manifest']);
  });

  it('detects an altered, an added and a removed file', async () => {
    const { file } = await bundleRun(runDir());
    const altered = await repack(file, (d) => appendFileSync(join(d, 'ledger.jsonl'), '{"kind":"user","id":"other"}\n'));
    expect((await verifyBundle(altered)).problems).toEqual(['altered: ledger.jsonl does not match its SHA-256 in the manifest']);
    const added = await repack(file, (d) => writeFileSync(join(d, 'extra.txt'), 'x'));
    expect((await verifyBundle(added)).problems).toEqual(['added: extra.txt is not in the manifest']);
    const removed = await repack(file, (d) => rmSync(join(d, 'junit.xml')));
    expect((await verifyBundle(removed)).problems).toEqual(['missing: junit.xml is in the manifest but not in the bundle']);
  });

  it('detects a verdict or a certification that does not follow from the checks, even with a rewritten manifest', async () => {
    const forgedVerdict = runDir({ ...reportOf(fixtureChecks()), verdict: 'pass' });
    const v1 = await verifyBundle((await bundleRun(forgedVerdict)).file);
    expect(v1.ok).toBe(false);
    expect(v1.problems).toContain('verdict is PASS but the checks give FAIL');

    const report = reportOf(fixtureChecks());
    report.certification!.profiles[0] = { ...report.certification!.profiles[0]!, status: 'certified' };
    const own = async () => report.assessment!.catalogue!;
    const v2 = await verifyBundle((await bundleRun(runDir(report))).file, { checkoutCatalogue: own });
    expect(v2.problems).toEqual(['certification of the core profile says CERTIFIED but the checks give INCOMPLETE']);

    const noCert = reportOf(fixtureChecks());
    delete noCert.certification;
    expect((await verifyBundle((await bundleRun(runDir(noCert))).file)).problems).toEqual(['report.json carries no certification statement']);
  });

  it('refuses a shard whose report was edited to look complete: the checks do not cover its catalogue', async () => {
    const checks = [check({ id: 'A', interface: 'core' }), check({ id: 'B' })];
    const whole = reportOf(checks);
    // A shard ran A only; the forger removes `shard`, says the run was complete and recomputes the certification.
    const forged = reportOf([checks[0]!], { assessment: { ...whole.assessment!, complete: true, partial: [] } });
    forged.certification = certify({ ...forged, assessment: forged.assessment });
    expect(forged.certification.profiles[0]!.status).toBe('certified');
    const v = await verifyBundle((await bundleRun(runDir(forged))).file, { checkoutCatalogue: async () => whole.assessment!.catalogue! });
    expect(v.ok).toBe(false);
    expect(v.problems).toContain(
      'the report claims a complete run, but it is partial: 1 of the 2 checks of the catalogue are not in the report (dns-records:B)',
    );
    expect(v.problems).toContain('certification of the core profile says CERTIFIED but the checks give INCOMPLETE');
  });

  it('refuses a certified report whose catalogue was cut down to the checks it has', async () => {
    const checks = [check({ id: 'A', interface: 'core' }), check({ id: 'B', interface: 'core' }), check({ id: 'C' })];
    const cut = reportOf(checks.slice(0, 2).concat(checks[2]!));
    const suite = catalogueOf([...checks, { id: 'D', area: 'dns-records' }]);
    expect(cut.certification!.profiles.map((p) => p.status)).toEqual(['certified', 'certified', 'certified']);
    const v = await verifyBundle((await bundleRun(runDir(cut))).file, { checkoutCatalogue: async () => suite });
    expect(v.problems).toEqual(['the report certifies, but its catalogue lacks 1 check(s) this suite (version 0.1.0) has: dns-records:D']);
    const honest = await verifyBundle((await bundleRun(runDir(reportOf(checks)))).file, { checkoutCatalogue: async () => catalogueOf(checks) });
    expect(honest.ok, honest.problems.join('\n')).toBe(true);
    expect(honest.notes).toContain("check catalogue matches this checkout's (3 checks)");
  });

  it('refuses a catalogue that does not add up to its hash', async () => {
    const report = reportOf(fixtureChecks());
    report.assessment!.catalogue!.ids.pop();
    const v = await verifyBundle((await bundleRun(runDir(report))).file);
    expect(v.problems.some((p) => p.startsWith('the check catalogue does not add up'))).toBe(true);
  });

  it('detects summary counts that do not match the checks', async () => {
    const report = reportOf(fixtureChecks());
    report.summary.failed = 0;
    const v = await verifyBundle((await bundleRun(runDir(report))).file);
    expect(v.problems[0]).toMatch(/^summary does not match the checks/);
  });

  it('notes contracts that differ from this checkout without failing', async () => {
    const report = reportOf(fixtureChecks());
    report.certification!.contracts['contracts/limits.yaml'] = '0'.repeat(64);
    const v = await verifyBundle((await bundleRun(runDir(report))).file);
    expect(v.ok).toBe(true);
    expect(v.notes.some((s) => s.startsWith("contracts differ from this checkout's: contracts/limits.yaml"))).toBe(true);
  });

  it('refuses what is not a bundle, with one clear message', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, 'not gzip at all');
    // Not a bundle at all: a usage error (exit 2), not a verdict (issue 29).
    await expect(verifyBundle(junk)).rejects.toThrow(/junk\.tar\.gz: not a bundle \(a \.tar\.gz made by the bundle command\)/);
    await expect(verifyBundle(join(work, 'nowhere.tar.gz'))).rejects.toThrow(ReportFileError);
    await expect(bundleRun(join(work, 'nowhere'))).rejects.toThrow(/not a run folder/);
    const dir = runDir();
    await expect(bundleRun(dir, join(dir, 'inside.tar.gz'))).rejects.toThrow(/inside the folder/);
    await expect(bundleRun(dir, join(work, 'x.zip'))).rejects.toThrow(/\.tar\.gz or \.tgz/);
    expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toContain('"runId"');
  });
});
