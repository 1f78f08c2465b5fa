// tests/reports/extra-formats.test.ts: run.har against the HAR 1.2 schema, ctrf-report.json against the CTRF schema,
// allure-results/ through `allure generate`; exchanges.jsonl lines redacted; no key in any file of the three.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { parseReportFormats } from '../../harness/settings.js';
import type { Exchange } from '../../harness/exchange.js';
import { registerSecret } from '../../harness/redact.js';
import { specLink, toAllureResults } from '../../harness/reports/allure.js';
import { toCtrf } from '../../harness/reports/ctrf.js';
import { appendExchange, type LoggedExchange, MAX_LOGGED_BODY, readExchanges, rescrubExchanges, toLoggedExchange } from '../../harness/reports/exchanges.js';
import { toHar } from '../../harness/reports/har.js';
import { writeReports } from '../../harness/reports/write-reports.js';
import { check, fixtureChecks, reportOf } from './fixture-report.js';
import { allureGenerate, ctrfValidator, harValidator } from './format-schemas.js';

const KEY = 'pdc_unit_key_ABCDEFGHIJ0123456789';
const LOGIN_TOKEN = 'sess-0123456789abcdefSECRET';
const dir = mkdtempSync(join(tmpdir(), 'pdc-formats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function exchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    operation: 'createDnsRecord',
    method: 'POST',
    url: 'http://127.0.0.1:4010/api/v1/domains/dom_1/dns?dry=1',
    requestHeaders: { Accept: 'application/json', Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    requestBody: { type: 'A', name: 'www', content: '192.0.2.10', ttl: 86401 },
    status: 201,
    responseHeaders: { 'content-type': 'application/json', location: '/api/v1/domains/dom_1/dns/rec_1' },
    responseBody: { id: 'rec_1' },
    responseText: `{"id":"rec_1","login_url":"https://panel.invalid/session/${LOGIN_TOKEN}"}`,
    durationMs: 7,
    retriedAfter429: 0,
    ...overrides,
  };
}

/** The exchanges of the fixture report's checks, as the check worker writes them. */
function loggedExchanges(): LoggedExchange[] {
  registerSecret(KEY, '$CONFORMANCE_API_KEY');
  const runDir = mkdtempSync(join(dir, 'run-'));
  appendExchange(runDir, 'CORE-USER-CREATE', 'primary', exchange({ operation: 'createUser', url: 'http://127.0.0.1:4010/api/v1/users' }));
  appendExchange(runDir, 'DNS-TTL-86401-REJECTED', 'primary', exchange());
  appendExchange(runDir, 'DNS-TTL-86401-REJECTED', 'primary', exchange({ method: 'GET', requestBody: undefined, status: 200, responseText: '{"records":[]}' }));
  appendExchange(
    runDir,
    'DNS-NAME-PROPERTY',
    'primary',
    exchange({ status: 0, responseHeaders: {}, responseText: '', transportError: 'ECONNRESET: socket hang up', durationMs: 3 }),
  );
  appendExchange(runDir, '(cleanup)', 'primary', exchange({ method: 'DELETE', requestBody: undefined, status: 204, responseText: '' }));
  return readExchanges(runDir)!;
}

describe('exchanges.jsonl', () => {
  it('redacts the key and login_url tokens when a line is written, and cuts long bodies with their length kept', () => {
    registerSecret(KEY, '$CONFORMANCE_API_KEY');
    const line = toLoggedExchange('DNS-X', 'primary', exchange({ responseText: `${'x'.repeat(MAX_LOGGED_BODY + 10)}` }));
    expect(JSON.stringify(line)).not.toContain(KEY);
    expect(line.requestHeaders.Authorization).toBe('Bearer $CONFORMANCE_API_KEY');
    expect(line.responseText).toHaveLength(MAX_LOGGED_BODY);
    expect(line.responseTruncatedFrom).toBe(MAX_LOGGED_BODY + 10);
    const redacted = toLoggedExchange('DNS-X', 'primary', exchange());
    expect(redacted.responseText).not.toContain(LOGIN_TOKEN);
    expect(redacted.responseText).toContain('https://panel.invalid/<redacted>');
  });

  it('reads back every complete line, in order, and skips a line cut by a crash', () => {
    const runDir = mkdtempSync(join(dir, 'cut-'));
    appendExchange(runDir, 'A', 'primary', exchange());
    appendExchange(runDir, 'B', 'second', exchange());
    const file = join(runDir, 'exchanges.jsonl');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, `${text}{"check":"C","key`);
    expect(readExchanges(runDir)!.map((e) => e.check)).toEqual(['A', 'B']);
    expect(readExchanges(join(dir, 'no-such-run'))).toBeUndefined();
  });

  it('is kept compressed once the checks end (exchanges.jsonl.gz), and read back in order with any line appended after', () => {
    const runDir = mkdtempSync(join(dir, 'gz-'));
    appendExchange(runDir, 'A', 'primary', exchange());
    appendExchange(runDir, 'B', 'second', exchange());
    rescrubExchanges(runDir);
    expect(existsSync(join(runDir, 'exchanges.jsonl'))).toBe(false);
    const lines = gunzipSync(readFileSync(join(runDir, 'exchanges.jsonl.gz')))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l).check)).toEqual(['A', 'B']);
    appendExchange(runDir, '(cleanup)', 'primary', exchange());
    expect(readExchanges(runDir)!.map((e) => e.check)).toEqual(['A', 'B', '(cleanup)']);
  });
});

