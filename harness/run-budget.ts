// harness/run-budget.ts: the run-level budget. A target that answers 429 whatever the wait, or stops answering, would
// cost minutes per check and hours per run; past one of three bounds (consecutive unexpected 429s, consecutive requests
// without a response, or time without a useful answer) the budget is spent: every later request of the checks' clients
// throws RunBudgetSpent at once, the remaining checks are skipped with the reason, and the run cleans up and exits 2.

export interface RunBudgetSettings {
  /** Consecutive unexpected 429 answers (CONFORMANCE_RUN_BUDGET_429). */
  max429: number;
  /** Consecutive requests without a response (CONFORMANCE_RUN_BUDGET_FAILURES). */
  maxFailures: number;
  /** Time since the last answer that was neither an unexpected 429 nor a failure (CONFORMANCE_RUN_BUDGET_STALL_SECONDS), in ms. */
  stallMs: number;
  /** Epoch ms past which no request is sent (the run's start plus CONFORMANCE_RUN_DEADLINE_SECONDS, harness/orphans.ts). */
  deadlineAt?: number;
  /** How long one check may wait for §8 quota in all before it is not assessed (CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS), in ms. */
  quotaWaitMs?: number;
}

export type BudgetBound = '429' | 'failures' | 'stall' | 'deadline';

/** The budget is spent: the run ends. Not a failure of a check, and not the suite's own error. */
export class RunBudgetSpent extends Error {
  readonly bound: BudgetBound;
  constructor(bound: BudgetBound, message: string) {
    super(message);
    this.bound = bound;
    this.name = 'RunBudgetSpent';
  }
}

export function isRunBudgetSpent(error: unknown): error is RunBudgetSpent {
  return error instanceof Error && error.name === 'RunBudgetSpent' && typeof (error as RunBudgetSpent).bound === 'string';
}

/** The file of the run folder where the check worker says the budget was spent (the main process reads it). */
export const BUDGET_FILE = 'budget-spent.json';

export class RunBudget {
  private consecutive429 = 0;
  private consecutiveFailures = 0;
  private lastUseful: number;
  spent?: RunBudgetSpent;

  readonly settings: RunBudgetSettings;
  private readonly now: () => number;
  private readonly onSpent?: (spent: RunBudgetSpent) => void;
  constructor(
    settings: RunBudgetSettings,
    now: () => number = Date.now,
    /** Called once, when the budget is spent. */
    onSpent?: (spent: RunBudgetSpent) => void,
  ) {
    this.settings = settings;
    this.onSpent = onSpent;
    this.now = now;
    this.lastUseful = now();
  }

  /** Before a request is sent: throws once the budget is spent. */
  assertOpen(): void {
    // Past the deadline another run's `sweep --orphans` may delete what this run made: no check may go on reading it.
    const { deadlineAt } = this.settings;
    if (!this.spent && deadlineAt !== undefined && this.now() >= deadlineAt)
      this.spend('deadline', `its deadline passed (CONFORMANCE_RUN_DEADLINE_SECONDS, at ${new Date(deadlineAt).toISOString()})`);
    if (this.spent) throw this.spent;
  }

  /** A response came. A 429 the check asked for (expect429) says nothing about the target's health. */
  answered(status: number, expected429 = false): void {
    this.consecutiveFailures = 0;
    if (status !== 429) {
      this.consecutive429 = 0;
      this.lastUseful = this.now();
      return;
    }
    if (expected429) return;
    this.consecutive429 += 1;
    if (this.consecutive429 >= this.settings.max429) {
      this.spend('429', `${this.consecutive429} consecutive 429 answers (CONFORMANCE_RUN_BUDGET_429=${this.settings.max429})`);
    } else this.judgeStall();
  }

  /** A request got no response (timeout, connection refused or dropped). */
  failed(): void {
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures >= this.settings.maxFailures) {
      this.spend(
        'failures',
        `${this.consecutiveFailures} consecutive requests without a response (CONFORMANCE_RUN_BUDGET_FAILURES=${this.settings.maxFailures})`,
      );
    } else this.judgeStall();
  }

  private judgeStall(): void {
    const quiet = this.now() - this.lastUseful;
    if (quiet >= this.settings.stallMs) {
      this.spend(
        'stall',
        `no answer but 429s and failures for ${Math.round(quiet / 1000)} s (CONFORMANCE_RUN_BUDGET_STALL_SECONDS=${this.settings.stallMs / 1000})`,
      );
    }
  }

  private spend(bound: BudgetBound, why: string): void {
    if (this.spent) return;
    const what = bound === 'deadline' ? 'the run' : `the target ${bound === '429' ? 'kept refusing with 429' : 'stopped answering'}`;
    this.spent = new RunBudgetSpent(bound, `${what}: ${why}`);
    this.onSpent?.(this.spent);
  }
}
