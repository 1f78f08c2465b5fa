// junit.xml: one testcase per check, one testsuite per area, for CI test tabs. A failure carries the message, the
// spec reference and the reproduction; a suite error (the suite's own code broke) is an <error> with its stack, never a
// <failure>; an expected failure is reported as skipped (like pytest's xfail) with its reason, and a stale
// expected-failure entry as a failure (like a strict xpass). The run kind (complete or partial) is a property.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { redactReport } from './redact-report.js';
import { assessmentLabel } from '../assessment.js';
import { statusWord } from './certification.js';
import { prettyBody, stripXmlInvalid, truncate } from './escape.js';
import { rerunCommand } from './rerun.js';
import { quotaWaitLine } from './quota-wait.js';
import type { CheckResult, Report } from '../report-model.js';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** The failure text: what was expected, the spec, how to reproduce (curl with keys as placeholders), what came back. */
export function failureDetails(report: Report, check: CheckResult): string {
  const lines = [
    check.message ?? '(no message)',
    '',
    `check:        ${check.id} — ${check.title}`,
    `spec:         ${check.spec} (requirements ${check.requirements.join(', ')})`,
    `operation:    ${check.operation} [${check.interface}]`,
    `seed:         ${report.seed}${check.property ? ` (the property's own seed, derived from it: ${check.property.seed})` : ''}`,
    `re-run:       ${rerunCommand(report, check)}`,
  ];
  if (check.property) lines.push(`counterexample (path ${check.property.path}): ${check.property.counterexample}`);
  if (check.stack) lines.push('', 'stack (the suite, not the target):', check.stack);
  (check.reproduction ?? []).forEach((r, i, all) => {
    const which = r.failing ? ', the request that failed the check' : '';
    lines.push('', `reproduction ${i + 1}/${all.length} (${r.operation}${which}):`, r.curl);
    lines.push(`→ ${r.response.status}${r.response.transportError ? ` (${r.response.transportError})` : ''} ${truncate(prettyBody(r.response.body), 2000)}`);
  });
  return lines.join('\n');
}

function addCase(suite: XMLBuilder, report: Report, check: CheckResult, stale: Set<string>): void {
  const tc = suite.ele('testcase', {
    name: `${check.id}: ${check.title}`,
    classname: `${check.area}.${check.interface}`,
    time: seconds(check.durationMs ?? 0),
    file: `suites/${check.area}.test.ts`,
  });
  // The check's time beside its wait for §8 quota (issue 32): `time` is the whole, these tell the target's part from the quota's.
  if (check.quotaWaitedMs !== undefined) {
    const props = tc.ele('properties');
    props.ele('property', { name: 'targetSeconds', value: seconds(check.targetMs ?? 0) });
    props.ele('property', { name: 'quotaWaitSeconds', value: seconds(check.quotaWaitedMs) });
  }
  if (check.status === 'failed' && check.expectedFailure !== undefined) {
    tc.ele('skipped', { message: `expected failure: ${check.expectedFailure}` });
    tc.ele('system-out').txt(failureDetails(report, check));
  } else if (check.status === 'failed') {
    tc.ele('failure', { message: truncate(check.message ?? 'failed', 1000), type: check.spec }).txt(failureDetails(report, check));
  } else if (check.status === 'error') {
    tc.ele('error', { message: truncate(check.message ?? 'suite error', 1000), type: 'suite-error' }).txt(failureDetails(report, check));
  } else if (check.status === 'skipped') {
    tc.ele('skipped', { message: check.message ?? 'skipped' });
  } else if (stale.has(check.id)) {
    tc.ele('failure', { message: 'stale expected-failures entry: this check now passes; remove it from the file', type: 'stale-expected-failure' });
  }
}

export function toJunitXml(unsafe: Report): string {
  const report = redactReport(unsafe);
  const stale = new Set(report.expectedFailures?.stale ?? []);
  const failures = (cs: CheckResult[]) =>
    cs.filter((c) => (c.status === 'failed' && c.expectedFailure === undefined) || (c.status === 'passed' && stale.has(c.id))).length;
  const skips = (cs: CheckResult[]) => cs.filter((c) => c.status === 'skipped' || (c.status === 'failed' && c.expectedFailure !== undefined)).length;
  const errored = (cs: CheckResult[]) => cs.filter((c) => c.status === 'error').length;
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const root = doc.ele('testsuites', {
    name: `${report.tool.name} ${report.tool.version}`,
    tests: report.checks.length,
    failures: failures(report.checks),
    errors: report.errors.length + errored(report.checks),
    skipped: skips(report.checks),
    time: seconds(report.durationMs),
    timestamp: report.startedAt,
  });
  const properties: Array<[string, string]> = [
    ['runId', report.runId],
    ['target', report.target.baseUrl],
    ['profile', report.profile],
    ['seed', String(report.seed)],
    ['verdict', report.verdict],
    ['assessment', assessmentLabel(report.assessment)],
  ];
  const quotaWaits = quotaWaitLine(report.summary.quotaWaitByGroup);
  if (quotaWaits) properties.push(['quotaWaits', quotaWaits]);
  for (const p of report.certification?.profiles ?? []) properties.push([`certification.${p.profile}`, `${statusWord(p.status)}: ${p.statement}`]);
  for (const [file, hash] of Object.entries(report.certification?.contracts ?? {})) properties.push([`sha256.${file}`, hash]);

  const areas = [...new Set(report.checks.map((c) => c.area))];
  for (const area of areas) {
    const checks = report.checks.filter((c) => c.area === area);
    const suite = root.ele('testsuite', {
      name: area,
      tests: checks.length,
      failures: failures(checks),
      errors: errored(checks),
      skipped: skips(checks),
      time: seconds(report.areas[area]?.durationMs ?? 0),
      timestamp: report.startedAt,
    });
    const props = suite.ele('properties');
    for (const [name, value] of properties) props.ele('property', { name, value });
    for (const check of checks) addCase(suite, report, check, stale);
  }
  if (report.errors.length) {
    // Errors outside any check (a suite file that did not load): one testcase each, so CI shows them.
    const suite = root.ele('testsuite', { name: 'run', tests: report.errors.length, failures: 0, errors: report.errors.length, skipped: 0, time: '0' });
    for (const [i, e] of report.errors.entries()) {
      suite
        .ele('testcase', { name: `run error ${i + 1}`, classname: 'run' })
        .ele('error', { message: truncate(e, 1000) })
        .txt(e);
    }
  }
  return stripXmlInvalid(doc.end({ prettyPrint: true }));
}
