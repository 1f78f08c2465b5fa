// The run-level budget on its own (harness/run-budget.ts): each bound spends it once, names itself, and the 429s a
// check asks for or any useful answer in between do not count.
import { describe, expect, it } from 'vitest';
import { isRunBudgetSpent, RunBudget } from '../../harness/run-budget.js';

const settings = { max429: 3, maxFailures: 2, stallMs: 10_000 };

function budget() {
  let t = 0;
  const spent: string[] = [];
  const b = new RunBudget(
    settings,
    () => t,
    (s) => spent.push(s.bound),
  );
  return { b, spent, advance: (ms: number) => (t += ms) };
}

describe('RunBudget', () => {
  it('consecutive unexpected 429s spend it; an answer in between, or a 429 a check asked for, does not count', () => {
    const { b, spent } = budget();
    b.answered(429);
    b.answered(429);
    b.answered(200);
    b.answered(429);
    b.answered(429, true);
    b.answered(429);
    expect(b.spent).toBeUndefined();
    b.answered(429);
    expect(spent).toEqual(['429']);
    expect(b.spent?.message).toMatch(/3 consecutive 429 answers \(CONFORMANCE_RUN_BUDGET_429=3\)/);
    expect(() => b.assertOpen()).toThrow(/CONFORMANCE_RUN_BUDGET_429/);
    try {
      b.assertOpen();
    } catch (error) {
      expect(isRunBudgetSpent(error)).toBe(true);
    }
  });

  it('consecutive requests without a response spend it; any response resets the count', () => {
    const { b, spent } = budget();
    b.failed();
    b.answered(500);
    b.failed();
    expect(b.spent).toBeUndefined();
    b.failed();
    expect(spent).toEqual(['failures']);
    expect(b.spent?.message).toMatch(/2 consecutive requests without a response \(CONFORMANCE_RUN_BUDGET_FAILURES=2\)/);
  });

  it('time without a useful answer spends it, judged at a 429 or a failure, never during a quiet wait', () => {
    const { b, spent, advance } = budget();
    advance(60_000); // a long pacer wait: nothing was refused
    b.answered(204);
    advance(9_000);
    b.answered(429);
    expect(b.spent).toBeUndefined();
    advance(1_000);
    b.answered(429);
    expect(spent).toEqual(['stall']);
    expect(b.spent?.message).toMatch(/no answer but 429s and failures for 10 s \(CONFORMANCE_RUN_BUDGET_STALL_SECONDS=10\)/);
    b.failed();
    expect(spent, 'spent once').toHaveLength(1);
  });
});
