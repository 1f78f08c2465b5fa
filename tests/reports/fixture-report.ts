// A small report.json as a run writes it, for the writers' tests: core and extended checks that pass, fail, are
// skipped or expected to fail, a property failure, and target-controlled strings that try to inject markup.
import { assess, catalogueOf, type RunSettings } from '../../harness/assessment.js';
import { areasOf, verdictOf } from '../../harness/report.js';
import { certify } from '../../harness/reports/certification.js';
import type { CheckResult, Report } from '../../harness/report-model.js';

export const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> ]]> | **bold** [link](https://evil.example/x) \`\`\` & "quoted" 'single'`;

export function check(overrides: Partial<CheckResult> & Pick<CheckResult, 'id'>): CheckResult {
  return {
    title: `asserts ${overrides.id}`,
    area: 'dns-records',
    operation: 'POST /api/v1/domains/{domain_id}/dns',
    operationId: 'createDnsRecord',
    interface: 'extended',
    spec: '§2.3 rule 2',
    requirements: ['DNS-TTL-RANGE'],
    status: 'passed',
    requests: 1,
    durationMs: 12,
    ...overrides,
  };
}

export const failingReproduction = [
  {
    failing: true,
    operation: 'createDnsRecord',
    curl: `curl -sS -i -X POST 'http://127.0.0.1:4010/api/v1/domains/dom_1/dns' -H "Authorization: Bearer $CONFORMANCE_API_KEY" --data-raw '{"ttl":86401}'`,
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:4010/api/v1/domains/dom_1/dns',
      headers: { Authorization: 'Bearer $CONFORMANCE_API_KEY' },
      body: { ttl: 86401 },
    },
    response: { status: 201, headers: { 'content-type': 'application/json' }, body: { id: 'rec_1', ttl: 86401, note: HOSTILE } },
  },
];

export function fixtureChecks(): CheckResult[] {
  return [
    check({
      id: 'CORE-USER-CREATE',
      area: 'users',
      interface: 'core',
      operation: 'POST /api/v1/users',
      operationId: 'createUser',
      spec: '§4.1',
      requirements: ['USER-CREATE'],
    }),
    check({
      id: 'CORE-DOMAIN-GET',
      area: 'domains',
      interface: 'core',
      operation: 'GET /api/v1/domains/{domain_id}',
      operationId: 'getDomain',
      spec: '§4.1',
      requirements: ['DOMAIN-GET'],
    }),
    check({ id: 'DNS-TTL-60-ACCEPTED' }),
    check({
      id: 'DNS-TTL-86401-REJECTED',
      title: `rejects a ttl of 86401 ${HOSTILE}`,
      status: 'failed',
      message: `expected 400 or 422 for ttl, received 201 ${HOSTILE}`,
      reproduction: failingReproduction,
    }),
    check({
      id: 'DNS-NAME-PROPERTY',
      status: 'failed',
      message: 'property failed: name accepted',
      property: {
        seed: 42,
        path: '3:0',
        counterexample: '"a..b"',
        numRuns: 8,
        replay: 'npx partner-dns-conformance run --only dns-records:DNS-NAME-PROPERTY --profile full --seed 42 --path 3:0',
      },
      reproduction: failingReproduction,
    }),
    check({ id: 'DNS-KNOWN-BUG', status: 'failed', message: 'known deviation', expectedFailure: 'vendor ticket 12', reproduction: failingReproduction }),
    check({
      id: 'RATE-LIMIT-429',
      area: 'errors',
      interface: 'core',
      operation: 'GET /api/v1/users/{user_identifier}/domains',
      operationId: 'listUserDomains',
      spec: '§8',
      requirements: ['RATE-429'],
      status: 'skipped',
      message: 'opt-in: set CONFORMANCE_RATE_LIMIT_PROBE=1 (spends quota)',
      requests: 0,
    }),
  ];
}

/** The settings of a plain run against a configured target with every fixture given. */
export function targetSettings(overrides: Partial<RunSettings> = {}): RunSettings {
  return {
    only: [],
    skip: [],
    referenceFaults: [],
    referenceVariants: [],
    rateLimitProbe: true,
    timeoutMs: 10_000,
    targetVariables: ['CONFORMANCE_API_KEY', 'CONFORMANCE_SECOND_API_KEY', 'CONFORMANCE_FIXTURE_USER'],
    ...overrides,
  };
}

/**
 * A report as a run writes it. Unless told otherwise it is a complete run against a configured target (its catalogue
 * is its own checks), so that the certification depends on the checks alone; overrides of target, settings, shard or
 * areas loaded change the assessment as a run's would.
 */
export function reportOf(checks: CheckResult[], overrides: Partial<Report> = {}): Report {
  const count = (s: string) => checks.filter((c) => c.status === s).length;
  const areas = areasOf(checks);
  const report: Report = {
    tool: { name: 'partner-dns-conformance', version: '0.1.0' },
    runId: '20261121T000000Z-test',
    target: { baseUrl: 'http://127.0.0.1:4010', embedded: false },
    profile: 'full',
    seed: 42,
    runsPerProperty: 8,
    startedAt: '2026-11-21T00:00:00.000Z',
    finishedAt: '2026-11-21T00:00:05.000Z',
    durationMs: 5000,
    verdict: 'pass',
    summary: {
      total: checks.length,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
      errored: count('error'),
      requests: checks.reduce((n, c) => n + c.requests, 0),
      retriedAfter429: 0,
      pacingWaits: 0,
    },
    checks,
    areas,
    coverage: {
      operations: { total: 23, covered: 3, uncovered: [] },
      requirements: { total: 10, checkable: 8, covered: 4, uncovered: [], open: [] },
      pairs: {
        total: 12,
        checked: 9,
        readBack: ['USER-UPDATE-PERSISTS on getUser'],
        uncovered: ['DNS-TTL-RANGE on bulkCreateDnsRecords', 'DOMAIN-NOT-FOUND on applyDnsTemplate'],
      },
    },
    observations: [
      {
        ambiguity: 'AMB-ERROR-FORMAT',
        spec: '§7',
        sentence: 'Which of the two formats: not shown.',
        policy: 'either format',
        forms: { 'POST /api/v1/domains/{domain_id}/dns': { [HOSTILE]: 2, object: 3 } },
      },
    ],
    cleanup: { created: 2, deleted: 2, alreadyGone: 0, failed: [], transfersWithUser: 0, fixtureIntact: true, fixtureDifferences: [] },
    errors: [],
    ...(checks.some((c) => c.expectedFailure !== undefined)
      ? { expectedFailures: { expected: checks.filter((c) => c.expectedFailure !== undefined).map((c) => c.id), stale: [], unknown: [] } }
      : {}),
    runSettings: targetSettings(),
    ...overrides,
  };
  if (!('verdict' in overrides)) report.verdict = verdictOf(report);
  report.assessment ??= assess({
    embedded: report.target.embedded,
    runSettings: report.runSettings,
    shard: report.shard,
    areasLoaded: report.areasLoaded,
    checks,
    catalogue: catalogueOf(checks),
  });
  report.certification = certify(report);
  return report;
}
