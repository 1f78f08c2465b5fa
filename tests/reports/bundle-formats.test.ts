// tests/reports/bundle-formats.test.ts: a bundle packs what certification needs; HAR, Allure and CTRF only when asked (--all-formats).
// Either bundle verifies, and so does the run folder it was made from, which keeps the formats the bundle left out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleRun, isHeavyFormat, verifyBundle } from '../../harness/reports/bundle.js';
import { writeReports } from '../../harness/reports/write-reports.js';
import { fixtureChecks, reportOf } from './fixture-report.js';

const work = mkdtempSync(join(tmpdir(), 'pdc-bundle-formats-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function runWithEveryFormat(name: string): string {
  const report = reportOf(fixtureChecks());
  const dir = join(work, name, report.runId);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), JSON.stringify(report, null, 2));
  writeReports(report, dir, { formats: ['har', 'allure', 'ctrf'] });
  return dir;
}

async function entriesOf(file: string): Promise<string[]> {
  const paths: string[] = [];
  await tar.t({ file, onReadEntry: (e) => paths.push(e.path.split('/').slice(1).join('/')) });
  return paths.filter(Boolean);
}

describe('bundle formats', () => {
  it('leaves HAR, Allure and CTRF out by default, lists them in the manifest, and verifies (the bundle and its folder)', async () => {
    const dir = runWithEveryFormat('lean');
    const { file, manifest } = await bundleRun(dir, join(work, 'lean.tar.gz'));
    const packed = await entriesOf(file);
    expect(packed).toContain('report.json');
    expect(packed.filter(isHeavyFormat)).toEqual([]);
    expect(packed.some((p) => p.startsWith('allure-results'))).toBe(false);
    expect(manifest.leftOut).toEqual(expect.arrayContaining(['run.har', 'ctrf-report.json']));
    expect(manifest.leftOut!.some((p) => p.startsWith('allure-results/'))).toBe(true);
    for (const path of [file, dir]) {
      const v = await verifyBundle(path, { checkoutCatalogue: async () => manifestCatalogue(dir) });
      expect(v.problems, path).toEqual([]);
    }
  });

  it('packs every format with allFormats', async () => {
    const dir = runWithEveryFormat('full');
    const { file, manifest } = await bundleRun(dir, join(work, 'full.tar.gz'), { allFormats: true });
    const packed = await entriesOf(file);
    expect(packed).toEqual(expect.arrayContaining(['run.har', 'ctrf-report.json']));
    expect(manifest.leftOut).toBeUndefined();
    expect((await verifyBundle(file, { checkoutCatalogue: async () => manifestCatalogue(dir) })).problems).toEqual([]);
  });
});

/** The catalogue the fixture report records: verify compares a certifying report with it. */
async function manifestCatalogue(dir: string) {
  const { readFileSync } = await import('node:fs');
  return JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).assessment.catalogue;
}
