// The opt-in RL-CORE-HOURLY-* checks (CONFORMANCE_CORE_HOURLY_QUOTA) against the embedded reference, whose hour is 60 of its 1-second windows:
// they pass where the reference enforces §8's hourly quota (fixed windows, or a token bucket for the burst), fail where it enforces none or
// counts core writes apart from reads, each on the operation that is wrong, and the re-run command carries the quota. Without the setting they
// are skipped with the reason. The runs spend 1,000 to 2,000 requests each: they go two at a time.
import { describe, it } from 'vitest';
import { rerunCommand } from '../../harness/reports/rerun.js';
import type { Report } from '../../harness/report-model.js';
import { pool } from '../../harness/pool.js';
import { runCli } from './run-cli.js';

const IDS = ['getCoreDnsRecord', 'createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'].map((op) => `RL-CORE-HOURLY-${op}`);
const QUOTA = ['--core-hourly-quota', '1000'];

interface Case {
  name: string;
  args: string[];
  env: Record<string, string>;
  /** Check id to expected status. */
  expected: Record<string, 'passed' | 'failed' | 'skipped'>;
}

const all = (status: 'passed' | 'failed' | 'skipped') => Object.fromEntries(IDS.map((id) => [id, status]));

const CASES: Case[] = [
  { name: 'the reference', args: QUOTA, env: {}, expected: all('passed') },
  { name: 'the reference with a token bucket', args: QUOTA, env: { CONFORMANCE_REFERENCE_VARIANTS: 'ratelimit-token-bucket' }, expected: all('passed') },
  {
    name: 'no hourly quota (fault rl-core-hourly-unenforced)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_FAULTS: 'rl-core-hourly-unenforced' },
    expected: all('failed'),
  },
  {
    name: 'writes counted apart (fault rl-core-hourly-per-operation)',
    args: QUOTA,
    env: { CONFORMANCE_REFERENCE_FAULTS: 'rl-core-hourly-per-operation' },
    expected: { ...all('failed'), 'RL-CORE-HOURLY-getCoreDnsRecord': 'passed' },
  },
  { name: 'no quota given', args: [], env: {}, expected: all('skipped') },
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
          expect(k.operationId, k.id).toBe(k.id.replace('RL-CORE-HOURLY-', ''));
          expect(rerunCommand(report, k)).toContain('--core-hourly-quota 1000');
        }
        if (k.status === 'skipped') expect(k.message).toMatch(/^opt-in: .*CONFORMANCE_CORE_HOURLY_QUOTA/);
      }
      expect(run.exitCode, out).toBe(Object.values(c.expected).includes('failed') ? 1 : 0);
    });
  }
});
