// summary.md: verdict, certification per profile, counts, failing checks with their spec reference; target strings
// cannot inject HTML, links or table cells.
import { describe, expect, it } from 'vitest';
import { toMarkdown } from '../../harness/reports/markdown.js';
import { check, fixtureChecks, reportOf } from './fixture-report.js';

describe('Markdown summary', () => {
  const report = reportOf(fixtureChecks());
  const md = toMarkdown(report);

  it('states the verdict, the counts and the certification of each profile', () => {
    expect(md).toMatch(/^## ❌ Partner DNS conformance: FAIL/);
    expect(md).toContain(
      `**${report.summary.passed} passed, ${report.summary.failed} failed, ${report.summary.skipped} skipped** of ${report.summary.total} checks`,
    );
    // core only lacks the opt-in: INCOMPLETE, in its own colour; extended and full have failures.
    expect(md).toMatch(/\| core \| 🟡 INCOMPLETE \|/);
    for (const p of ['extended', 'full']) expect(md).toMatch(new RegExp(`\\| ${p} \\| ❌ NOT CERTIFIED \\|`));
    expect(md).toContain('**Run:** complete.');
    expect(md).toMatch(/contracts\/core\.openapi\.yaml `[0-9a-f]{64}`/);
  });

  it('gives the requirement × operation coverage and lists the uncovered pairs', () => {
    expect(md).toContain('requirement × operation pairs **9 of 12** checked on their own operation, 1 read-back only, 2 uncovered.');
    expect(md).toContain('- uncovered: `DNS-TTL-RANGE on bulkCreateDnsRecords`');
    expect(md).toContain('- uncovered: `DOMAIN-NOT-FOUND on applyDnsTemplate`');
  });

  it('lists every failing check with its spec reference and operation, new failures apart from expected ones', () => {
    const failing = md.slice(md.indexOf('### Failing checks (2)'), md.indexOf('### Expected failures'));
    expect(failing).toContain('| `DNS-TTL-86401-REJECTED` | §2.3 rule 2 | `POST /api/v1/domains/{domain_id}/dns` |');
    expect(failing).toContain('| `DNS-NAME-PROPERTY` | §2.3 rule 2 |');
    expect(failing).not.toContain('DNS-KNOWN-BUG');
    const expected = md.slice(md.indexOf('### Expected failures (1)'));
    expect(expected).toContain('`DNS-KNOWN-BUG` (expected: vendor ticket 12)');
  });

  it('gives each failing check a reproduction with its seed and curl in a fence the body cannot close', () => {
    expect(md).toContain('<summary>DNS-TTL-86401-REJECTED: reproduce (seed 42)</summary>');
    const failingRequest = /```sh\nnpx partner-dns-conformance run --only dns-records:DNS-TTL-86401-REJECTED[^\n]*\ncurl -sS -i -X POST[^\n]*\n# → 201/;
    expect(md).toMatch(new RegExp(`${failingRequest.source} \\(the request that failed the check\\)`));
  });

  it('labels a partial run, and lists what an INCOMPLETE profile needs', () => {
    const out = toMarkdown(reportOf([check({ id: 'DNS-OK' })], { target: { baseUrl: 'http://127.0.0.1:4010', embedded: true } }));
    expect(out).toContain('> **Run: partial: embedded reference \\(no target configured\\).** A partial run is never certified.');
    expect(out).toMatch(/\| extended \| 🟡 INCOMPLETE \|/);
    expect(out).toContain('To complete the assessment:');
    expect(out).not.toContain('❌');
  });

  it('shows suite errors apart from failures, with their stacks', () => {
    const out = toMarkdown(
      reportOf([
        check({ id: 'DNS-BROKEN', status: 'error', message: 'suite error: TypeError: boom', stack: 'TypeError: boom\n    at helper (harness/records.ts:1:1)' }),
      ]),
    );
    expect(out).toMatch(/^## ⚠️ Partner DNS conformance: ERROR/);
    expect(out).toContain('### Suite errors (1): the suite broke, the target was not assessed');
    expect(out).toContain('at helper (harness/records.ts:1:1)');
    expect(out).toMatch(/\| extended \| ➖ NOT ASSESSED \|/);
    expect(out).toContain('### Failing checks\n\nNone.');
  });

  it('escapes target-controlled text: no raw HTML, link or table break', () => {
    const outsideFences = md.replace(/(`{3,})sh\n[\s\S]*?\n\1/g, '');
    expect(outsideFences).not.toMatch(/<script|<img/);
    expect(outsideFences).toContain('&lt;script&gt;');
    expect(outsideFences).not.toMatch(/[^\\]\]\(https:/);
    for (const line of outsideFences.split('\n').filter((l) => l.startsWith('| `DNS-TTL-86401'))) {
      expect(line.split(/(?<!\\)\|/).length).toBe(7);
    }
  });

  it('says "None." when nothing failed and names stale expected-failure entries', () => {
    const r = reportOf([check({ id: 'DNS-FIXED' })], { expectedFailures: { expected: [], stale: ['DNS-FIXED'], unknown: [] }, verdict: 'fail' });
    const out = toMarkdown(r);
    expect(out).toContain('### Failing checks\n\nNone.');
    expect(out).toContain('- `DNS-FIXED` now passes: remove it from the expected-failures file');
  });
});
