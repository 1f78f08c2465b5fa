// tests/generators/invalid.test.ts: every value of every invalid generator breaks exactly the requirement it names and no other, under the strict and the
// lenient reading alike (§2.1, §2.3 rules 1-5, §4.2, §4.3).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  invalidDomainName,
  invalidEmail,
  invalidExtendedRecord,
  invalidIpv4,
  invalidIpv6,
  invalidListQuery,
  invalidRecordName,
  invalidRenewYears,
  invalidSrvContent,
  invalidTtl,
  invalidTxt,
  invalidUserIdentifier,
  type InvalidValue,
} from '../../generators/index.js';
import { ruleViolations, type OracleContext, type OracleKind } from '../../generators/oracle.js';
import { isRequirement } from '../../contracts/spec-data.js';
import { longestLabel } from './policy.js';

const numRuns = 200;
const PREFIX = 'pdc-k3x9a1b2';

function breaksExactlyWhatItNames<T>(kind: OracleKind, arb: fc.Arbitrary<InvalidValue<T>>, context?: OracleContext) {
  fc.assert(
    fc.property(arb, (bad) => {
      expect(isRequirement(bad.breaks), bad.breaks).toBe(true);
      expect(bad.field.length).toBeGreaterThan(0);
      expect(bad.why.length).toBeGreaterThan(0);
      expect(ruleViolations(kind, bad.value, context), `${JSON.stringify(bad.value)} (${bad.why})`).toEqual([bad.breaks]);
      // Under the most lenient careful reading too: a value some careful implementer would accept is open, not invalid.
      expect(ruleViolations(kind, bad.value, { ...context, reading: 'lenient' }), `${JSON.stringify(bad.value)} (${bad.why}), read leniently`).toEqual([
        bad.breaks,
      ]);
    }),
    { numRuns },
  );
}

