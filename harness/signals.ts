// harness/signals.ts: SIGINT and SIGTERM during a run. The first stops the checks (the vitest run is cancelled and its
// worker closed) and lets the run go on to its cleanup and report, then exit 130 or 143; a second aborts at once,
// saying that what the run created is left and the command that sweeps it (its ledger stays open for that sweep).

const CODES = { SIGINT: 130, SIGTERM: 143 } as const;
export type StopSignal = keyof typeof CODES;

export class SignalWatch {
  received?: StopSignal;
  private readonly stoppers: Array<() => void> = [];
  private readonly handlers: Array<[StopSignal, () => void]> = [];

  private readonly write: (line: string) => void;
  private readonly sweepLine: () => string;
  private readonly exit: (code: number) => void;
  constructor(
    write: (line: string) => void,
    /** How to sweep what the run created (read when a signal comes). */
    sweepLine: () => string,
    exit: (code: number) => void = (code) => process.exit(code),
  ) {
    this.write = write;
    this.sweepLine = sweepLine;
    this.exit = exit;
    for (const signal of Object.keys(CODES) as StopSignal[]) {
      const handler = () => this.on(signal);
      process.on(signal, handler);
      this.handlers.push([signal, handler]);
    }
  }

  /** Called on the first signal (at once if one came already): stop the checks. */
  onStop(stop: () => void): void {
    this.stoppers.push(stop);
    if (this.received) stop();
  }

  exitCode(): 130 | 143 {
    return CODES[this.received ?? 'SIGINT'];
  }

  private on(signal: StopSignal): void {
    if (!this.received) {
      this.received = signal;
      this.write(`${signal}: stopping the checks, then deleting what the run created (send it again to abort at once)`);
      for (const stop of this.stoppers) stop();
      return;
    }
    this.write(`${signal} again: aborted before the cleanup ended; what the run created may be left on the target: ${this.sweepLine()}`);
    this.exit(CODES[signal]);
  }

  dispose(): void {
    for (const [signal, handler] of this.handlers) process.off(signal, handler);
  }
}
