// tests/harness/remaining-drop.test.ts: when two readings of a window cannot show what was counted between them.
import { describe, expect, it } from 'vitest';
import { assessReadings, turned } from '../../harness/remaining-drop.js';

describe('turned', () => {
  it('a window turned when Remaining rose with another Reset', () => {
    expect(turned({ remaining: 10, reset: 100 }, { remaining: 99, reset: 101 })).toBe(true);
  });

  it('a Reset that moves while Remaining falls is a bucket or a sliding window: what was counted shows', () => {
    expect(turned({ remaining: 10, reset: 100 }, { remaining: 9, reset: 101 })).toBe(false);
  });

  it('the same Reset never turned, whatever Remaining did', () => {
    expect(turned({ remaining: 10, reset: 100 }, { remaining: 12, reset: 100 })).toBe(false);
    expect(turned({ remaining: 10, reset: 100 }, { remaining: 4, reset: 100 })).toBe(false);
  });
});

describe('assessReadings', () => {
  const at = (...remaining: number[]) => remaining.map((r) => ({ remaining: r, reset: 100 }));

  it('a drop of one over the test counted nothing', () => {
    expect(assessReadings(at(10, 9, 8, 7, 6))).toBe('counted-nothing');
  });

  it('a drop over the test that no control shows is a miscount', () => {
    expect(assessReadings(at(10, 9, 5, 4, 3))).toBe('miscount');
  });

  it("another run's requests seen only in the control as long as the test make the measurement busy, not a miscount", () => {
    expect(assessReadings(at(472, 471, 468, 467, 464))).toEqual({ busy: expect.stringContaining('another') });
  });
});
