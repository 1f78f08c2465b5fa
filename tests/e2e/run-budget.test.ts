// The run-level budget (issue 12): a target that answers 429 forever, or stops answering after the preflight, ends
// the run with exit 2 and one message naming the bound that ended it, after the cleanup, instead of minutes per check.
// Each run uses a short bound set by the environment; "bounded" is shown by how few checks ran before the rest were
// skipped with the reason, not by a clock. The runs mostly wait (timeouts, 429 waits): they run side by side, each
// against its own proxy.
import { describe, it } from 'vitest';
import { type ProxyMode, startHostileProxy } from './hostile-proxy.js';
import { runCli } from './run-cli.js';

const CASES: Array<{ mode: ProxyMode; name: string; env: Record<string, string>; bound: RegExp }> = [
  {
    mode: '429',
    name: 'CONFORMANCE_RUN_BUDGET_429',
    env: { CONFORMANCE_RUN_BUDGET_429: '4', CONFORMANCE_TIMEOUT_MS: '5000' },
    bound: /the target kept refusing with 429: 4 consecutive 429 answers \(CONFORMANCE_RUN_BUDGET_429=4\)/,
  },
  {
    mode: 'stall',
    name: 'CONFORMANCE_RUN_BUDGET_FAILURES',
    env: { CONFORMANCE_RUN_BUDGET_FAILURES: '3', CONFORMANCE_TIMEOUT_MS: '1000' },
    bound: /the target stopped answering: 3 consecutive requests without a response \(CONFORMANCE_RUN_BUDGET_FAILURES=3\)/,
  },
  {
    mode: 'stall',
    name: 'CONFORMANCE_RUN_BUDGET_STALL_SECONDS',
    env: { CONFORMANCE_RUN_BUDGET_FAILURES: '1000', CONFORMANCE_RUN_BUDGET_STALL_SECONDS: '4', CONFORMANCE_TIMEOUT_MS: '1000' },
    bound: /the target stopped answering: no answer but 429s and failures for \d+ s \(CONFORMANCE_RUN_BUDGET_STALL_SECONDS=4\)/,
  },
];

describe.concurrent('a target that refuses or stops answering after the preflight', () => {
  for (const c of CASES) {
    it(`${c.mode === '429' ? '429 forever' : 'stalling'}: ${c.name} ends the run with exit 2 and one message naming it`, async ({ expect }) => {
      const proxy = await startHostileProxy();
      proxy.mode = c.mode;
      const run = await runCli(['run', '--only', 'users'], { ...proxy.env(), ...c.env }, 300_000).finally(() => proxy.close());
      const out = `${run.stdout}\n--- stderr\n${run.stderr}`;
      expect(run.exitCode, out).toBe(2);
      expect(run.stdout.match(/^error: run ended early: run budget spent: .*$/gm), out).toHaveLength(1);
      expect(run.stdout, out).toMatch(c.bound);
      const report = run.report!;
      expect(report.assessment?.complete, out).toBe(false);
      expect(
        report.assessment?.partial.map((p) => p.kind),
        out,
      ).toContain('ended-early');
      // Bounded: the checks after the one that spent the budget sent nothing; they are skipped with the reason.
      const ran = report.checks.filter((r) => r.status !== 'skipped');
      const ended = report.checks.filter((r) => r.status === 'skipped' && /^run ended: /.test(r.message ?? ''));
      expect(ran.length, out).toBeLessThanOrEqual(6);
      expect(ended.length, out).toBeGreaterThan(report.checks.length / 2);
      expect(run.stdout, out).toMatch(/^cleanup: /m);
    });
  }
});
