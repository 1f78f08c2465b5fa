// The opt-in RL-CORE-HOURLY-* checks (CONFORMANCE_CORE_HOURLY_QUOTA) against the embedded reference, whose hour is 60 of its 1-second
// windows: they pass where the reference enforces §8's hourly quota (a fixed hour, an hour that refills continuously, every allowed choice at
// once), fail where it enforces none, counts core writes apart from reads, or keeps one quota for both keys, each on the operation that is
// wrong, and the re-run command carries the quota. Without the setting they are skipped with the reason. The runs spend 1,000 to 2,000
// requests each: they go two at a time.
import { describe, it } from 'vitest';
import { rerunCommand } from '../../harness/reports/rerun.js';
import type { Report } from '../../harness/report-model.js';
import { pool } from '../../harness/pool.js';
import { runCli } from './run-cli.js';
import { EXCLUSIVE_GROUPS } from './leniency-env.js';
import { ambiguities } from '../../contracts/spec-data.js';

const IDS = ['getCoreDnsRecord', 'PER-KEY', 'createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'].map((op) => `RL-CORE-HOURLY-${op}`);
const QUOTA = ['--core-hourly-quota', '1000'];

interface Case {
  name: string;
  args: string[];
  env: Record<string, string>;
  /** Check id to expected status. */
  expected: Record<string, 'passed' | 'failed' | 'skipped'>;
  /** The reason each skipped check gives. */
  skipReason?: RegExp;
}

/** The first check failed, so the others are not assessed. */
const FIRST_FAILED = /^not assessed: .*RL-CORE-HOURLY-getCoreDnsRecord failed/;

/**
 * Every variant of contracts/ambiguities.yaml that can be planted with the others, but slow-300ms (every response 300 ms late) and
 * ratelimit-errors-uncounted, under which the checks' reads of a record that does not exist cost nothing: its own case below.
 */
function everyVariant(): string {
  const excluded = EXCLUSIVE_GROUPS.flatMap((group) => group.slice(1));
  return ambiguities
    .flatMap((a) => a.variants)
    .filter((n) => n !== 'slow-300ms' && n !== 'ratelimit-errors-uncounted' && !excluded.includes(n))
    .join(',');
}

const all = (status: 'passed' | 'failed' | 'skipped') => Object.fromEntries(IDS.map((id) => [id, status]));

const CASES: Case[] = [
  { name: 'the reference', args: QUOTA, env: {}, expected: all('passed') },
  // An hourly quota that refills continuously: once spent, a few reads are served after every wait (the checks' trickle rule).
  { name: 'the reference with an hourly bucket', args: QUOTA, env: { CONFORMANCE_REFERENCE_VARIANTS: 'ratelimit-hourly-bucket' }, expected: all('passed') },
  // A real target makes every choice at once: the first of each group of variants that exclude each other (leniency.test.ts).
  { name: 'the reference with every variant', args: QUOTA, env: { CONFORMANCE_REFERENCE_VARIANTS: everyVariant() }, expected: all('passed') },
  {
    name: 'no hourly quota (fault rl-core-hourly-unenforced)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_FAULTS: 'rl-core-hourly-unenforced' },
    // The others cannot be assessed without a spent hour: skipped with the reason, not failed on operations that did nothing wrong.
    expected: { ...all('skipped'), 'RL-CORE-HOURLY-getCoreDnsRecord': 'failed' },
    skipReason: FIRST_FAILED,
  },
  {
    name: 'writes counted apart (fault rl-core-hourly-per-operation)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_FAULTS: 'rl-core-hourly-per-operation' },
    expected: { ...all('failed'), 'RL-CORE-HOURLY-getCoreDnsRecord': 'passed', 'RL-CORE-HOURLY-PER-KEY': 'passed' },
  },
  {
    name: 'one core quota for both keys (fault rl-core-counted-across-keys)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_FAULTS: 'rl-core-counted-across-keys' },
    expected: { ...all('passed'), 'RL-CORE-HOURLY-PER-KEY': 'failed' },
  },
  // Errors given back (express-rate-limit's skipFailedRequests): the hour cannot be spent with 404s, so nothing is assessed and nothing fails.
  {
    name: 'errors not counted (variant ratelimit-errors-uncounted)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_VARIANTS: 'ratelimit-errors-uncounted' },
    expected: all('skipped'),
    skipReason: /^not assessed: .*does not count such requests/,
  },
  { name: 'no quota given', args: [], env: {}, expected: all('skipped'), skipReason: /^opt-in: .*CONFORMANCE_CORE_HOURLY_QUOTA/ },
];

describe('RL-CORE-HOURLY-* (opt-in: CONFORMANCE_CORE_HOURLY_QUOTA)', () => {
  // Two runs at a time, started once: each `it` reads its own.
  const runs = pool(CASES, 2, (c) => runCli(['run', '--only', 'rate-limit-core-hourly', '--seed', '7', ...c.args], c.env, 600_000));

  for (const [i, c] of CASES.entries()) {
    it(`${c.name}: ${[...new Set(Object.values(c.expected))].join(' / ')}`, { timeout: 900_000 }, async ({ expect }) => {
      const run = (await runs)[i];
      const out = `${run.stdout}\n--- stderr\n${run.stderr}`;
      const report = run.report as Report;
      expect(report, out).toBeDefined();
      const status = Object.fromEntries(report.checks.filter((k) => IDS.includes(k.id)).map((k) => [k.id, k.status]));
      expect(status, out).toEqual(c.expected);
      for (const k of report.checks.filter((x) => IDS.includes(x.id))) {
        if (k.status === 'failed') {
          // Located: the failing check is on the operation it names, and its re-run command spends the quota again.
          expect(k.operationId, k.id).toBe(k.id === 'RL-CORE-HOURLY-PER-KEY' ? 'getCoreDnsRecord' : k.id.replace('RL-CORE-HOURLY-', ''));
          expect(rerunCommand(report, k)).toContain('--core-hourly-quota 1000');
        }
        // Skipped with the case's reason: the opt-in not given, the first check failed, or requests that cost nothing cannot spend the hour.
        if (k.status === 'skipped') expect(k.message).toMatch(c.skipReason ?? FIRST_FAILED);
      }
      expect(run.exitCode, out).toBe(Object.values(c.expected).includes('failed') ? 1 : 0);
    });
  }
});
