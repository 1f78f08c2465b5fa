// harness/wait-progress.ts: no long silence while the pacer waits for a §8 window (or a 429's reset). A wait of 5 s or
// more is one line (group, seconds, why) in plain output, and a live countdown on a TTY. The checks run in vitest's
// child process: the worker announces a wait as a marked console line, which vitest forwards at once to the run's
// reporter (onUserConsoleLog); the main process's own clients (cleanup) report straight to WaitProgress.
import { consoleText } from './console-text.js';

/** What the pacer tells of a wait: its bucket (a §8 group, or group@credential), how long, and why. */
export interface PacerWait {
  bucket: string;
  ms: number;
  why: string;
}

export interface WaitEvent {
  /** The §8 group; a credential other than the run's key is never named. */
  group: string;
  ms: number;
  why: string;
  /** Epoch ms when the wait ends. */
  until: number;
}

/** Waits of one group ending within this of each other are the same wait (several checks held for one reset). */
const SAME_WAIT_MS = 2000;

/** Waits shorter than this are not worth a line. */
export const ANNOUNCED_WAIT_MS = 5000;
const MARKER = '[partner-dns-conformance:wait] ';

export function waitEventOf(wait: PacerWait, now = Date.now()): WaitEvent {
  const [group, credential] = wait.bucket.split('@');
  return { group: credential === undefined ? group : `${group} (another credential)`, ms: wait.ms, why: wait.why, until: now + wait.ms };
}

/** In the check worker: hand a long wait to the main process (the pacer's onWait). */
export function announceWait(wait: PacerWait): void {
  if (wait.ms < ANNOUNCED_WAIT_MS) return;
  console.log(`${MARKER}${JSON.stringify(waitEventOf(wait))}`);
}

/** The wait events in a console line from the worker; empty when the line is not one. */
export function waitEventsIn(content: string): WaitEvent[] {
  const events: WaitEvent[] = [];
  for (const line of content.split('\n')) {
    if (!line.startsWith(MARKER)) continue;
    try {
      events.push(JSON.parse(line.slice(MARKER.length)) as WaitEvent);
    } catch {
      // not ours after all
    }
  }
  return events;
}

export function waitLine(event: WaitEvent): string {
  // Also drawn raw on a TTY: the group and the reason (which may quote a rate-limit header) made plain text here.
  return `    waiting ${Math.ceil(event.ms / 1000)} s: §8 group ${consoleText(event.group)}, ${consoleText(event.why)}`;
}

export interface WaitProgressOptions {
  /** Writes one line (a newline is added). */
  write: (line: string) => void;
  tty: boolean;
  /** Writes raw text (the live line); default process.stdout. */
  writeRaw?: (text: string) => void;
  now?: () => number;
}

/** Shows waits: one line each in plain output; on a TTY one live line counting down, cleared before any other output. */
export class WaitProgress {
  private liveWait?: { event: WaitEvent; timer: NodeJS.Timeout };
  /** Waits shown (for the report's reader and for tests). */
  shown = 0;
  /** Per group, when the last wait shown ends. */
  private readonly shownUntil = new Map<string, number>();

  private readonly options: WaitProgressOptions;
  constructor(options: WaitProgressOptions) {
    this.options = options;
  }

  show(event: WaitEvent): void {
    if (event.ms < ANNOUNCED_WAIT_MS) return;
    // Checks in flight at once (CONFORMANCE_CONCURRENCY) wait for the same reset of a group together: one line for them.
    const same = this.shownUntil.get(event.group);
    if (same !== undefined && Math.abs(same - event.until) < SAME_WAIT_MS) return;
    this.shownUntil.set(event.group, event.until);
    this.shown += 1;
    if (!this.options.tty) {
      this.options.write(waitLine(event));
      return;
    }
    this.clear();
    const now = this.options.now ?? Date.now;
    const draw = () => {
      const left = Math.max(0, Math.ceil((event.until - now()) / 1000));
      this.raw(`\r\u001b[2K${waitLine(event).trimStart()} — ${left} s left`);
      if (left === 0) this.clear();
    };
    const timer = setInterval(draw, 1000);
    timer.unref();
    this.liveWait = { event, timer };
    draw();
  }

  /** True while a countdown holds the live line. */
  get live(): boolean {
    return this.liveWait !== undefined;
  }

  /** The pacer's onWait, for clients of the main process. */
  readonly onWait = (wait: PacerWait): void => this.show(waitEventOf(wait));

  /** Before other output: erase the live line. */
  clear(): void {
    if (!this.liveWait) return;
    clearInterval(this.liveWait.timer);
    this.liveWait = undefined;
    this.raw('\r\u001b[2K');
  }

  private raw(text: string): void {
    (this.options.writeRaw ?? ((t: string) => process.stdout.write(t)))(text);
  }
}
