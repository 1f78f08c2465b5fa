// Certification per profile: certified only when a complete run against a configured target passed every required
// check of the profile; a failure (expected or not) makes it NOT CERTIFIED; a skip inside the profile or a partial run
// (a shard, a selection, the embedded reference, faults or variants planted) INCOMPLETE, with what is missing and how
// to supply it; a profile the run did not cover, or on which the suite broke (status error), is NOT ASSESSED.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CERTIFIED_CONTRACTS, certificationLines, certify, contractHashes } from '../../harness/reports/certification.js';
import { check, reportOf, targetSettings } from './fixture-report.js';

const passingChecks = () => [
  check({ id: 'CORE-A', interface: 'core' }),
  check({ id: 'CORE-B', interface: 'core' }),
  check({ id: 'EXT-A', interface: 'extended' }),
  check({ id: 'EXT-B', interface: 'extended' }),
];
const byProfile = (report: ReturnType<typeof reportOf>) => Object.fromEntries(report.certification!.profiles.map((p) => [p.profile, p]));

describe('certification', () => {
  it('certifies core, extended and full when every check of a full run passed', () => {
    const p = byProfile(reportOf(passingChecks()));
    expect([p.core.status, p.extended.status, p.full.status]).toEqual(['certified', 'certified', 'certified']);
    expect(p.core.required).toBe(2);
    expect(p.full.required).toBe(4);
    expect(p.full.statement).toMatch(/is CERTIFIED for the full profile: all 4 required core and extended checks passed/);
  });

  it('withholds core and full, not extended, when a core check failed', () => {
    const checks = passingChecks();
    checks[0] = check({ id: 'CORE-A', interface: 'core', status: 'failed', message: 'expected 201, received 200' });
    const p = byProfile(reportOf(checks));
    expect([p.core.status, p.extended.status, p.full.status]).toEqual(['not-certified', 'certified', 'not-certified']);
    expect(p.core.failed).toEqual(['CORE-A']);
    expect(p.full.statement).toMatch(/NOT CERTIFIED for the full profile: 3 of 4 required .* 1 failed: CORE-A/);
  });

  it('reads INCOMPLETE, not NOT CERTIFIED, when a check inside the profile was skipped, and says how to supply it', () => {
    const checks = passingChecks();
    checks[3] = check({ id: 'EXT-B', interface: 'extended', status: 'skipped', message: 'fixture not configured: CONFORMANCE_TEMPLATE' });
    const p = byProfile(reportOf(checks));
    expect(p.core.status).toBe('certified');
    expect(p.extended.status).toBe('incomplete');
    expect(p.extended.skipped).toEqual([{ id: 'EXT-B', reason: 'fixture not configured: CONFORMANCE_TEMPLATE' }]);
    expect(p.extended.missing).toEqual([{ what: '1 fixture not configured: CONFORMANCE_TEMPLATE', supply: 'set CONFORMANCE_TEMPLATE' }]);
    expect(p.extended.statement).toMatch(/is INCOMPLETE for the extended profile \(nothing failed; not certified\): 1 of 2 required extended/);
    expect(p.extended.statement).toContain('missing: 1 fixture not configured: CONFORMANCE_TEMPLATE (to supply: set CONFORMANCE_TEMPLATE)');
    expect(p.full.status).toBe('incomplete');
  });

  it("certifies past a check the target's allowed choice leaves untestable, naming it and its open point, but not past any other skip", () => {
    const checks = passingChecks();
    checks[3] = check({
      id: 'EXT-B',
      interface: 'extended',
      status: 'skipped',
      message: "a registry's cap: not assessed",
      notApplicable: 'AMB-RENEW-YEAR',
    });
    const p = byProfile(reportOf(checks));
    expect(p.extended.status).toBe('certified');
    expect(p.extended.missing).toEqual([]);
    expect(p.extended.notApplicable).toEqual([{ id: 'EXT-B', ambiguity: 'AMB-RENEW-YEAR' }]);
    expect(p.extended.statement).toMatch(
      /is CERTIFIED for the extended profile: all 1 applicable required extended checks passed in a complete run; 1 not applicable/,
    );
    expect(p.extended.statement).toContain('EXT-B: AMB-RENEW-YEAR');
    // The same skip without an open point is a check not run: incomplete.
    checks[3] = check({ id: 'EXT-B', interface: 'extended', status: 'skipped', message: "a registry's cap: not assessed" });
    expect(byProfile(reportOf(checks)).extended.status).toBe('incomplete');
  });

  it('reads INCOMPLETE for an opt-in not given, naming the flag that supplies it', () => {
    const checks = [
      ...passingChecks(),
      check({ id: 'RL-429', interface: 'extended', status: 'skipped', message: 'opt-in: set CONFORMANCE_RATE_LIMIT_PROBE=1 (spends quota)' }),
    ];
    const p = byProfile(reportOf(checks, { runSettings: targetSettings({ rateLimitProbe: false }) }));
    expect(p.extended.status).toBe('incomplete');
    expect(p.extended.missing[0]!.supply).toMatch(/--rate-limit-probe/);
  });

  it('never certifies a shard: every profile is INCOMPLETE with "shard 1/2" and how to complete it', () => {
    const report = reportOf(passingChecks(), { shard: { index: 1, count: 2 } });
    expect(report.assessment!.complete).toBe(false);
    expect(report.certification!.assessment).toBe('partial: shard 1/2');
    for (const p of report.certification!.profiles) {
      expect(p.status, p.profile).toBe('incomplete');
      expect(p.statement).toContain('shard 1/2 (to supply: run all 2 shards with the same seed and merge their reports');
    }
  });

  it.each([
    ['a selection', { runSettings: targetSettings({ only: ['dns-records'] }) }, 'selection --only dns-records'],
    ['a skip list', { runSettings: targetSettings({ skip: ['auth'] }) }, 'selection --skip auth'],
    ['the embedded reference', { target: { baseUrl: 'http://127.0.0.1:4010', embedded: true } }, 'embedded reference (no target configured)'],
    ['a planted fault', { runSettings: targetSettings({ referenceFaults: ['ttl-max-off-by-one'] }) }, 'reference faults ttl-max-off-by-one'],
    ['a variant', { runSettings: targetSettings({ referenceVariants: ['errors-list'] }) }, 'reference variants errors-list'],
    ['some areas loaded', { areasLoaded: ['dns-records'] }, 'areas loaded: dns-records'],
  ] as const)('never certifies a run with %s, and labels it', (_what, overrides, label) => {
    const report = reportOf(passingChecks(), overrides as never);
    expect(report.certification!.assessment).toContain(label);
    expect(report.certification!.profiles.map((p) => p.status)).toEqual(['incomplete', 'incomplete', 'incomplete']);
  });

  it('never certifies a run whose checks do not cover its catalogue', () => {
    const checks = passingChecks();
    const report = reportOf(checks.slice(1), {
      assessment: {
        complete: false,
        partial: [{ kind: 'missing-checks', what: '1 of the 4 checks of the catalogue are not in the report', supply: 'run every check' }],
      },
    });
    expect(report.certification!.profiles.map((p) => p.status)).toEqual(['incomplete', 'incomplete', 'incomplete']);
  });

  it('says NOT ASSESSED, not NOT CERTIFIED, where the suite broke on a check (status error)', () => {
    const checks = passingChecks();
    checks[2] = check({
      id: 'EXT-A',
      interface: 'extended',
      status: 'error',
      message: 'suite error: TypeError: x is undefined',
      stack: 'TypeError: x\n    at helper',
    });
    const report = reportOf(checks);
    const p = byProfile(report);
    expect(report.verdict).toBe('error');
    expect([p.core.status, p.extended.status, p.full.status]).toEqual(['certified', 'not-assessed', 'not-assessed']);
    expect(p.extended.errored).toEqual(['EXT-A']);
    expect(p.extended.statement).toMatch(/NOT ASSESSED for the extended profile: the suite broke on 1 check\(s\): EXT-A/);
  });

  it('does not certify a profile whose failure is listed as expected', () => {
    const checks = passingChecks();
    checks[2] = check({ id: 'EXT-A', interface: 'extended', status: 'failed', message: 'known', expectedFailure: 'ticket 7' });
    const report = reportOf(checks);
    expect(report.verdict).toBe('pass');
    expect(byProfile(report).extended.status).toBe('not-certified');
  });

  it('says "not assessed" for the profiles a core run leaves out, and judges core on its own', () => {
    const checks = passingChecks().map((c) =>
      c.interface === 'extended' ? { ...c, status: 'skipped' as const, message: 'not in profile core (a extended check)' } : c,
    );
    const p = byProfile(reportOf(checks, { profile: 'core' }));
    expect(p.core.status).toBe('certified');
    expect(p.extended.status).toBe('not-assessed');
    expect(p.full.status).toBe('not-assessed');
    expect(p.extended.statement).toMatch(/NOT ASSESSED for the extended profile: this run's profile is core: its extended checks were not run/);
    expect(p.full.reasons[0]).toMatch(/its extended checks were not run/);
  });

  it('says "not assessed" for core and full after an extended run', () => {
    const checks = passingChecks().map((c) =>
      c.interface === 'core' ? { ...c, status: 'skipped' as const, message: 'not in profile extended (a core check)' } : c,
    );
    const p = byProfile(reportOf(checks, { profile: 'extended' }));
    expect([p.core.status, p.extended.status, p.full.status]).toEqual(['not-assessed', 'certified', 'not-assessed']);
  });

  it('does not assess any profile when the run had errors outside the checks (the suite broke)', () => {
    const report = reportOf(passingChecks(), { errors: ['suites/dns.test.ts failed to load'] });
    expect(report.verdict).toBe('error');
    expect(report.certification!.profiles.map((p) => p.status)).toEqual(['not-assessed', 'not-assessed', 'not-assessed']);
  });

  it('does not certify a profile with no checks at all', () => {
    const p = byProfile(reportOf(passingChecks().filter((c) => c.interface === 'core')));
    expect(p.extended.status).toBe('incomplete');
    expect(p.extended.reasons).toContain('the run has no extended checks');
  });

  it('names suite version, contract hashes, target, date and seed in every statement', () => {
    const report = reportOf(passingChecks());
    const hashes = report.certification!.contracts;
    for (const p of report.certification!.profiles) {
      expect(p.statement).toContain('partner-dns-conformance 0.1.0');
      expect(p.statement).toContain('http://127.0.0.1:4010');
      expect(p.statement).toContain('2026-11-21T00:00:05.000Z');
      expect(p.statement).toContain('seed 42');
      expect(p.statement).toContain(`sha256:${hashes['contracts/requirements.yaml']!.slice(0, 16)}`);
    }
    expect(byProfile(report).core.statement).toContain(`core.openapi.yaml sha256:${hashes['contracts/core.openapi.yaml']!.slice(0, 16)}`);
  });

  it('hashes each contract file with SHA-256', () => {
    const hashes = contractHashes();
    expect(Object.keys(hashes)).toEqual(CERTIFIED_CONTRACTS.map((f) => `contracts/${f}`));
    const core = createHash('sha256').update(readFileSync('contracts/core.openapi.yaml')).digest('hex');
    expect(hashes['contracts/core.openapi.yaml']).toBe(core);
  });

  it('prints one line per profile, its headline; the contract hashes stay in the statements of report.json', () => {
    const lines = certificationLines(certify(reportOf(passingChecks())));
    expect(lines[0]).toBe('certification:');
    expect(lines[1]).toMatch(/^ {2}run: {6}complete$/);
    expect(lines.slice(2)).toEqual(['  core:     CERTIFIED: all 2 passed', '  extended: CERTIFIED: all 2 passed', '  full:     CERTIFIED: all 4 passed']);
  });
});
