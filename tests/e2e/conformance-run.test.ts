// The main job end to end: `npm run conformance` with no configuration runs every check against the embedded
// reference and exits 0 with zero failures, covering all 23 operations; its report matches the published schema
// and no key or login_url token reaches any file it writes.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contracts/spec-data.js';
import { createReference } from '../../reference/app.js';
import { readMeasuredRun } from '../../harness/figures-docs.js';
import { readExchanges } from '../../harness/reports/exchanges.js';
import { filesUnder, runCli, type CliRun } from './run-cli.js';

describe('conformance run against the embedded reference', () => {
  let run: CliRun;
  beforeAll(async () => {
    run = await runCli(['run', '--seed', '20261121']);
  });

  it('exits 0 with zero failures', () => {
    const failed = run.report?.checks.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.message}`);
    expect(failed, run.stdout + run.stderr).toEqual([]);
    expect(run.report?.errors).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.report!.summary.passed).toBeGreaterThan(200);
  });

  it('covers every one of the 23 operations', () => {
    expect(operations).toHaveLength(23);
    expect(run.report!.coverage.operations.uncovered).toEqual([]);
    const exercised = new Set(run.report!.checks.filter((c) => c.status === 'passed').map((c) => c.operationId));
    for (const op of operations) expect(exercised.has(op.id), op.id).toBe(true);
  });

  it('sends what the documents say a full run sends, within 10% (docs/measured-run.json: tools/measure-run-figures.ts, same seed)', () => {
    const measured = readMeasuredRun();
    const { total, requests, requestsByGroup } = run.report!.summary;
    const stale = 'docs/measured-run.json is stale: run npx tsx tools/measure-run-figures.ts, then npm run docs:settings';
    expect(total, stale).toBe(measured.checks);
    expect(Math.abs(requests - measured.requests) / measured.requests, `${requests} requests, ${stale}`).toBeLessThan(0.1);
    expect(Math.abs((requestsByGroup?.core ?? 0) - measured.coreRequests) / measured.coreRequests, `core requests, ${stale}`).toBeLessThan(0.1);
  });

  it('skips only what needs an opt-in, each with its reason', () => {
    const skipped = run.report!.checks.filter((c) => c.status === 'skipped');
    for (const c of skipped) expect(c.message).toMatch(/opt-in/);
  });

  it('writes a report.json that matches harness/report.schema.json', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('harness/report.schema.json', 'utf8')));
    expect(validate(run.report), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('cleans up everything it created and leaves the fixture domain as it found it', () => {
    expect(run.report!.cleanup.failed).toEqual([]);
    expect(run.report!.cleanup.created).toBeGreaterThan(0);
    expect(run.report!.cleanup.fixtureIntact).toBe(true);
  });

  it('spends one registration year per run on the sandbox, read from its exchanges (issue 12 Deliver 6; README "What a run changes on the sandbox")', () => {
    const exchanges = readExchanges(run.runDir!) ?? [];
    expect(exchanges.length).toBeGreaterThan(100);
    const renewals = exchanges.filter((e) => e.operation === 'renewDomain');
    const granted = renewals.filter((e) => e.status >= 200 && e.status < 300);
    const years = granted.reduce((sum, e) => sum + Number((JSON.parse(e.requestText ?? '{}') as { years?: unknown }).years ?? 0), 0);
    const created = exchanges.filter((e) =>
      ['createUser', 'createDnsRecord', 'createCoreDnsRecord', 'bulkCreateDnsRecords', 'initiateTransfer'].includes(e.operation),
    );
    console.log(
      `renewals: ${renewals.length} sent, ${granted.length} granted, ${years} year(s) spent; creations sent: ${created.length}; ` +
        `cleanup: ${run.report!.cleanup.created} created, ${run.report!.cleanup.deleted} deleted at the end`,
    );
    expect(years, granted.map((e) => `${e.check}: ${e.requestText}`).join('\n')).toBe(1);
    expect(new Set(granted.map((e) => e.url)).size).toBe(1); // one domain
  });

  it('writes no key and no login_url token to any file', () => {
    const { fixtures } = createReference();
    const files = filesUnder(run.reportDir);
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      expect(file.text.includes(fixtures.apiKey), file.path).toBe(false);
      expect(file.text.includes(fixtures.secondApiKey), file.path).toBe(false);
      expect(/embed\.reference\.invalid\/session\/[A-Za-z0-9]/.test(file.text), file.path).toBe(false);
    }
  });
});

describe('bad configuration', () => {
  it('names the variable and exits 2 without a stack trace', async () => {
    const run = await runCli(['run'], { CONFORMANCE_BASE_URL: 'http://127.0.0.1:9', CONFORMANCE_API_KEY: 'sk_x_12345678' });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('CONFORMANCE_FIXTURE_USER');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a target that is not listening in one message, exit 2', async () => {
    const run = await runCli(['run'], { CONFORMANCE_BASE_URL: 'http://127.0.0.1:9', CONFORMANCE_API_KEY: 'sk_x_12345678', CONFORMANCE_FIXTURE_USER: 'owner' });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/not reachable.*ECONNREFUSED/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
