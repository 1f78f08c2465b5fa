// tests/e2e/report-formats.test.ts: `--report har,allure,ctrf` on a real run against the reference with a planted
// fault: run.har holds every exchange the checks sent (HAR 1.2 schema), ctrf-report.json passes the CTRF schema,
// allure-results/ loads in `allure generate` with the run's counts; `merge` of shards writes them too, and says
// which part's exchanges are missing.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExchanges } from '../../harness/reports/exchanges.js';
import { FIXTURE_KEYS } from '../../reference/fixtures.js';
import { allureGenerate, ctrfValidator, harValidator } from '../reports/format-schemas.js';
import { type CliRun, filesUnder, runCli } from './run-cli.js';

const SEED = '20261124';
const FORMATS = 'har,allure,ctrf';

describe('extra report formats of a run with a planted fault', () => {
  let faulted: CliRun;
  beforeAll(async () => {
    faulted = await runCli(['run', '--only', 'dns-records', '--seed', SEED, '--reference-fault', 'ttl-max-off-by-one', '--report', FORMATS]);
  }, 180_000);

  it('the run fails on the planted fault and lists the extra reports it wrote', () => {
    expect(faulted.exitCode, faulted.stdout + faulted.stderr).toBe(1);
    expect(faulted.stdout).toMatch(/^reports: .*run\.har, .*allure-results, .*ctrf-report\.json$/m);
  });

  it('run.har is valid HAR 1.2 and holds every exchange of exchanges.jsonl, one page per check that sent requests', () => {
    const lines = readExchanges(faulted.runDir!)!;
    const har = JSON.parse(readFileSync(join(faulted.runDir!, 'run.har'), 'utf8'));
    const validate = harValidator();
    expect(validate(har), JSON.stringify(validate.errors?.slice(0, 3), null, 2)).toBe(true);
    expect(har.log.entries).toHaveLength(lines.length);
    const checksRequests = faulted.report!.checks.reduce((n, c) => n + c.requests, 0);
    expect(har.log.entries.filter((e: { pageref: string }) => e.pageref !== '(cleanup)')).toHaveLength(checksRequests);
    const withRequests = faulted.report!.checks.filter((c) => c.requests > 0).map((c) => c.id);
    expect(har.log.pages.map((p: { id: string }) => p.id).filter((id: string) => id !== '(cleanup)')).toEqual(expect.arrayContaining(withRequests));
    const ttl = har.log.entries.filter((e: { pageref: string }) => e.pageref === 'DNS-TTL-86401-REJECTED');
    expect(ttl.length).toBeGreaterThan(0);
    expect(ttl[0].request.headers).toContainEqual({ name: 'Authorization', value: 'Bearer $CONFORMANCE_API_KEY' });
  });

  it('ctrf-report.json is valid CTRF with the run counts', () => {
    const ctrf = JSON.parse(readFileSync(join(faulted.runDir!, 'ctrf-report.json'), 'utf8'));
    const validate = ctrfValidator();
    expect(validate(ctrf), JSON.stringify(validate.errors?.slice(0, 3), null, 2)).toBe(true);
    const s = faulted.report!.summary;
    expect(ctrf.results.summary).toMatchObject({ tests: s.total, passed: s.passed, failed: s.failed, skipped: s.skipped });
    expect(ctrf.results.tests.find((t: { name: string }) => t.name.startsWith('DNS-TTL-86401-REJECTED:')).status).toBe('failed');
  });

  it('allure-results load in the Allure command line with the run counts, failing checks with their requests as steps', async () => {
    const generated = await allureGenerate(join(faulted.runDir!, 'allure-results'), join(faulted.reportDir, 'allure-report'));
    expect(generated.code, generated.output).toBe(0);
    const s = faulted.report!.summary;
    expect(generated.statistic).toMatchObject({ total: s.total, passed: s.passed, failed: s.failed, skipped: s.skipped, broken: 0 });
    const ttl = generated.testCases.find((t) => t.name.startsWith('DNS-TTL-86401-REJECTED'))!;
    expect(ttl.testStage.steps.length).toBe(faulted.report!.checks.find((c) => c.id === 'DNS-TTL-86401-REJECTED')!.requests);
  }, 240_000);

  it('no file of the run holds a key of the reference', () => {
    const files = filesUnder(faulted.runDir!);
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) for (const key of Object.values(FIXTURE_KEYS)) expect(f.text.includes(key), `${f.path} holds a key`).toBe(false);
  });
});

describe('extra report formats of a merged run', () => {
  it('merge writes them from the shards, and names the shard whose exchanges.jsonl is missing', async () => {
    const shards = await Promise.all([1, 2].map((i) => runCli(['run', '--only', 'users,catalogue', '--seed', SEED, '--shard', `${i}/2`])));
    for (const s of shards) expect(s.exitCode, s.stdout + s.stderr).toBe(0);
    rmSync(join(shards[1].runDir!, 'exchanges.jsonl.gz'));
    const out = mkdtempSync(join(tmpdir(), 'pdc-e2e-merged-'));
    const merged = await runCli(['merge', shards[0].runDir!, shards[1].runDir!, '--out-dir', out, '--report', FORMATS]);
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.stdout).toContain(`No exchanges.jsonl in 1 of 2 run folder(s) (${shards[1].runDir})`);
    const har = JSON.parse(readFileSync(join(out, 'run.har'), 'utf8'));
    expect(harValidator()(har)).toBe(true);
    expect(har.log.comment).toContain(shards[1].runDir!);
    const firstShardLines = readExchanges(shards[0].runDir!)!.length;
    expect(har.log.entries).toHaveLength(firstShardLines);
    expect(ctrfValidator()(JSON.parse(readFileSync(join(out, 'ctrf-report.json'), 'utf8')))).toBe(true);
    expect(existsSync(join(out, 'allure-results', 'environment.properties'))).toBe(true);
  }, 240_000);

  it('an unknown format is a usage error (exit 2, one line naming it)', async () => {
    const r = await runCli(['run', '--only', 'catalogue', '--report', 'har,pdf']);
    expect(r.exitCode).toBe(2);
    expect(r.stderr.trim()).toBe('configuration error: CONFORMANCE_REPORTS: unknown report format "pdf": expected har, allure, ctrf');
  });
});
