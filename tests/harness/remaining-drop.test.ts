// tests/harness/remaining-drop.test.ts: when two readings of a window cannot show what was counted between them.
import { describe, expect, it } from 'vitest';
import { turned } from '../../harness/remaining-drop.js';

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
