// A vitest reporter that collects every check with its metadata and prints progress, one plain line per suite file
// (files done of total, area, counts, then checks done of the total, requests and waits), and one per long pacer wait:
// no colour, no cursor movement in plain output, fit for CI logs and pipes (a TTY gets a live line of checks, requests
// and waits as checks end, and a live countdown while a wait lasts). A check that threw
// something other than a failure of the target is reported as error, with its stack.
import type { UserConsoleLog } from 'vitest';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { CheckTaskMeta } from './check.js';
import { consoleText } from './console-text.js';
import { redactText, registerSecret } from './redact.js';
import type { CheckResult } from './report-model.js';
import { RunProgress } from './run-progress.js';
import { WaitProgress, waitEventsIn } from './wait-progress.js';

export interface CollectOptions {
  write: (line: string) => void;
  tty: boolean;
  /** Where long waits are shown; default a WaitProgress on `write`. */
  progress?: WaitProgress;
}

export class CollectReporter implements Reporter {
  readonly results: CheckResult[] = [];
  readonly errors: string[] = [];
  /** Requests the checks sent with the run's key, per §8 group. */
  readonly requestsByGroup: Record<string, number> = {};
  /** ms the checks' requests were held by the pacer. */
  pacingWaitedMs = 0;
  /** ms checks waited for §8 quota, per group (their clocks stood still meanwhile: harness/check-time-limit.ts). */
  readonly quotaWaitByGroup: Record<string, number> = {};
  /** Requests the run's cleanup sent while checks waited for a window (counted in requestsByGroup, not in checks). */
  cleanupRequests = 0;
  /** The worker's pacers after the last check: the final cleanup's clients start from it. */
  pacerState?: CheckTaskMeta['check']['pacerState'];
  private files = 0;
  private totalKnown = false;
  private filesDone = 0;
  readonly progress: WaitProgress;
  /** Checks done of the total, requests, waits (harness/run-progress.ts). */
  readonly run: RunProgress;

  private readonly options: CollectOptions;
  constructor(options: CollectOptions) {
    this.options = options;
    this.progress = options.progress ?? new WaitProgress({ write: options.write, tty: options.tty });
    this.run = new RunProgress({ tty: options.tty, busy: () => this.progress.live });
  }

  /** The checks the run holds, from the catalogue collected beside the run: the total from then on. */
  knowTotal(total: number): void {
    this.totalKnown = true;
    this.run.total = total;
  }

  onTestModuleCollected(module: TestModule): void {
    if (!this.totalKnown) this.run.collected([...module.children.allTests()].length);
  }

  onTestCaseResult(test: TestCase): void {
    this.run.checkEnded(test.meta().check ?? {});
  }

  /** The check worker announces long pacer waits as marked console lines (harness/wait-progress.ts). */
  onUserConsoleLog(log: UserConsoleLog): void {
    const events = waitEventsIn(log.content);
    if (events.length) this.run.clear();
    for (const event of events) this.progress.show(event);
  }

  onTestRunStart(specifications: ReadonlyArray<unknown>): void {
    this.files = specifications.length;
    this.options.write(`running ${specifications.length} suite file${specifications.length === 1 ? '' : 's'}`);
  }

  onTestModuleEnd(module: TestModule): void {
    const area = module.moduleId
      .split('/')
      .pop()!
      .replace(/\.test\.ts$/, '');
    const mine: CheckResult[] = [];
    for (const test of module.children.allTests()) {
      const result = this.toResult(test, area);
      if (result) {
        mine.push(result);
        this.results.push(result);
      }
    }
    // A suite file that did not load is the suite's own error: kept with its stack (the console shows the first line).
    for (const err of module.errors()) this.errors.push(`${area}: ${redactText(withStack(err))}`);
    this.filesDone += 1;
    const count = (s: string) => mine.filter((r) => r.status === s).length;
    this.progress.clear();
    this.run.clear();
    this.options.write(
      `[${String(this.filesDone).padStart(String(this.files).length)}/${this.files}] ${area.padEnd(22)} ` +
        `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped` +
        `${count('error') ? `, ${count('error')} ERROR` : ''} (${this.run.line()})`,
    );
    for (const r of mine.filter((x) => x.status === 'failed' || x.status === 'error')) {
      const word = r.status === 'error' ? 'ERROR' : this.options.tty ? '✗' : 'FAIL';
      this.options.write(`    ${word} ${r.id} (${r.operation}, ${r.spec}): ${consoleText((r.message ?? '').split('\n')[0])}`);
    }
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<{ message?: string; stack?: string }>): void {
    for (const err of errors) this.errors.push(redactText(withStack(err)));
  }

