// Certification per profile: certified only when every required check of the profile passed; a failure (expected
// or not), a skip inside the profile or a run error withholds it; a profile the run did not cover is not assessed.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CERTIFIED_CONTRACTS, certificationLines, certify, contractHashes } from '../../harness/reports/certification.js';
import { check, reportOf } from './fixture-report.js';

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

  it('treats a check skipped inside the profile as not passed, and lists it with the reason', () => {
    const checks = passingChecks();
    checks[3] = check({ id: 'EXT-B', interface: 'extended', status: 'skipped', message: 'fixture not configured: CONFORMANCE_TEMPLATE' });
    const p = byProfile(reportOf(checks));
    expect(p.core.status).toBe('certified');
    expect(p.extended.status).toBe('not-certified');
    expect(p.extended.skipped).toEqual([{ id: 'EXT-B', reason: 'fixture not configured: CONFORMANCE_TEMPLATE' }]);
    expect(p.extended.statement).toContain('1 did not run: 1 fixture not configured: CONFORMANCE_TEMPLATE');
    expect(p.full.status).toBe('not-certified');
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

  it('withholds every assessed profile when the run had errors outside the checks', () => {
    const report = reportOf(passingChecks(), { errors: ['suites/dns.test.ts failed to load'] });
    expect(report.certification!.profiles.map((p) => p.status)).toEqual(['not-certified', 'not-certified', 'not-certified']);
  });

  it('does not certify a profile with no checks at all', () => {
    const p = byProfile(reportOf(passingChecks().filter((c) => c.interface === 'core')));
    expect(p.extended.status).toBe('not-certified');
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

  it('prints one line per profile and the full contract hashes', () => {
    const lines = certificationLines(certify(reportOf(passingChecks())));
    expect(lines[0]).toBe('certification:');
    expect(lines.filter((l) => /^\s+(core|extended|full):/.test(l))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/contracts\/core\.openapi\.yaml sha256:[0-9a-f]{64}/);
  });
});
