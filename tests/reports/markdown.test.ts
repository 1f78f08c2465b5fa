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
    for (const p of ['core', 'extended', 'full']) expect(md).toMatch(new RegExp(`\\| ${p} \\| ❌ NOT CERTIFIED \\|`));
    expect(md).toMatch(/contracts\/core\.openapi\.yaml `[0-9a-f]{64}`/);
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
    expect(md).toMatch(/```sh\nnpx partner-dns-conformance run --only DNS-TTL-86401-REJECTED[^\n]*\ncurl -sS -i -X POST/);
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
