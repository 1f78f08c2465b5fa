// tests/generators/edges.test.ts: every edge a valid generator exists to reach is listed and valid strictly (§2.1, §2.3, §8; issue 27 delivery 2).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { constants, limits } from '../../contracts/spec-data.js';
import { EMAIL_EDGES, IPV6_EDGES, TTL_EDGES, extendedRecordEdges, nameOfExactLength, recordNameEdges, userIdentifierEdges } from '../../generators/edges.js';
import { ruleViolations } from '../../generators/oracle.js';
import { validEmail, validIpv6, validRecordName, validUserIdentifier } from '../../generators/index.js';
import { labelPolicyProblems } from './policy.js';

const PREFIX = 'pdc-k3x9a1b2-7q';

describe('the edges every run sends', () => {
  it('record names: one character (a letter and a digit) and exactly 253, and with a prefix the shortest and the longest', () => {
    const bare = recordNameEdges();
    expect(bare).toEqual(expect.arrayContaining(['a', '7']));
    expect(bare.map((n) => n.length)).toContain(constants.dnsNameMaxLength);
    const prefixed = recordNameEdges({ prefix: PREFIX, maxLength: 200 });
    expect(prefixed.map((n) => n.length)).toEqual([PREFIX.length + 2, 200]);
    for (const name of [...bare, ...prefixed]) {
      expect(ruleViolations('recordName', name), name).toEqual([]);
      expect(labelPolicyProblems(name), name).toEqual([]);
    }
  });

  it('nameOfExactLength gives every length from 1 to 253 with labels of at most 63', () => {
    for (let n = 1; n <= constants.dnsNameMaxLength; n += 1) {
      const name = nameOfExactLength(n);
      expect(name.length).toBe(n);
      expect(labelPolicyProblems(name), name).toEqual([]);
    }
  });

  it('IPv6: the mixed notation 64:ff9b::192.0.2.33 and a compressed and an upper-case address, all valid strictly', () => {
    expect(IPV6_EDGES).toContain('64:ff9b::192.0.2.33');
    expect(IPV6_EDGES.some((a) => a.startsWith('2001:db8:') && a.includes('.'))).toBe(true);
    for (const a of IPV6_EDGES) expect(ruleViolations('ipv6', a), a).toEqual([]);
  });

  it('e-mail: an address with a + tag and the shortest one, valid strictly', () => {
    expect(EMAIL_EDGES.some((e) => /^[^@]+\+[^@]+@/.test(e))).toBe(true);
    for (const e of EMAIL_EDGES) expect(ruleViolations('email', e), e).toEqual([]);
  });

  it('user identifiers: one character, 255 characters, underscore and hyphen; prefixed ones keep the prefix', () => {
    const bare = userIdentifierEdges();
    expect(bare.map((i) => i.length)).toEqual(expect.arrayContaining([1, constants.userIdentifierMaxLength]));
    expect(bare.some((i) => i.includes('_') && i.includes('-'))).toBe(true);
    const prefixed = userIdentifierEdges(PREFIX);
    expect(prefixed.map((i) => i.length)).toContain(constants.userIdentifierMaxLength);
    for (const id of [...bare, ...prefixed]) expect(ruleViolations('userIdentifier', id), id).toEqual([]);
    for (const id of prefixed) expect(id.startsWith(PREFIX)).toBe(true);
  });

  it('records: every type, both ttl bounds and no ttl, the shortest and the longest name, each edge content, MX priority 0 and 65535', () => {
    const records = extendedRecordEdges({ prefix: PREFIX, maxLength: 200 });
    const types = limits.enums.extendedDnsTypes as string[];
    expect([...new Set(records.map((r) => r.type))].sort()).toEqual([...types].sort());
    for (const type of types) {
      const ofType = records.filter((r) => r.type === type);
      for (const ttl of TTL_EDGES)
        expect(
          ofType.some((r) => r.ttl === ttl),
          `${type} ttl ${ttl}`,
        ).toBe(true);
      expect(
        ofType.some((r) => r.ttl === undefined),
        `${type} without ttl`,
      ).toBe(true);
      expect(new Set(ofType.map((r) => r.name.length)), type).toEqual(new Set([PREFIX.length + 2, 200]));
    }
    expect(records.filter((r) => r.type === 'AAAA').map((r) => r.content)).toEqual(expect.arrayContaining([...IPV6_EDGES]));
    expect(records.filter((r) => r.type === 'TXT').map((r) => r.content.length)).toEqual(expect.arrayContaining([1, constants.txtStringMaxLength]));
    expect(new Set(records.filter((r) => r.type === 'MX').map((r) => r.priority))).toEqual(new Set([0, 65535]));
    for (const r of records) expect(ruleViolations('extendedRecord', r), JSON.stringify(r)).toEqual([]);
  });

  it('the generators themselves reach their edges within a few dozen values at any seed', () => {
    for (const seed of [1, 2, 3, 42, 20240601]) {
      const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed, numRuns: 60 });
      expect(
        sample(validIpv6()).some((a) => a.includes('.')),
        `seed ${seed}`,
      ).toBe(true);
      expect(
        sample(validEmail()).some((e) => e.includes('+')),
        `seed ${seed}`,
      ).toBe(true);
      expect(
        sample(validRecordName({ prefix: PREFIX, maxLength: 200 })).some((n) => n.length === 200),
        `seed ${seed}`,
      ).toBe(true);
      expect(
        sample(validUserIdentifier()).some((i) => i.length === 1),
        `seed ${seed}`,
      ).toBe(true);
    }
  });
});
