// The fixture comparison at the end of a run on a key another run shares (issue 12 Deliver 5): records carrying
// another run's prefix, in name or content, come and go with that run and are not this run's residue; this run's own
// leftovers, and records without any prefix, are still reported.
import { describe, expect, it } from 'vitest';
import { compareSnapshots, type RecordSnapshot } from '../../harness/cleanup.js';

const rec = (id: string, name: string, content = '192.0.2.1') => ({ id, type: 'A', name, content, ttl: 300, priority: null });
const snap = (...records: ReturnType<typeof rec>[]): RecordSnapshot => ({ available: true, records });

describe('compareSnapshots with the run prefix', () => {
  const fixture = rec('r1', 'www');
  it("leaves out another run's records, by name or by content, that appeared or went meanwhile", () => {
    const before = snap(fixture, rec('r2', 'pdc-tozother1-a-1'));
    const after = snap(fixture, rec('r3', 'pdc-tozother1-b-2'), { ...rec('r4', '@'), type: 'TXT', content: 'pdc-tozother1-root' });
    expect(compareSnapshots(before, after, 'pdc-tozmine01')).toEqual({ intact: true, differences: [] });
  });

  it("still reports this run's leftovers and records without a prefix", () => {
    const after = snap(fixture, rec('r5', 'pdc-tozmine01-ttl-3'), rec('r6', 'stray'));
    const { intact, differences } = compareSnapshots(snap(fixture), after, 'pdc-tozmine01');
    expect(intact).toBe(false);
    expect(differences).toHaveLength(2);
  });

  it('without the prefix, compares every record as before', () => {
    expect(compareSnapshots(snap(fixture), snap(fixture, rec('r2', 'pdc-tozother1-a-1'))).intact).toBe(false);
  });
});
