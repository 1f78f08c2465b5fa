// Long pacer waits reach the run's output: the worker's marked console line is read back by the reporter's side
// (waitEventsIn), other console output is ignored, and a wait shorter than 5 s says nothing.
import { describe, expect, it, vi } from 'vitest';
import { announceWait, WaitProgress, waitEventOf, waitEventsIn, waitLine } from '../../harness/wait-progress.js';

describe('wait events between the check worker and the reporter', () => {
  it('round-trips through a console line, and other lines are not events', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      announceWait({ bucket: 'domain_transfers', ms: 52_000, why: 'window spent (X-RateLimit-Remaining 0 of 10), waiting for its reset' });
      announceWait({ bucket: 'domain_transfers', ms: 4_999, why: 'short' });
      expect(log).toHaveBeenCalledTimes(1);
      const [line] = log.mock.calls[0] as [string];
      const events = waitEventsIn(`unrelated output\n${line}\nmore`);
      expect(events).toHaveLength(1);
      expect(waitLine(events[0]!)).toBe('    waiting 52 s: §8 group domain_transfers, window spent (X-RateLimit-Remaining 0 of 10), waiting for its reset');
      expect(waitEventsIn('[partner-dns-conformance:wait] {not json')).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });

  it('never carries a credential other than the run key', () => {
    const e = waitEventOf({ bucket: 'core@Bearer sk_other_123456', ms: 6000, why: 'x' }, 0);
    expect(e).toEqual({ group: 'core (another credential)', ms: 6000, why: 'x', until: 6000 });
  });
});

describe('WaitProgress with checks in flight at once', () => {
  it('shows checks held for the same reset of a group as one wait, and a later wait of the group again', () => {
    const lines: string[] = [];
    const progress = new WaitProgress({ write: (l) => lines.push(l), tty: false });
    const at = (ms: number, until: number) => ({ group: 'domain_transfers', ms, why: 'window spent', until });
    progress.show(at(21_000, 100_000));
    progress.show(at(20_600, 100_400)); // another check, same reset
    progress.show({ ...at(21_000, 100_000), group: 'dns_bulk_operations' }); // another group
    progress.show(at(58_000, 160_000)); // the next window
    expect(lines).toHaveLength(3);
    expect(progress.shown).toBe(3);
  });
});
