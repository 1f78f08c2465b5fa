// A vitest reporter that collects every check with its metadata and prints progress, one plain line per suite file
// (files done of total, area, counts, checks so far): no colour, no cursor movement, fit for CI logs and pipes.
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { CheckTaskMeta } from './check.js';
import { redactText } from './redact.js';
import type { CheckResult } from './report-model.js';

export interface CollectOptions {
  write: (line: string) => void;
  tty: boolean;
}

export class CollectReporter implements Reporter {
  readonly results: CheckResult[] = [];
  readonly errors: string[] = [];
  /** Requests the checks sent with the run's key, per §8 group. */
  readonly requestsByGroup: Record<string, number> = {};
  /** ms the checks' requests were held by the pacer. */
  pacingWaitedMs = 0;
  /** Requests the run's cleanup sent while checks waited for a window (counted in requestsByGroup, not in checks). */
  cleanupRequests = 0;
  /** The worker's pacers after the last check: the final cleanup's clients start from it. */
  pacerState?: CheckTaskMeta['check']['pacerState'];
  private files = 0;
  private filesDone = 0;
  private done = 0;

  constructor(private readonly options: CollectOptions) {}

  onTestRunStart(specifications: ReadonlyArray<unknown>): void {
    this.files = specifications.length;
    this.options.write(`running ${specifications.length} suite files`);
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
    for (const err of module.errors()) this.errors.push(`${area}: ${redactText(err.message ?? String(err))}`);
    this.done += mine.length;
    this.filesDone += 1;
    const count = (s: string) => mine.filter((r) => r.status === s).length;
    this.options.write(
      `[${String(this.filesDone).padStart(String(this.files).length)}/${this.files}] ${area.padEnd(22)} ` +
        `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped (${this.done} checks so far)`,
    );
    for (const r of mine.filter((x) => x.status === 'failed'))
      this.options.write(`    ${this.options.tty ? '✗' : 'FAIL'} ${r.id} (${r.operation}, ${r.spec}): ${(r.message ?? '').split('\n')[0].slice(0, 300)}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<{ message?: string }>): void {
    for (const err of errors) this.errors.push(redactText(err.message ?? String(err)));
  }

  private toResult(test: TestCase, area: string): CheckResult | undefined {
    const meta = test.meta().check;
    const result = test.result();
    for (const [group, n] of Object.entries(meta?.requestsByGroup ?? {})) this.requestsByGroup[group] = (this.requestsByGroup[group] ?? 0) + n;
    this.pacingWaitedMs += meta?.pacingWaitedMs ?? 0;
    this.cleanupRequests += meta?.cleanupRequests ?? 0;
    if (meta?.pacerState) this.pacerState = meta.pacerState;
    const state = result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'skipped';
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
    const message =
      state === 'failed'
        ? redactText((result.errors ?? []).map((e) => e.message).join('\n') || 'failed')
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
      reproduction: state === 'failed' ? meta.reproduction : undefined,
      property: meta.property,
      propertyRequests: meta.propertyRequests,
      requests: meta.requests,
      retriedAfter429: meta.retriedAfter429,
      pacingWaits: meta.pacingWaits,
      durationMs: Math.round(test.diagnostic()?.duration ?? 0),
    };
  }
}
