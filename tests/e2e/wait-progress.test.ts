// No long silence: against a target whose first answer to GET /api/v1/domains/availability/{name} says the window is spent (Remaining
// 0, Reset 8 s ahead: a quota shared with someone else), the pacer holds the next request of that group, and the run
// prints one line while it waits — the group, the seconds and why — before the area's result line. On a TTY the same
// wait is a live line counting down, erased before other output.
import { describe, expect, it } from 'vitest';
import { WaitProgress, waitEventOf } from '../../harness/wait-progress.js';
import { startBrokenTarget } from './broken-target.js';
import { runCli } from './run-cli.js';

describe('a pacer wait of 5 s or more', () => {
  it('prints one line (group, seconds, why) while it waits, in plain output', async () => {
    const target = await startBrokenTarget({
      rules: [{ mode: 'spent-window', method: 'GET', path: /^\/api\/v1\/domains\/availability\/[^/]+$/ }],
      spentWindowSeconds: 8,
    });
    try {
      const run = await runCli(['run', '--only', 'catalogue', '--seed', '20261121'], target.env(), 180_000);
      const context = `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
      expect(run.exitCode, context).toBe(0);
      expect(target.stats.broken.length, context).toBeGreaterThan(1);
      const lines = run.stdout.split('\n');
      const waiting = lines.findIndex((l) =>
        /^ {4}waiting \d+ s: §8 group \S+, window spent \(X-RateLimit-Remaining 0 of \d+\), waiting for its reset$/.test(l),
      );
      expect(waiting, context).toBeGreaterThan(-1);
      expect(Number(/waiting (\d+) s/.exec(lines[waiting]!)![1]), context).toBeGreaterThanOrEqual(5);
      // Printed while waiting: before the area's result, which comes when its checks are done.
      expect(waiting, context).toBeLessThan(lines.findIndex((l) => /^\[1\/1\] catalogue/.test(l)));
      expect(
        lines.filter((l) => /^ {4}waiting /.test(l)),
        context,
      ).toHaveLength(1);
      expect(run.report!.summary.pacingWaits, context).toBeGreaterThanOrEqual(1);
    } finally {
      await target.close();
    }
  }, 240_000);

  it('is a live countdown on a TTY, erased before the next output; short waits say nothing', () => {
    let now = 1_000_000;
    const raw: string[] = [];
    const lines: string[] = [];
    const progress = new WaitProgress({ write: (l) => lines.push(l), tty: true, writeRaw: (t) => raw.push(t), now: () => now });
    progress.onWait({ bucket: 'user_deletion@Bearer sk_secret_value', ms: 3000, why: 'short' });
    expect(raw).toEqual([]);
    progress.show(waitEventOf({ bucket: 'user_deletion', ms: 12_000, why: 'window spent' }, now));
    expect(raw).toEqual(['\r\u001b[2Kwaiting 12 s: §8 group user_deletion, window spent — 12 s left']);
    now += 5000;
    progress.clear();
    expect(raw.at(-1)).toBe('\r\u001b[2K');
    expect(lines).toEqual([]);
    const plain: string[] = [];
    new WaitProgress({ write: (l) => plain.push(l), tty: false }).onWait({ bucket: 'user_deletion@Bearer sk_secret_value', ms: 6000, why: 'window spent' });
    // A credential other than the run's key is never printed.
    expect(plain).toEqual(['    waiting 6 s: §8 group user_deletion (another credential), window spent']);
  });
});
