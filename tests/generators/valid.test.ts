// tests/generators/valid.test.ts: every value of every valid generator passes the independent oracle and the suite's policies (§2.1, §2.3, §4.2, §4.3;
// AMB-LABEL-LENGTH, AMB-TXT-MULTI-STRING, AMB-PRIORITY-NOT-APPLICABLE).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bulkBatch,
  validCoreRecord,
  validDomainName,
  validEmail,
  validExtendedRecord,
  validIpv4,
  validIpv6,
  validListQuery,
  validRecordName,
  validRenewYears,
  validSrvContent,
  validTtl,
  validTxt,
  validUserIdentifier,
} from '../../generators/index.js';
import { isHostName, ruleViolations, type OracleKind } from '../../generators/oracle.js';
import { labelPolicyProblems } from './policy.js';

const numRuns = 200;
const PREFIX = 'pdc-k3x9a1b2';

function passesOracle<T>(kind: OracleKind, arb: fc.Arbitrary<T>) {
  fc.assert(
    fc.property(arb, (value) => {
      expect(ruleViolations(kind, value), JSON.stringify(value)).toEqual([]);
    }),
    { numRuns },
  );
}

describe('valid generators pass the oracle', () => {
  it('validRecordName: every name obeys rule 1 and keeps labels 1-63, none empty', () => {
    fc.assert(
      fc.property(validRecordName({ includeRoot: true }), (name) => {
        expect(ruleViolations('recordName', name)).toEqual([]);
        expect(labelPolicyProblems(name), name).toEqual([]);
      }),
      { numRuns },
    );
  });

  it('validRecordName with a prefix: every name but @ starts with prefix- or prefix. and obeys rule 1', () => {
    fc.assert(
      fc.property(validRecordName({ prefix: PREFIX, includeRoot: true }), (name) => {
        expect(ruleViolations('recordName', name)).toEqual([]);
        expect(labelPolicyProblems(name), name).toEqual([]);
        if (name !== '@') expect(name.startsWith(`${PREFIX}-`) || name.startsWith(`${PREFIX}.`), name).toBe(true);
      }),
      { numRuns },
    );
  });

  it('validRecordName honours maxLength and an exact length', () => {
    fc.assert(
      fc.property(validRecordName({ maxLength: 20 }), (name) => {
        expect(name.length).toBeLessThanOrEqual(20);
      }),
      { numRuns },
    );
    fc.assert(
      fc.property(validRecordName({ prefix: PREFIX, length: 100 }), (name) => {
        expect(name.length).toBe(100);
      }),
      { numRuns },
    );
  });

  it('validRecordName refuses a prefix rule 1 would not allow and a maxLength over 253', () => {
    expect(() => validRecordName({ prefix: 'bad_prefix' })).toThrow(RangeError);
    expect(() => validRecordName({ prefix: 'ends-' })).toThrow(RangeError);
    expect(() => validRecordName({ maxLength: 254 })).toThrow(RangeError);
  });

  it('validTtl: 60..86400', () => passesOracle('ttl', validTtl()));
  it('validIpv4: dotted quads of ordinary unicast space', () => passesOracle('ipv4', validIpv4()));
  it('validIpv6: every textual form, global unicast', () => passesOracle('ipv6', validIpv6()));

  it('validIpv4 reaches across unicast space, not only the documentation ranges', () => {
    const firsts = new Set(fc.sample(validIpv4(), { seed: 7, numRuns: 500 }).map((v) => Number(v.split('.')[0])));
    expect(firsts.has(1) && firsts.has(223)).toBe(true);
    expect(firsts.size).toBeGreaterThan(50);
  });

  it('validIpv6 uses the compressed "::" form (at either end of the tail), upper case and padded groups, and the mixed notation', () => {
    const values = fc.sample(validIpv6(), { seed: 7, numRuns: 500 });
    expect(values.some((v) => v.includes('::'))).toBe(true);
    expect(values.some((v) => v.endsWith('::'))).toBe(true);
    expect(values.some((v) => /[A-F]/.test(v))).toBe(true);
    expect(values.some((v) => /^[0-9a-f]{4}(:[0-9a-f]{4}){7}$/i.test(v))).toBe(true);
    expect(values.some((v) => !v.includes('::') && v.split(':').length === 8)).toBe(true);
    // RFC 4291 §2.2 form 3, never IPv4-mapped (an address outside 2000::/3 a server may refuse as content).
    expect(values.some((v) => v.includes('.'))).toBe(true);
    expect(values.some((v) => /^64:ff9b::/i.test(v))).toBe(true);
    expect(values.some((v) => /^::ffff:/i.test(v))).toBe(false);
  });

  it('validDomainName: host names, never a trailing dot', () => {
    fc.assert(
      fc.property(validDomainName(), (name) => {
        expect(ruleViolations('domainName', name)).toEqual([]);
        expect(ruleViolations('domainName', name, { recordType: 'MX' })).toEqual([]);
        expect(name.endsWith('.')).toBe(false);
        expect(labelPolicyProblems(name), name).toEqual([]);
      }),
      { numRuns },
    );
  });

  it('validTxt: 1..255 characters, one unquoted string without backslash or edge spaces', () => {
    fc.assert(
      fc.property(validTxt(), (text) => {
        expect(ruleViolations('txt', text)).toEqual([]);
        expect(text.length).toBeGreaterThanOrEqual(1);
        expect(text).not.toMatch(/["\\]/);
        expect(text).toBe(text.trim());
      }),
      { numRuns },
    );
  });

  it('validSrvContent: "priority weight port target"', () => passesOracle('srvContent', validSrvContent()));

  it('validExtendedRecord: every type, valid under rules 1-5; priority only on MX (always) and SRV; CNAME never at @', () => {
    fc.assert(
      fc.property(validExtendedRecord({ prefix: PREFIX, includeRoot: true }), (record) => {
        expect(ruleViolations('extendedRecord', record), JSON.stringify(record)).toEqual([]);
        expect(labelPolicyProblems(record.name)).toEqual([]);
        if (record.name !== '@') expect(record.name.startsWith(PREFIX)).toBe(true);
        if (record.type === 'MX') expect(Number.isInteger(record.priority)).toBe(true);
        if (record.type !== 'MX' && record.type !== 'SRV') expect('priority' in record).toBe(false);
        if (record.type === 'CNAME') expect(record.name).not.toBe('@');
        if (record.type === 'NS') expect(isHostName(record.content)).toBe(true); // NS has no stated rule: a host name all the same
        // AMB-SRV-PRIORITY: an SRV priority sent is the first part of the content, never a second value that could disagree.
        if (record.type === 'SRV' && record.priority !== undefined) expect(record.priority).toBe(Number(record.content.split(' ')[0]));
      }),
      { numRuns },
    );
  });

  it('validExtendedRecord covers every extended type, with and without ttl', () => {
    const values = fc.sample(validExtendedRecord(), { seed: 3, numRuns: 500 });
    expect(new Set(values.map((r) => r.type))).toEqual(new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'NS']));
    expect(values.some((r) => r.ttl === undefined && !('ttl' in r))).toBe(true);
    expect(values.some((r) => r.ttl !== undefined)).toBe(true);
  });

  it('validExtendedRecord honours `types`', () => {
    fc.assert(
      fc.property(validExtendedRecord({ types: ['TXT', 'NS'] }), (r) => {
        expect(['TXT', 'NS']).toContain(r.type);
      }),
      { numRuns },
    );
  });

  // A check on a domain passes 253 - zone.length - 1, so the fully-qualified name stays within 253 (recordNameRoom).
  it('validExtendedRecord, validCoreRecord and bulkBatch honour maxNameLength', () => {
    const room = 253 - 'a-rather-long-fixture-domain-name.example'.length - 1;
    const names = [
      ...fc.sample(validExtendedRecord({ prefix: PREFIX, maxNameLength: room }), { seed: 9, numRuns: 300 }).map((r) => r.name),
      ...fc.sample(validCoreRecord({ prefix: PREFIX, maxNameLength: room }), { seed: 9, numRuns: 300 }).map((r) => r.name),
      ...fc
        .sample(bulkBatch({ prefix: PREFIX, maxNameLength: room }), { seed: 9, numRuns: 300 })
        .flatMap((b) => b.records.filter((_r, i) => b.valid[i] || b.breaks[i] !== 'DNS-NAME-RULE').map((r) => r.name))
        .filter((n): n is string => typeof n === 'string'),
    ];
    expect(Math.max(...names.map((n) => n.length))).toBe(room);
  });

  it('validCoreRecord: core types only, valid under the core and the extended rules', () => {
    fc.assert(
      fc.property(validCoreRecord({ prefix: PREFIX }), (record) => {
        expect(ruleViolations('coreRecord', record), JSON.stringify(record)).toEqual([]);
        expect(['A', 'AAAA', 'CNAME', 'MX', 'TXT']).toContain(record.type);
        expect(record.name.startsWith(PREFIX)).toBe(true);
        expect('content' in record).toBe(false);
      }),
      { numRuns },
    );
  });

  it('validUserIdentifier: 1-255 of [A-Za-z0-9_-], prefix first', () => {
    passesOracle('userIdentifier', validUserIdentifier());
    fc.assert(
      fc.property(validUserIdentifier({ prefix: PREFIX }), (id) => {
        expect(ruleViolations('userIdentifier', id)).toEqual([]);
        expect(id.startsWith(`${PREFIX}-`) || id.startsWith(`${PREFIX}_`), id).toBe(true);
      }),
      { numRuns },
    );
  });

  it('validEmail: plain local@domain.tld addresses', () => passesOracle('email', validEmail()));
  it('validListQuery: limit 1..100, offset >= 0, known sort and order, keys optional', () => passesOracle('listQuery', validListQuery()));

  it('validListQuery leaves each key out now and then', () => {
    const values = fc.sample(validListQuery(), { seed: 5, numRuns: 300 });
    for (const key of ['limit', 'offset', 'sort', 'order']) {
      expect(values.some((q) => key in q)).toBe(true);
      expect(values.some((q) => !(key in q))).toBe(true);
    }
  });

  it('validRenewYears: 1..10', () => passesOracle('renewYears', validRenewYears()));
});
