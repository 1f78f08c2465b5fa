// Paces requests per §8 rate-limit group from the target's own X-RateLimit-* headers, so a run stays inside
// the quotas even when other workers or CI shards share the key: the server's counters are the truth.
export interface WindowState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

export interface PacerEvents {
  waits: number;
  waitedMs: number;
}

export function readRateLimitHeaders(headers: Record<string, string>): WindowState | undefined {
  const limit = Number(headers['x-ratelimit-limit']);
  const remaining = Number(headers['x-ratelimit-remaining']);
  const reset = Number(headers['x-ratelimit-reset']);
  if (![limit, remaining, reset].every((n) => Number.isFinite(n))) return undefined;
  return { limit, remaining, reset };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** How long to wait for a window reset given as Unix seconds; bounded so a hostile header cannot stall the run. */
export function msUntilReset(resetSeconds: number, now = Date.now(), maxWaitMs = 65_000): number {
  if (!Number.isFinite(resetSeconds)) return 1000;
  // A value in milliseconds would be a deviation (checked elsewhere); pacing still copes with it.
  const resetMs = resetSeconds > 1e11 ? resetSeconds : resetSeconds * 1000;
  return Math.min(Math.max(resetMs - now + 25, 0), maxWaitMs);
}

export class Pacer {
  private readonly windows = new Map<string, WindowState>();
  readonly events: PacerEvents = { waits: 0, waitedMs: 0 };

  constructor(private readonly keepInReserve = 0) {}

  /** Wait, if the group's window is spent, until the target says it resets. */
  async beforeRequest(group: string): Promise<void> {
    const state = this.windows.get(group);
    if (!state) return;
    const wait = state.remaining <= this.keepInReserve ? msUntilReset(state.reset) : 0;
    if (wait > 0) {
      this.events.waits += 1;
      this.events.waitedMs += wait;
      await sleep(wait);
      this.windows.delete(group);
      return;
    }
    state.remaining -= 1; // count our own request until the response corrects it
  }

  afterResponse(group: string, headers: Record<string, string>): void {
    const state = readRateLimitHeaders(headers);
    if (state) this.windows.set(group, state);
  }

  forget(group: string): void {
    this.windows.delete(group);
  }
}
