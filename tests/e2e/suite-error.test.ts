// A crash of the suite's own code is not the target's failure: with a bug planted in a helper (harness/records.ts's
// listRecords reads a field that does not exist), the check that uses it is status error with the stack, the run's
// verdict is ERROR and it exits 2, its profiles are NOT ASSESSED, and JUnit (<error>), Markdown, HTML, diff and
// compare show it as such — never as a conformance failure of the target.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { diffReports, diffText } from '../../harness/reports/diff.js';
import { toCompareHtml } from '../../harness/reports/compare.js';
import { runBatch, type BatchRun } from './run-cli.js';

const PLANTED = resolve(import.meta.dirname, 'planted-helper-bug.ts');
const CHECK = 'DNS-LIST-TOTAL';
const env = { CONFORMANCE_SEED: '20261121', CONFORMANCE_ONLY: `dns-records:${CHECK}` };

describe('a bug planted in a helper of the suite', () => {
  let clean: BatchRun;
  let broken: BatchRun;
  beforeAll(async () => {
    [[clean], [broken]] = await Promise.all([runBatch([env]), runBatch([env], 300_000, [PLANTED])]);
  }, 300_000);

  it('is an error of the suite with its stack, not a failure of the target: verdict ERROR, exit 2', () => {
    expect(clean.exitCode, clean.error).toBe(0);
    expect(broken.exitCode, broken.error).toBe(2);
    const report = broken.report!;
    const c = report.checks.find((x) => x.id === CHECK)!;
    expect(c.status).toBe('error');
    expect(c.message).toMatch(/^suite error, not a failure of the target .*TypeError: Cannot read properties of undefined \(reading 'records'\)/);
    expect(c.stack).toMatch(/at listRecords \(.*planted-helper-bug\.ts/);
    expect(report.verdict).toBe('error');
    expect(report.summary).toMatchObject({ failed: 0, errored: 1 });
    const byProfile = Object.fromEntries(report.certification!.profiles.map((p) => [p.profile, p]));
    expect(byProfile.extended.status).toBe('not-assessed');
    expect(byProfile.full.status).toBe('not-assessed');
    expect(byProfile.extended.errored).toEqual([CHECK]);
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('harness/report.schema.json', 'utf8')));
    expect(validate(report), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it('is a JUnit <error> with the stack, and the Markdown and HTML reports show it as a suite error', () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'testsuite' || n === 'testcase' });
    const junit = parser.parse(readFileSync(join(broken.runDir!, 'junit.xml'), 'utf8'));
    const tc = (junit.testsuites.testsuite as any[]).flatMap((s) => s.testcase as any[]).find((t) => String(t.name).startsWith(`${CHECK}:`));
    expect(tc.failure).toBeUndefined();
    expect(tc.error.type).toBe('suite-error');
    expect(tc.error['#text']).toContain('planted-helper-bug.ts');
    expect(Number(junit.testsuites.errors)).toBe(1);
    expect(Number(junit.testsuites.failures)).toBe(0);

    const md = readFileSync(join(broken.runDir!, 'summary.md'), 'utf8');
    expect(md).toMatch(/^## ⚠️ Partner DNS conformance: ERROR/);
    expect(md).toContain('### Suite errors (1): the suite broke, the target was not assessed');
    expect(md).toContain('### Failing checks\n\nNone.');

    const html = readFileSync(join(broken.runDir!, 'report.html'), 'utf8');
    expect(html).toContain('<span id="verdict" class="badge verdict error">ERROR</span>');
    expect(html).toContain('<h2>Suite errors (1): the suite broke, the target was not assessed</h2>');
    expect(html).toMatch(/<pre class="stack">TypeError: Cannot read properties of undefined/);
  });

  it('is no regression in a diff, but listed as a suite error; compare shows it apart from failures', () => {
    const d = diffReports(clean.report!, broken.report!);
    expect(d.regressions).toEqual([]);
    expect(d.suiteErrors.map((e) => e.id)).toEqual([CHECK]);
    expect(diffText(d)).toContain(`SUITE ERRORS: the suite broke on 1 check(s) of the later run (not the target's doing): ${CHECK}`);
    const html = toCompareHtml([clean.report!, broken.report!], ['clean', 'broken']);
    // A cell shows its message under the status (compare.html shows messages without hover): the status opens the cell.
    expect(html).toMatch(new RegExp(`<code>${CHECK}</code>.*<td class="cell m-pass"[^>]*>passed</td><td class="cell m-error"[^>]*>suite error`));
  });
});
