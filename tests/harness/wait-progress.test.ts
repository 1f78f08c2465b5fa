// Long pacer waits reach the run's output: the worker's marked console line is read back by the reporter's side
// (waitEventsIn), other console output is ignored, and a wait shorter than 5 s says nothing.
import { describe, expect, it, vi } from 'vitest';
import { announceWait, waitEventOf, waitEventsIn, waitLine } from '../../harness/wait-progress.js';

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
