// junit.xml: parses, one testcase per check, failures carry message, spec and the curl reproduction; expected
// failures are skipped with the reason, stale entries fail; hostile target strings cannot break the XML.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { toJunitXml } from '../../harness/reports/junit.js';
import { check, fixtureChecks, HOSTILE, reportOf } from './fixture-report.js';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml);
  const suites = doc.testsuites.testsuite as any[];
  const cases = suites.flatMap((s) => s.testcase as any[]);
  return { doc, suites, cases, byId: (id: string) => cases.find((c) => String(c.name).startsWith(`${id}:`)) };
}

describe('JUnit XML', () => {
  const report = reportOf(fixtureChecks());
  const xml = toJunitXml(report);
  const { doc, suites, cases, byId } = parse(xml);

  it('has one testcase per check, one testsuite per area, and totals that add up', () => {
    expect(cases).toHaveLength(report.checks.length);
    expect(suites.map((s) => s.name).sort()).toEqual(Object.keys(report.areas).sort());
    expect(Number(doc.testsuites.tests)).toBe(report.checks.length);
    expect(Number(doc.testsuites.failures)).toBe(2);
    expect(Number(doc.testsuites.skipped)).toBe(2);
  });

  it('gives a failure its message, spec, seed, re-run command and curl reproduction', () => {
    const failed = byId('DNS-TTL-86401-REJECTED');
    expect(failed.failure.message).toContain('expected 400 or 422 for ttl, received 201');
    expect(failed.failure.type).toBe('§2.3 rule 2');
    const text = failed.failure['#text'] as string;
    expect(text).toContain('spec:         §2.3 rule 2');
    expect(text).toContain('seed:         42');
    expect(text).toContain('re-run:       npx partner-dns-conformance run --only DNS-TTL-86401-REJECTED');
    expect(text).toContain(`curl -sS -i -X POST 'http://127.0.0.1:4010/api/v1/domains/dom_1/dns'`);
    expect(text).toContain(HOSTILE);
  });

  it("carries a property failure's replay command and counterexample", () => {
    const text = byId('DNS-NAME-PROPERTY').failure['#text'] as string;
    expect(text).toContain('CONFORMANCE_SEED=42 CONFORMANCE_PATH=3:0');
    expect(text).toContain('counterexample (path 3:0): "a..b"');
  });

  it('reports a skipped check with its reason and an expected failure as skipped with the reason', () => {
    expect(byId('RATE-LIMIT-429').skipped.message).toMatch(/^opt-in/);
    const known = byId('DNS-KNOWN-BUG');
    expect(known.failure).toBeUndefined();
    expect(known.skipped.message).toBe('expected failure: vendor ticket 12');
    expect(known['system-out']).toContain('known deviation');
  });

  it('fails a passing check whose expected-failures entry is stale', () => {
    const r = reportOf([check({ id: 'DNS-FIXED' })], { expectedFailures: { expected: [], stale: ['DNS-FIXED'], unknown: [] }, verdict: 'fail' });
    const { byId: find, doc: d } = parse(toJunitXml(r));
    expect(find('DNS-FIXED').failure.type).toBe('stale-expected-failure');
    expect(Number(d.testsuites.failures)).toBe(1);
  });

  it('keeps the seed, target and certification statements as properties', () => {
    const props = Object.fromEntries((suites[0].properties.property as any[]).map((p) => [p.name, String(p.value)]));
    expect(props.seed).toBe('42');
    expect(props.target).toBe('http://127.0.0.1:4010');
    expect(props['certification.core']).toMatch(/^NOT CERTIFIED: /);
    expect(props['sha256.contracts/core.openapi.yaml']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replaces characters XML cannot carry and reports run errors as errors', () => {
    const r = reportOf([check({ id: 'DNS-CTRL', status: 'failed', message: 'bad \u0000\u0007\uFFFF byte \uD800 end' })], {
      errors: ['suite file failed to load'],
    });
    const out = toJunitXml(r);
    const { byId: find, doc: d } = parse(out);
    expect(find('DNS-CTRL').failure.message).toContain('bad');
    expect(Number(d.testsuites.errors)).toBe(1);
    expect(out).toContain('suite file failed to load');
  });
});
