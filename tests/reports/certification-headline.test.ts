// tests/reports/certification-headline.test.ts: a certification read in one breath (harness/reports/certification.ts headline): the status,
// the counts, then what to supply, each hint once and none empty; an interrupted run is an interrupt, not a suite to fix.
import { describe, expect, it } from 'vitest';
import { certify, headline, supplyFor } from '../../harness/reports/certification.js';
import { toHtml } from '../../harness/reports/html.js';
import { check, reportOf } from './fixture-report.js';

const PROBE = 'opt-in: set CONFORMANCE_RATE_LIMIT_PROBE=1 (spends quota)';
const checks = () => [
  check({ id: 'CORE-A', interface: 'core' }),
  check({ id: 'EXT-A', interface: 'extended' }),
  check({ id: 'RL-429-PROBE', interface: 'extended', status: 'skipped', message: PROBE }),
  check({ id: 'RL-429-SERVED', interface: 'extended', status: 'skipped', message: PROBE }),
  check({ id: 'EXT-T', interface: 'extended', status: 'skipped', message: 'fixture not configured: CONFORMANCE_TEMPLATE' }),
  check({ id: 'EXT-W', interface: 'extended', status: 'skipped', message: 'another run on the key spent the window' }),
];
const profile = (report: ReturnType<typeof reportOf>, name: string) => certify(report).profiles.find((p) => p.profile === name)!;

describe('certification headline', () => {
  it('leads with the status and counts, then each hint once, with no empty hint', () => {
    const line = headline(profile(reportOf(checks()), 'extended'));
    expect(line).toBe(
      'INCOMPLETE: 1 of 5 passed, 4 not run; 1 another run on the key spent the window; ' +
        'to supply: give --rate-limit-probe (CONFORMANCE_RATE_LIMIT_PROBE=1; spends quota); set CONFORMANCE_TEMPLATE',
    );
    expect(line.match(/--rate-limit-probe/g)).toHaveLength(1);
    expect(line).not.toMatch(/to supply: (;|$)|run the check/);
  });

  it('the full statement gives each hint once too, and a reason no hint answers without an empty "to supply"', () => {
    const { statement, missing } = profile(reportOf(checks()), 'extended');
    expect(statement.match(/CONFORMANCE_RATE_LIMIT_PROBE=1/g)).toHaveLength(1);
    expect(statement).not.toContain('to supply: )');
    expect(statement).not.toContain('run the check');
    expect(missing).toContainEqual({ what: '2 opt-in: CONFORMANCE_RATE_LIMIT_PROBE', supply: supplyFor(PROBE) });
    expect(supplyFor('a reason the suite has no hint for')).toBe('');
  });

  it('names a failed check and a shard that lacks its siblings', () => {
    const failed = [...checks().slice(0, 2), check({ id: 'EXT-F', interface: 'extended', status: 'failed', message: 'ttl: expected 4xx' })];
    expect(headline(profile(reportOf(failed), 'extended'))).toBe('NOT CERTIFIED: 1 of 2 passed, 1 failed (EXT-F)');
    const shard = reportOf(checks().slice(0, 2), { shard: { index: 1, count: 2 } });
    expect(headline(profile(shard, 'full'))).toMatch(/^INCOMPLETE: 2 of 2 passed; to supply: run all 2 shards with the same seed and merge their reports/);
  });

  it('calls an interrupted run an interrupt: not assessed, run it again; never "the suite must be fixed"', () => {
    const errors = ['run ended early: interrupted by SIGINT; the checks not run were skipped (the target was not fully assessed)'];
    const p = profile(reportOf(checks().slice(0, 2), { errors }), 'full');
    expect(p.status).toBe('not-assessed');
    expect(p.statement).toMatch(/NOT ASSESSED for the full profile: the run ended early: interrupted by SIGINT; run it again until every check has run/);
    expect(p.statement).not.toMatch(/suite.*must be fixed/);
    expect(headline(p)).toBe('NOT ASSESSED: the run ended early: interrupted by SIGINT');
    // Any other error outside the checks is still the suite's to fix.
    const broken = profile(reportOf(checks().slice(0, 2), { errors: ['TypeError: x is undefined'] }), 'full');
    expect(broken.statement).toMatch(/the suite, not the target, must be fixed/);
  });
});

describe('certification card (report.html)', () => {
  it('leads with the status, the counts, the failed checks and what to supply; the full statement folds away beneath', () => {
    const failed = [...checks(), check({ id: 'EXT-F', interface: 'extended', status: 'failed', message: 'ttl: expected 4xx' })];
    const html = toHtml(reportOf(failed));
    const card = /<div class="card not-certified" data-profile="extended">([\s\S]*?)\n<\/div>/.exec(html)![1]!;
    const at = (s: string) => card.indexOf(s);
    expect(at('NOT CERTIFIED')).toBeGreaterThan(0);
    expect(at('1 of 6 passed, 1 failed (EXT-F), 4 not run')).toBeGreaterThan(at('NOT CERTIFIED'));
    expect(at('Failed: <a href="#check-EXT-F">')).toBeGreaterThan(at('1 of 6 passed'));
    expect(at('To complete the assessment:')).toBeGreaterThan(at('Failed:'));
    expect(at('<details><summary>Full statement</summary><p>The target')).toBeGreaterThan(at('To complete the assessment:'));
    expect(card.match(/--rate-limit-probe/g)).toHaveLength(1);
  });
});
