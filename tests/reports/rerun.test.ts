// The re-run command carries everything that shaped the run, in the form an installed tool runs: npx
// partner-dns-conformance, the check scoped to its area, the run's seed (not a property's derived one), path, runs,
// opt-ins (probe, ten-year renewal, core hourly quota), timeout, and either the embedded reference's faults, variants and window or --base-url with the names —
// never the values — of the variables the target needs.
import { describe, expect, it } from 'vitest';
import { rerunCommand, type RerunBasis } from '../../harness/reports/rerun.js';
import { targetSettings } from './fixture-report.js';

const embedded: RerunBasis = {
  target: { baseUrl: 'http://127.0.0.1:40001', embedded: true },
  profile: 'full',
  seed: 7,
  runsPerProperty: 8,
  runSettings: targetSettings({ rateLimitProbe: false, targetVariables: [] }),
};

describe('rerunCommand', () => {
  it('runs one check of the embedded reference again with its faults, variants and window', () => {
    const basis = {
      ...embedded,
      runSettings: { ...embedded.runSettings!, referenceFaults: ['ttl-max-off-by-one'], referenceVariants: ['errors-list'], referenceWindowMs: 8000 },
    };
    expect(rerunCommand(basis, { id: 'DNS-TTL-86401-REJECTED', area: 'dns-records' })).toBe(
      'npx partner-dns-conformance run --only dns-records:DNS-TTL-86401-REJECTED --profile full --seed 7 ' +
        '--reference-fault ttl-max-off-by-one --reference-variant errors-list --reference-window-ms 8000',
    );
  });

  it("replays a property from the run's seed and its path, with the runs it had", () => {
    const basis = { ...embedded, runsPerProperty: 20 };
    expect(rerunCommand(basis, { id: 'PROP-X', area: 'properties', property: { path: '3:0:1@a=' } })).toBe(
      'npx partner-dns-conformance run --only properties:PROP-X --profile full --seed 7 --path 3:0:1@a= --runs 20',
    );
  });

  it('points at a configured target by --base-url and names the variables it needs, never their values', () => {
    const basis: RerunBasis = {
      target: { baseUrl: 'https://sandbox.example.test', embedded: false },
      profile: 'core',
      seed: 9,
      runsPerProperty: 8,
      runSettings: targetSettings({ timeoutMs: 30_000, targetVariables: ['CONFORMANCE_API_KEY', 'CONFORMANCE_FIXTURE_USER'] }),
    };
    expect(rerunCommand(basis, { id: 'RL-429-PROBE', area: 'rate-limit-headers' })).toBe(
      'npx partner-dns-conformance run --only rate-limit-headers:RL-429-PROBE --profile core --seed 9 --rate-limit-probe --timeout-ms 30000 ' +
        '--base-url https://sandbox.example.test  # with CONFORMANCE_API_KEY, CONFORMANCE_FIXTURE_USER set (environment or .env)',
    );
  });

  it('carries the opt-ins a check needs: the ten-year renewal and the core hourly quota', () => {
    const basis = { ...embedded, runSettings: { ...embedded.runSettings!, renewTenYears: true, coreHourlyQuota: 250 } };
    expect(rerunCommand(basis, { id: 'RL-CORE-HOURLY-getCoreDnsRecord', area: 'rate-limit-core-hourly' })).toBe(
      'npx partner-dns-conformance run --only rate-limit-core-hourly:RL-CORE-HOURLY-getCoreDnsRecord --profile full --seed 7 ' +
        '--renew-ten-years --core-hourly-quota 250',
    );
    expect(rerunCommand(embedded, { id: 'DOMAIN-RENEW-TEN-YEARS', area: 'domains' })).not.toMatch(/--renew-ten-years|--core-hourly-quota/);
  });

  it('quotes what the shell would read otherwise', () => {
    const basis = { ...embedded, target: { baseUrl: "http://h/x y'z", embedded: false } };
    expect(rerunCommand(basis, { id: 'A', area: 'auth' })).toContain(`--base-url 'http://h/x y'\\''z'`);
  });
});
