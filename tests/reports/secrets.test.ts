// Secrets: even when a key, an Authorization value or a login_url token reached the report data, no file the
// writers produce carries it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecret } from '../../harness/redact.js';
import { toCompareHtml } from '../../harness/reports/compare.js';
import { diffMarkdown, diffReports } from '../../harness/reports/diff.js';
import { writeReportFile, writeReports } from '../../harness/reports/write-reports.js';
import { check, reportOf } from './fixture-report.js';

const KEY = 'sk_live_secretvalue_0123456789';
const OTHER_TOKEN = 'tok9f8e7d6c5b4a3f2e1d0c9b8a7';
const LOGIN_TOKEN = 'sess-ABCDEF0123456789';
const dir = mkdtempSync(join(tmpdir(), 'pdc-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secrets in report files', () => {
  it('writes no key, Authorization credential or login_url token to any report file', () => {
    registerSecret(KEY, '$CONFORMANCE_API_KEY');
    const leaky = check({
      id: 'DNS-LEAK',
      status: 'failed',
      message: `received ${KEY} in a header`,
      title: `leaks Bearer ${OTHER_TOKEN}`,
      reproduction: [
        {
          operation: 'createUser',
          curl: `curl -H 'Authorization: Bearer ${KEY}' http://127.0.0.1:1/api/v1/users`,
          request: {
            method: 'POST',
            url: 'http://127.0.0.1:1/api/v1/users',
            headers: { Authorization: `Bearer ${OTHER_TOKEN}`, authorization: `Basic ${OTHER_TOKEN}` },
          },
          response: {
            status: 201,
            headers: {},
            body: { login_url: `https://panel.invalid/session/${LOGIN_TOKEN}`, text: `{"login_url":"https://panel.invalid/session/${LOGIN_TOKEN}"}` },
          },
        },
      ],
    });
    const report = reportOf([leaky, check({ id: 'DNS-OK' })]);
    writeReports(report, dir);
    writeReportFile(join(dir, 'compare.html'), toCompareHtml([report, report]));
    writeReportFile(join(dir, 'diff.md'), diffMarkdown(diffReports(report, report)));
    const files = readdirSync(dir);
    expect(files.sort()).toEqual(['compare.html', 'diff.md', 'junit.xml', 'report.html', 'summary.md']);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text.includes(KEY), f).toBe(false);
      expect(text.includes(OTHER_TOKEN), f).toBe(false);
      expect(text.includes(LOGIN_TOKEN), f).toBe(false);
    }
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('Authorization: Bearer &lt;redacted&gt;');
  });
});