describe('CONFORMANCE_REPORTS', () => {
  it('accepts har, allure and ctrf (and the always-written formats), and names an unknown one', () => {
    expect(parseReportFormats('HAR, ctrf,allure,junit,har')).toEqual(['har', 'ctrf', 'allure']);
    expect(parseReportFormats('')).toEqual([]);
    expect(() => parseReportFormats('har,xml')).toThrow(/CONFORMANCE_REPORTS: unknown report format "xml"/);
  });
});

describe('run.har', () => {
  it('is valid HAR 1.2: one page per check, one entry per exchange, a transport failure as status 0 with _error', () => {
    const report = reportOf(fixtureChecks());
    const har = toHar(report, loggedExchanges());
    const validate = harValidator();
    expect(validate(har), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(5);
    expect(har.log.pages.map((p) => p.id)).toEqual(['CORE-USER-CREATE', 'DNS-TTL-86401-REJECTED', 'DNS-NAME-PROPERTY', '(cleanup)']);
    expect(har.log.pages[1].title).toContain('DNS-TTL-86401-REJECTED: rejects a ttl of 86401');
    const post = har.log.entries[1];
    expect(post.request.queryString).toEqual([{ name: 'dry', value: '1' }]);
    expect(post.request.postData?.text).toContain('"ttl":86401');
    expect(post.response.redirectURL).toBe('/api/v1/domains/dom_1/dns/rec_1');
    const failed = har.log.entries[3];
    expect(failed.response.status).toBe(0);
    expect(failed._error).toBe('ECONNRESET: socket hang up');
  });

  it('says so when no exchanges were recorded (a merged report whose parts came without them), and stays valid', () => {
    const har = toHar(reportOf(fixtureChecks()), undefined, ['No exchanges.jsonl in 1 of 2 run folder(s) (shards/shard-2).']);
    expect(harValidator()(har)).toBe(true);
    expect(har.log.entries).toEqual([]);
    expect(har.log.comment).toContain('No exchanges recorded');
    expect(har.log.comment).toContain('shards/shard-2');
  });

  it('is rejected by the schema when a required field is missing (the validator can fail)', () => {
    const har = toHar(reportOf(fixtureChecks()), loggedExchanges()) as any;
    delete har.log.entries[0].request.headers;
    expect(harValidator()(har)).toBe(false);
  });
});

describe('ctrf-report.json', () => {
  it('is valid CTRF: one test per check plus one per run error, statuses as JUnit has them', () => {
    const checks = fixtureChecks();
    checks.push(check({ id: 'DNS-STALE', status: 'passed' }));
    const report = reportOf(checks, {
      errors: ['dns-model: suite file failed to load'],
      expectedFailures: { expected: ['DNS-KNOWN-BUG'], stale: ['DNS-STALE'], unknown: [] },
    });
    const ctrf = toCtrf(report);
    const validate = ctrfValidator();
    expect(validate(ctrf), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const byId = new Map(ctrf.results.tests.map((t) => [t.name.split(':')[0], t]));
    expect(ctrf.results.tests).toHaveLength(checks.length + 1);
    expect(byId.get('DNS-TTL-86401-REJECTED')?.status).toBe('failed');
    expect(byId.get('DNS-TTL-86401-REJECTED')?.trace).toContain('curl');
    expect(byId.get('DNS-KNOWN-BUG')).toMatchObject({ status: 'skipped', rawStatus: 'expected-failure' });
    expect(byId.get('DNS-STALE')).toMatchObject({ status: 'failed', rawStatus: 'stale-expected-failure' });
    expect(byId.get('RATE-LIMIT-429')?.status).toBe('skipped');
    expect(byId.get('run error 1')?.status).toBe('other');
    const s = ctrf.results.summary;
    expect(s.tests).toBe(s.passed + s.failed + s.skipped + s.pending + s.other);
    expect(s.failed).toBe(3);
  });

  it('is rejected by the schema with an unknown status (the validator can fail)', () => {
    const ctrf = toCtrf(reportOf(fixtureChecks())) as any;
    ctrf.results.tests[0].status = 'xfail';
    expect(ctrfValidator()(ctrf)).toBe(false);
  });
});

describe('allure-results', () => {
  it('links a check to the section of the spec it enforces', () => {
    expect(specLink('§2.3 rule 2')).toMatchObject({ name: '§2.3 rule 2', url: 'contracts/partner-dns-service.md#23-dns-record' });
    expect(specLink('§8').url).toBe('contracts/partner-dns-service.md#8-limits');
  });

  it('loads in the Allure command line: one test case per check with its status, labels, spec link, steps per request and attachments', async () => {
    const report = reportOf(fixtureChecks(), { errors: ['dns-model: suite file failed to load'] });
    const files = toAllureResults(report, loggedExchanges());
    const results = join(dir, 'allure-results');
    mkdirSync(results, { recursive: true });
    for (const [name, text] of files) writeFileSync(join(results, name), text);
    expect([...files.keys()].filter((f) => f.endsWith('-result.json'))).toHaveLength(report.checks.length + 1);

    const generated = await allureGenerate(results, join(dir, 'allure-report'));
    expect(generated.code, generated.output).toBe(0);
    // 7 checks: 3 passed (2 core, 1 extended), 2 failed, 1 expected failure and 1 opt-in skipped; 1 run error (broken).
    expect(generated.statistic).toEqual({ failed: 2, broken: 1, skipped: 2, passed: 3, unknown: 0, total: 8 });
    const failing = generated.testCases.find((t) => t.name.startsWith('DNS-TTL-86401-REJECTED'))!;
    expect(failing.status).toBe('failed');
    expect(failing.links).toContainEqual(expect.objectContaining({ name: '§2.3 rule 2', url: 'contracts/partner-dns-service.md#23-dns-record' }));
    const labels = Object.fromEntries(failing.labels.map((l: { name: string; value: string }) => [l.name, l.value]));
    expect(labels).toMatchObject({ epic: 'extended', feature: 'dns-records', story: 'POST /api/v1/domains/{domain_id}/dns' });
    const steps = failing.testStage.steps;
    expect(steps.map((s: { name: string }) => s.name)).toEqual(['POST /api/v1/domains/dom_1/dns?dry=1 → 201', 'GET /api/v1/domains/dom_1/dns?dry=1 → 200']);
    // One attachment per failing check's exchange (every request and response of it), none per request (issue 29).
    expect(steps.map((s: { attachments: unknown[] }) => s.attachments)).toEqual([[], []]);
    expect(failing.testStage.attachments.map((a: { name: string }) => a.name)).toEqual(['failure details', 'exchange']);
    const known = generated.testCases.find((t) => t.name.startsWith('DNS-KNOWN-BUG'))!;
    expect(known.status).toBe('skipped');
    expect(known.statusMessage).toMatch(/^expected failure: vendor ticket 12/);
  }, 240_000);

  it('attaches the exchange of a failing check once, holding each of its requests, and nothing to a passing check', () => {
    const files = toAllureResults(reportOf(fixtureChecks()), loggedExchanges());
    const results = [...files.entries()].filter(([f]) => f.endsWith('-result.json')).map(([, t]) => JSON.parse(t));
    const failing = results.find((r) => r.name.startsWith('DNS-TTL-86401-REJECTED'));
    const exchange = failing.attachments.find((a: { name: string }) => a.name === 'exchange');
    const entries = JSON.parse(files.get(exchange.source)!);
    expect(entries.map((e: { request: { method: string } }) => e.request.method)).toEqual(['POST', 'GET']);
    expect(failing.steps.flatMap((s: { attachments: unknown[] }) => s.attachments)).toEqual([]);
    for (const passed of results.filter((r) => r.status === 'passed')) expect(passed.attachments).toEqual([]);
    // Every attachment file is a check's own (failure details, exchange): at most two a failing check, none a request.
    const attached = results.flatMap((r) => r.attachments.map((a: { source: string }) => a.source)).sort();
    expect([...files.keys()].filter((f) => f.includes('-attachment.')).sort()).toEqual(attached);
    for (const r of results) expect(r.attachments.length).toBeLessThanOrEqual(2);
  });

  it('without exchanges (a merged report), a failing check still shows the requests of its reproduction', () => {
    const files = toAllureResults(reportOf(fixtureChecks()), undefined);
    const results = [...files.entries()].filter(([f]) => f.endsWith('-result.json')).map(([, t]) => JSON.parse(t));
    const failing = results.find((r) => r.name.startsWith('DNS-TTL-86401-REJECTED'));
    expect(failing.steps).toHaveLength(1);
    expect(failing.steps[0].attachments.map((a: { name: string }) => a.name)).toEqual(['request', 'response', 'curl']);
  });
});

describe('secrets in the extra formats', () => {
  it('writes no key or login_url token into run.har, allure-results or ctrf-report.json', () => {
    registerSecret(KEY, '$CONFORMANCE_API_KEY');
    const runDir = mkdtempSync(join(dir, 'secret-run-'));
    appendExchange(runDir, 'DNS-TTL-86401-REJECTED', 'primary', exchange());
    const leaky = check({ id: 'DNS-LEAK', status: 'failed', message: `received ${KEY} back`, reproduction: [] });
    const written = writeReports(reportOf([...fixtureChecks(), leaky]), runDir, { formats: ['har', 'allure', 'ctrf'] });
    const texts = [readFileSync(written.har!, 'utf8'), readFileSync(written.ctrf!, 'utf8')];
    for (const f of readdirSync(written.allure!)) texts.push(readFileSync(join(written.allure!, f), 'utf8'));
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(LOGIN_TOKEN);
    }
    expect(texts[0]).toContain('Bearer $CONFORMANCE_API_KEY');
  });
});
