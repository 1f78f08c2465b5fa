// harness/run-progress.ts: how far a run is: checks done of the total, requests sent, pacer waits. With checks in
// flight at once, files end out of step with checks, so the count is kept per check. On a TTY one line is redrawn as
// checks end (never over a wait's countdown, harness/wait-progress.ts); in plain output it rides on each file's line.

export interface RunProgressOptions {
  tty: boolean;
  /** Writes raw text (the live line); default process.stdout. */
  writeRaw?: (text: string) => void;
  /** True while another live line (a wait's countdown) holds the terminal's last line. */
  busy?: () => boolean;
  now?: () => number;
}

/** Redraw at most this often: a check ends every few milliseconds against a fast target. */
const REDRAW_MS = 200;

export class RunProgress {
  total = 0;
  done = 0;
  requests = 0;
  waits = 0;
  waitedMs = 0;
  private drawnAt = 0;
  private drawn = false;

  private readonly options: RunProgressOptions;
  constructor(options: RunProgressOptions) {
    this.options = options;
  }

  /** Checks found in a suite file as it is collected. */
  collected(checks: number): void {
    this.total += checks;
  }

  /** A check ended, with what it sent and waited. */
  checkEnded(figures: { requests?: number; pacingWaits?: number; pacingWaitedMs?: number }): void {
    this.done += 1;
    this.requests += figures.requests ?? 0;
    this.waits += figures.pacingWaits ?? 0;
    this.waitedMs += figures.pacingWaitedMs ?? 0;
    if (!this.options.tty || this.options.busy?.()) return;
    const now = (this.options.now ?? Date.now)();
    if (now - this.drawnAt < REDRAW_MS && this.done < this.total) return;
    this.drawnAt = now;
    this.drawn = true;
    this.raw(`\r\u001b[2K${this.line()}`);
  }

  /** e.g. "120 of 388 checks, 540 requests, 2 waits (61 s summed)": checks in flight at once wait together, so the sum may pass the wall time. */
  line(): string {
    const waits = this.waits ? `, ${this.waits} wait${this.waits === 1 ? '' : 's'} (${Math.round(this.waitedMs / 1000)} s summed)` : ', no waits';
    return `${this.done} of ${this.total} checks, ${this.requests} requests${waits}`;
  }

  /** Before other output: erase the live line (redrawn at the next check's end). */
  clear(): void {
    if (!this.drawn) return;
    this.drawn = false;
    this.raw('\r\u001b[2K');
  }

  private raw(text: string): void {
    (this.options.writeRaw ?? ((t: string) => process.stdout.write(t)))(text);
  }
}
