// tests/generators/bulk-batch.test.ts: bulk batches mix valid and invalid records, at most 5, names unique (§4.4 bulk rules, AMB-BULK-MAX).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bulkBatch } from '../../generators/index.js';
import { ruleViolations } from '../../generators/oracle.js';

const PREFIX = 'pdc-k3x9a1b2';

describe('bulkBatch', () => {
  it('yields 1-5 records whose valid/breaks flags agree with the oracle, names unique and prefixed', () => {
    fc.assert(
      fc.property(bulkBatch({ prefix: PREFIX }), ({ records, valid, breaks }) => {
        expect(records.length).toBeGreaterThanOrEqual(1);
        expect(records.length).toBeLessThanOrEqual(5);
        expect(valid).toHaveLength(records.length);
        expect(breaks).toHaveLength(records.length);
        records.forEach((record, i) => {
          expect(ruleViolations('extendedRecord', record)).toEqual(valid[i] ? [] : [breaks[i]]);
          if (!valid[i]) expect(ruleViolations('extendedRecord', record, { reading: 'lenient' })).toEqual([breaks[i]]);
          expect(valid[i]).toBe(breaks[i] === null);
        });
        const names = records
          .map((r) => r.name)
          .filter((n): n is string => typeof n === 'string')
          .map((n) => n.toLowerCase());
        expect(new Set(names).size).toBe(names.length);
        for (const [i, r] of records.entries()) if (valid[i]) expect(r.name!.startsWith(PREFIX)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('with requireBoth, every batch holds a valid and an invalid record', () => {
    fc.assert(
      fc.property(bulkBatch({ requireBoth: true }), ({ valid }) => {
        expect(valid).toContain(true);
        expect(valid).toContain(false);
      }),
      { numRuns: 200 },
    );
  });

  it('reaches the AMB-BULK-MAX size of 5 and refuses a larger maxSize', () => {
    expect(fc.sample(bulkBatch(), { seed: 17, numRuns: 300 }).some((b) => b.records.length === 5)).toBe(true);
    expect(() => bulkBatch({ maxSize: 6 })).toThrow(RangeError);
  });
});
