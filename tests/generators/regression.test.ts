// tests/generators/regression.test.ts: a pinned seed yields the same values, so a change to a generator (or to fast-check) that moves them is seen, not silent.
// If a deliberate change moves them, regenerate the expected values and say why in the commit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invalidExtendedRecord, invalidTtl, validExtendedRecord, validRecordName, validTtl } from '../../generators/index.js';

const seed = 20240601;
const first4 = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed, numRuns: 4 });
const PREFIX = 'pdc-k3x9a1b2';

describe(`seed ${seed} pins the first generated values`, () => {
  it('validRecordName({ prefix, maxLength: 40 })', () => {
    expect(first4(validRecordName({ prefix: PREFIX, maxLength: 40 }))).toEqual([
      'pdc-k3x9a1b2-59ld',
      'pdc-k3x9a1b2-a',
      'pdc-k3x9a1b2.zloq-A2gZuhZaNirgu.yk',
      'pdc-k3x9a1b2.gNdvuEq-O1-kjm',
    ]);
  });

  it('validTtl()', () => {
    expect(first4(validTtl())).toEqual([82971, 37567, 11356, 19602]);
  });

  it("validExtendedRecord({ prefix, types: ['A', 'MX', 'TXT'] })", () => {
    const records = first4(validExtendedRecord({ prefix: PREFIX, types: ['A', 'MX', 'TXT'] }));
    expect(records[0]).toEqual({ type: 'MX', name: 'pdc-k3x9a1b2-adrpn', content: 'n.p.Blf', ttl: 60, priority: 3 });
    expect(records[2]).toEqual({ type: 'TXT', name: 'pdc-k3x9a1b2.vX-B4r-uhZaNirguykr0r', content: '`NL>', ttl: 86400 });
    expect(records[3]).toEqual({ type: 'MX', name: 'pdc-k3x9a1b2.g', content: 'z.uF', priority: 98 });
    expect(records.map((r) => r.type)).toEqual(['MX', 'MX', 'TXT', 'MX']);
  });

  it('invalidTtl()', () => {
    expect(first4(invalidTtl()).map((b) => b.value)).toEqual([538063506, 1425603582, 36, 86401]);
  });

  it("invalidExtendedRecord({ prefix, types: ['A', 'MX'] })", () => {
    const bad = first4(invalidExtendedRecord({ prefix: PREFIX, types: ['A', 'MX'] }));
    expect(bad.map((b) => b.breaks)).toEqual(['DNS-CONTENT-A', 'DNS-MX-PRIORITY', 'DNS-NAME-RULE', 'DNS-CONTENT-MX']);
    expect(bad[0].value.content).toBe('198.51.100.255.2'); // was '198.51.100.255.' (trailing dot), no longer generated as invalid
    expect(bad[1].value).toEqual({ type: 'MX', name: 'pdc-k3x9a1b2.a', content: 'k.tV' });
    expect(bad[2].value).toEqual({ type: 'MX', name: 'pdc-k3x9a1b2.9m-5.3-', content: 'S8u4gK5.giaeu', priority: 59 });
  });
});
