// Each check's wait for §8 quota beside its time with the target (issue 32), in report.json (its schema), the HTML, the JUnit and the
// Markdown summary; and the groups that made checks wait longest, named once for the run.
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../harness/reports/html.js';
import { toJunitXml } from '../../harness/reports/junit.js';
import { toMarkdown } from '../../harness/reports/markdown.js';
import { longestQuotaWaits, quotaWaitLine } from '../../harness/reports/quota-wait.js';
import { check, fixtureChecks, reportOf } from './fixture-report.js';

const waited = check({ id: 'PROP-DNS-BULK-PARTITION', area: 'properties', durationMs: 250_400, quotaWaitedMs: 241_000, targetMs: 9_400 });
const notAssessed = check({
  id: 'PROP-DNS-BULK-INVALID-TTL-RANGE',
  area: 'properties',
  status: 'skipped',
  message: 'not assessed: no §8 quota in time for group dns-bulk: the next request would wait 58 s more (window spent), after 590 s of waiting already',
  durationMs: 592_000,
  quotaWaitedMs: 590_000,
  targetMs: 2_000,
});
const report = reportOf([...fixtureChecks(), waited, notAssessed]);
report.summary.quotaWaitByGroup = { core: 400, 'dns-bulk': 831_000, 'domain-updates': 12_000, 'user-management': 30_000, templates: 5_000 };

describe('quota waits in the reports', () => {
  it('report.json with per-check quotaWaitedMs and targetMs and the per-group sum matches its schema', () => {
    const validate = new Ajv({ allErrors: true, strict: false });
    addFormats(validate);
    const ok = validate.compile(JSON.parse(readFileSync('harness/report.schema.json', 'utf8')));
    expect(ok(report), JSON.stringify(ok.errors)).toBe(true);
    expect(ok({ ...report, checks: [{ ...waited, quotaWaitedMs: -1 }] })).toBe(false);
  });

  it('names the groups that waited longest, longest first, at most three, leaving out waits under a second', () => {
    expect(longestQuotaWaits(report.summary.quotaWaitByGroup)).toEqual({
      named: ['dns-bulk 831 s', 'user-management 30 s', 'domain-updates 12 s'],
      more: 1,
    });
    expect(quotaWaitLine({ core: 400 })).toBeUndefined();
    expect(quotaWaitLine(report.summary.quotaWaitByGroup)).toMatch(/^waited for §8 quota, longest: dns-bulk 831 s, .* and 1 more groups/);
  });

  it("the HTML shows each check's time with the target beside its quota wait, and the run's longest waits", () => {
    const html = toHtml(report);
    expect(html).toContain('<th title="time with the target: what the check\'s time limit measures">with target</th>');
    const row = html.split('\n').find((l) => l.includes('<code>PROP-DNS-BULK-PARTITION</code>'));
    expect(row).toContain('<td class="num">9.4 s</td><td class="num">241.0 s</td>');
    expect(html).toContain('waited for §8 quota, longest: dns-bulk 831 s');
  });

  it('JUnit gives each such testcase targetSeconds and quotaWaitSeconds properties', () => {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => ['testsuite', 'testcase', 'property'].includes(n) }).parse(
      toJunitXml(report),
    );
    const cases = (doc.testsuites.testsuite as any[]).flatMap((s) => s.testcase as any[]);
    const tc = cases.find((c) => String(c.name).startsWith('PROP-DNS-BULK-PARTITION:'));
    expect(tc.properties.property).toEqual([
      { name: 'targetSeconds', value: '9.400' },
      { name: 'quotaWaitSeconds', value: '241.000' },
    ]);
    const skipped = cases.find((c) => String(c.name).startsWith('PROP-DNS-BULK-INVALID-TTL-RANGE:'));
    expect(skipped.skipped.message).toMatch(/^not assessed: no §8 quota in time for group dns-bulk/);
    // A check of a report without the figures (an older run) gets no properties.
    expect(cases.find((c) => String(c.name).startsWith('CORE-USER-CREATE:')).properties).toBeUndefined();
  });

  it('the Markdown summary names the longest waits', () => {
    expect(toMarkdown(report)).toContain('waited for §8 quota, longest: dns-bulk 831 s');
  });
});
