// Live progress of a run (issue 16 Deliver 4): checks done of the total, requests and waits; one redrawn line on a
// TTY, never drawn over a wait's countdown, and nothing raw in plain output (the per-file lines carry the figures).
import { describe, expect, it } from 'vitest';
import { RunProgress } from '../../harness/run-progress.js';

function recorder(tty: boolean, busy = () => false) {
  const raw: string[] = [];
  let t = 0;
  const progress = new RunProgress({ tty, busy, writeRaw: (s) => raw.push(s), now: () => t });
  return { progress, raw, tick: (ms: number) => (t += ms) };
}

describe('RunProgress', () => {
  it('counts checks of the total, requests and waits', () => {
    const { progress } = recorder(false);
    progress.collected(3);
    progress.collected(2);
    progress.checkEnded({ requests: 4 });
    progress.checkEnded({ requests: 3, pacingWaits: 1, pacingWaitedMs: 61_200 });
    expect(progress.line()).toBe('2 of 5 checks, 7 requests, 1 wait (61 s summed)');
  });

  it('writes nothing raw in plain output', () => {
    const { progress, raw } = recorder(false);
    progress.collected(1);
    progress.checkEnded({ requests: 1 });
    progress.clear();
    expect(raw).toEqual([]);
  });

  it('redraws one line on a TTY, at most every 200 ms but always for the last check, and erases it before other output', () => {
    const { progress, raw, tick } = recorder(true);
    progress.collected(3);
    tick(1000);
    progress.checkEnded({ requests: 2 });
    progress.checkEnded({ requests: 2 }); // 0 ms later: not redrawn
    progress.checkEnded({ requests: 1 }); // the last: redrawn
    expect(raw).toEqual(['\r\u001b[2K1 of 3 checks, 2 requests, no waits', '\r\u001b[2K3 of 3 checks, 5 requests, no waits']);
    progress.clear();
    expect(raw.at(-1)).toBe('\r\u001b[2K');
    progress.clear(); // nothing drawn since: nothing to erase
    expect(raw).toHaveLength(3);
  });

  it('leaves the line to a wait countdown while one is shown', () => {
    let waiting = true;
    const { progress, raw, tick } = recorder(true, () => waiting);
    progress.collected(2);
    tick(1000);
    progress.checkEnded({ requests: 1 });
    expect(raw).toEqual([]);
    waiting = false;
    progress.checkEnded({ requests: 1 });
    expect(raw).toEqual(['\r\u001b[2K2 of 2 checks, 2 requests, no waits']);
  });
});