describe('invalid generators break exactly the rule they name', () => {
  it('invalidRecordName breaks DNS-NAME-RULE only, labels never over 63', () => {
    breaksExactlyWhatItNames('recordName', invalidRecordName());
    fc.assert(
      fc.property(invalidRecordName({ prefix: PREFIX }), (bad) => {
        expect(ruleViolations('recordName', bad.value)).toEqual(['DNS-NAME-RULE']);
        if (bad.value !== '') {
          expect(longestLabel(bad.value)).toBeLessThanOrEqual(63);
          expect(
            bad.value.split('.').every((l) => l.length > 0),
            bad.value,
          ).toBe(true);
          expect(bad.value).toContain(PREFIX); // the run prefix, so cleanup finds a wrongly accepted name
        }
      }),
      { numRuns },
    );
  });

  // AMB-LETTERS: "letters" is not defined, so no invalid name or identifier owes its fault to a letter outside ASCII (ñ may be accepted).
  it('invalidRecordName and invalidUserIdentifier never rest on a non-ASCII letter', () => {
    const nonAsciiLetter = /[^ -~]/u; // anything outside printable ASCII
    for (const bad of fc.sample(invalidRecordName({ prefix: PREFIX }), { seed: 5, numRuns: 1000 })) expect(bad.value).not.toMatch(nonAsciiLetter);
    for (const bad of fc.sample(invalidUserIdentifier({ prefix: PREFIX }), { seed: 5, numRuns: 1000 })) expect(bad.value).not.toMatch(nonAsciiLetter);
  });

  it('invalidRecordName plants every kind of fault', () => {
    const whys = fc.sample(invalidRecordName(), { seed: 11, numRuns: 400 }).map((b) => b.why);
    for (const fragment of ['empty', 'characters (rule 1: at most', 'starts with a hyphen', 'ends with a hyphen', 'contains']) {
      expect(
        whys.some((w) => w.includes(fragment)),
        fragment,
      ).toBe(true);
    }
  });

  it('invalidTtl breaks DNS-TTL-RANGE only, integers only', () => {
    breaksExactlyWhatItNames('ttl', invalidTtl());
    fc.assert(
      fc.property(invalidTtl(), (bad) => {
        expect(Number.isInteger(bad.value)).toBe(true);
      }),
      { numRuns },
    );
  });

  it('invalidIpv4 breaks DNS-CONTENT-A only', () => breaksExactlyWhatItNames('ipv4', invalidIpv4()));
  it('invalidIpv6 breaks DNS-CONTENT-AAAA only', () => breaksExactlyWhatItNames('ipv6', invalidIpv6()));

  it('invalidDomainName breaks DNS-CONTENT-CNAME, or DNS-CONTENT-MX when asked', () => {
    breaksExactlyWhatItNames('domainName', invalidDomainName());
    breaksExactlyWhatItNames('domainName', invalidDomainName({ breaks: 'DNS-CONTENT-MX' }), { recordType: 'MX' });
  });

  it('invalidTxt breaks DNS-CONTENT-TXT only: one unquoted string of 256+', () => {
    breaksExactlyWhatItNames('txt', invalidTxt());
    fc.assert(
      fc.property(invalidTxt(), (bad) => {
        expect(bad.value).not.toMatch(/"/);
      }),
      { numRuns },
    );
  });

  it('invalidSrvContent breaks DNS-CONTENT-SRV only', () => breaksExactlyWhatItNames('srvContent', invalidSrvContent()));

  it('invalidExtendedRecord breaks exactly one rule, names keep the prefix', () => {
    breaksExactlyWhatItNames('extendedRecord', invalidExtendedRecord({ prefix: PREFIX }));
    fc.assert(
      fc.property(invalidExtendedRecord({ prefix: PREFIX }), (bad) => {
        const { name } = bad.value;
        if (typeof name === 'string' && name !== '' && name !== '@') expect(name).toContain(PREFIX);
        if (bad.value.type !== 'MX' && bad.value.type !== 'SRV') expect('priority' in bad.value).toBe(false);
      }),
      { numRuns },
    );
  });

  it('invalidExtendedRecord reaches every rule', () => {
    const rules = new Set(fc.sample(invalidExtendedRecord(), { seed: 13, numRuns: 1000 }).map((b) => b.breaks));
    expect([...rules].sort()).toEqual(
      [
        'DNS-NAME-RULE',
        'DNS-TTL-RANGE',
        'DNS-CONTENT-A',
        'DNS-CONTENT-AAAA',
        'DNS-CONTENT-CNAME',
        'DNS-CONTENT-MX',
        'DNS-CONTENT-TXT',
        'DNS-CONTENT-SRV',
        'DNS-CNAME-ROOT',
        'DNS-MX-PRIORITY',
        'DNS-REQUIRED-FIELDS',
        'DNS-TYPE-ENUM',
      ].sort(),
    );
  });

  it('invalidExtendedRecord honours `types` and `breaks`', () => {
    fc.assert(
      fc.property(invalidExtendedRecord({ types: ['A'], breaks: ['DNS-CONTENT-A', 'DNS-TTL-RANGE'] }), (bad) => {
        expect(bad.value.type).toBe('A');
        expect(['DNS-CONTENT-A', 'DNS-TTL-RANGE']).toContain(bad.breaks);
      }),
      { numRuns },
    );
    expect(() => invalidExtendedRecord({ types: ['A'], breaks: ['DNS-CNAME-ROOT'] })).toThrow(RangeError);
  });

  it('invalidUserIdentifier breaks USER-ID-MAXLEN or USER-ID-CHARSET only, prefix first', () => {
    breaksExactlyWhatItNames('userIdentifier', invalidUserIdentifier());
    fc.assert(
      fc.property(invalidUserIdentifier({ prefix: PREFIX }), (bad) => {
        expect(ruleViolations('userIdentifier', bad.value)).toEqual([bad.breaks]);
        expect(bad.value.startsWith(PREFIX)).toBe(true);
      }),
      { numRuns },
    );
  });

  it('invalidEmail breaks USER-EMAIL-FORMAT only', () => breaksExactlyWhatItNames('email', invalidEmail()));
  it('invalidListQuery breaks USER-LIST-LIMIT-MAX or USER-LIST-PARAMS-INVALID only', () => breaksExactlyWhatItNames('listQuery', invalidListQuery()));

  it('invalidListQuery marks limit 101+ as USER-LIST-LIMIT-MAX and limit 0 or below as USER-LIST-PARAMS-INVALID', () => {
    fc.assert(
      fc.property(invalidListQuery(), (bad) => {
        const limit = bad.value.limit;
        if (bad.field === 'limit' && typeof limit === 'number' && Number.isInteger(limit)) {
          expect(bad.breaks).toBe(limit > 100 ? 'USER-LIST-LIMIT-MAX' : 'USER-LIST-PARAMS-INVALID');
        }
      }),
      { numRuns },
    );
  });

  it('invalidRenewYears breaks DOMAIN-RENEW-YEARS only', () => breaksExactlyWhatItNames('renewYears', invalidRenewYears()));
});
