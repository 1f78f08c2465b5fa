// tests/generators/boundaries.test.ts: the generators reach the §8 boundaries within a few hundred samples (name 253, user_identifier 255, ttl 60/86400 and
// 59/86401, TXT 255/256, renew 1/10 and 0/11, limit 100/101).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  invalidListQuery,
  invalidRecordName,
  invalidRenewYears,
  invalidTtl,
  invalidTxt,
  invalidUserIdentifier,
  validListQuery,
  validRecordName,
  validRenewYears,
  validTtl,
  validTxt,
  validUserIdentifier,
} from '../../generators/index.js';
import { constants } from '../../contracts/spec-data.js';

const N = 300;
const PREFIX = 'pdc-k3x9a1b2';
const sample = <T>(arb: fc.Arbitrary<T>, seed: number) => fc.sample(arb, { seed, numRuns: N });

describe(`boundaries are generated within ${N} samples`, () => {
  it(`a ${constants.dnsNameMaxLength}-character record name, with and without a prefix`, () => {
    expect(sample(validRecordName(), 1).some((n) => n.length === constants.dnsNameMaxLength)).toBe(true);
    expect(sample(validRecordName({ prefix: PREFIX }), 2).some((n) => n.length === constants.dnsNameMaxLength)).toBe(true);
  });

  it('a one-character record name, and a 254-character one as invalid', () => {
    expect(sample(validRecordName(), 3).some((n) => n.length === 1)).toBe(true);
    expect(sample(invalidRecordName({ kinds: ['too-long'] }), 4).some((b) => b.value.length === constants.dnsNameMaxLength + 1)).toBe(true);
  });

  it(`a ${constants.userIdentifierMaxLength}-character user identifier (prefix included), and ${constants.userIdentifierMaxLength + 1} as invalid`, () => {
    expect(sample(validUserIdentifier({ prefix: PREFIX }), 5).some((id) => id.length === constants.userIdentifierMaxLength)).toBe(true);
    expect(sample(validUserIdentifier(), 6).some((id) => id.length === 1)).toBe(true);
    expect(sample(invalidUserIdentifier(), 7).some((b) => b.value.length === constants.userIdentifierMaxLength + 1)).toBe(true);
  });

  it('ttl 60 and 86400 as valid, 59 and 86401 as invalid', () => {
    const valid = sample(validTtl(), 8);
    expect(valid).toContain(constants.dnsTtlMin);
    expect(valid).toContain(constants.dnsTtlMax);
    const invalid = sample(invalidTtl(), 9).map((b) => b.value);
    expect(invalid).toContain(constants.dnsTtlMin - 1);
    expect(invalid).toContain(constants.dnsTtlMax + 1);
  });

  it('TXT of 255 characters as valid, 256 as invalid', () => {
    expect(sample(validTxt(), 10).some((t) => t.length === constants.txtStringMaxLength)).toBe(true);
    expect(sample(invalidTxt(), 11).some((b) => b.value.length === constants.txtStringMaxLength + 1)).toBe(true);
  });

  it('renew years 1 and 10 as valid, 0 and 11 as invalid', () => {
    const valid = sample(validRenewYears(), 12);
    expect(valid).toContain(constants.renewYearsMin);
    expect(valid).toContain(constants.renewYearsMax);
    const invalid = sample(invalidRenewYears(), 13).map((b) => b.value);
    expect(invalid).toContain(constants.renewYearsMin - 1);
    expect(invalid).toContain(constants.renewYearsMax + 1);
  });

  it('list limit 100 and offset 0 as valid, limit 101 as invalid', () => {
    const valid = sample(validListQuery(), 14);
    expect(valid.some((q) => q.limit === constants.listUsersLimitMax)).toBe(true);
    expect(valid.some((q) => q.offset === 0)).toBe(true);
    expect(sample(invalidListQuery(), 15).some((b) => b.value.limit === constants.listUsersLimitMax + 1)).toBe(true);
  });
});