  private toResult(test: TestCase, area: string): CheckResult | undefined {
    const meta = test.meta().check;
    const result = test.result();
    for (const [group, n] of Object.entries(meta?.requestsByGroup ?? {})) this.requestsByGroup[group] = (this.requestsByGroup[group] ?? 0) + n;
    this.pacingWaitedMs += meta?.pacingWaitedMs ?? 0;
    for (const [group, ms] of Object.entries(meta?.quotaWaitByGroup ?? {})) this.quotaWaitByGroup[group] = (this.quotaWaitByGroup[group] ?? 0) + ms;
    this.cleanupRequests += meta?.cleanupRequests ?? 0;
    if (meta?.pacerState) this.pacerState = meta.pacerState;
    for (const secret of meta?.secrets ?? []) registerSecret(secret.value, secret.placeholder);
    const state = result.state === 'passed' ? 'passed' : result.state === 'failed' ? (meta?.suiteError ? 'error' : 'failed') : 'skipped';
    if (!meta) {
      // A plain test() in a suite file: still reported, so nothing passes unseen.
      return {
        id: test.name,
        title: test.name,
        area,
        operation: '',
        operationId: '',
        interface: 'extended',
        spec: '',
        requirements: [],
        status: state,
        message: state === 'failed' ? 'not declared with check()' : undefined,
        requests: 0,
        durationMs: test.diagnostic()?.duration ?? 0,
      };
    }
    const thrown = (result.errors ?? []).map((e) => (state === 'error' ? `${e.name ?? 'Error'}: ${e.message}` : e.message)).join('\n');
    const message =
      state === 'failed'
        ? redactText(thrown || 'failed')
        : state === 'error'
          ? redactText(`suite error, not a failure of the target (the target was not assessed): ${thrown || 'thrown'}`)
          : state === 'skipped'
            ? (meta.skipReason ?? (result as { note?: string }).note ?? 'skipped')
            : undefined;
    return {
      id: meta.id,
      title: meta.title,
      area,
      operation: meta.operation,
      operationId: meta.operationId,
      interface: meta.iface,
      spec: meta.spec,
      requirements: meta.requirements,
      status: state,
      message,
      ...(meta.suiteError ? { stack: redactText(meta.suiteError.stack) } : {}),
      ...(state === 'skipped' && meta.notApplicable ? { notApplicable: meta.notApplicable } : {}),
      reproduction: state === 'failed' || state === 'error' ? meta.reproduction : undefined,
      property: meta.property,
      propertyRequests: meta.propertyRequests,
      requests: meta.requests,
      retriedAfter429: meta.retriedAfter429,
      pacingWaits: meta.pacingWaits,
      // A check skipped once it ran (not assessed for quota, ctx.skip) has no vitest duration: its own clock's is the time it took.
      durationMs: Math.round(test.diagnostic()?.duration ?? 0) || (meta.quotaWaitedMs ?? 0) + (meta.targetMs ?? 0),
      ...(meta.quotaWaitedMs !== undefined ? { quotaWaitedMs: meta.quotaWaitedMs, targetMs: meta.targetMs ?? 0 } : {}),
    };
  }
}

/** An error outside the checks as report.json keeps it: the message, then its stack frames. */
function withStack(err: { message?: string; stack?: string }): string {
  const message = err.message ?? String(err);
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 20);
  return frames.length ? `${message}\n${frames.join('\n')}` : message;
}
