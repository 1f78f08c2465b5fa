// tests/generators/oracle.test.ts: the independent oracle itself accepts known-good and rejects known-bad values (§2.1, §2.3 rules 1-5, §4.2, §4.3).
import { describe, expect, it } from 'vitest';
import { ruleViolations, type OracleKind } from '../../generators/oracle.js';
import { isRequirement } from '../../contracts/spec-data.js';

const good: Array<[OracleKind, unknown]> = [
  ['recordName', 'www'],
  ['recordName', '@'],
  ['recordName', 'a'],
  ['recordName', 'mail-1.eu'],
  ['recordName', `${'x'.repeat(63)}.${'y'.repeat(63)}.${'z'.repeat(63)}.${'w'.repeat(61)}`], // 253
  ['ttl', 60],
  ['ttl', 300],
  ['ttl', 86400],
  ['ipv4', '192.0.2.10'],
  ['ipv4', '1.0.0.0'],
  ['ipv4', '223.255.255.255'],
  ['ipv6', '2001:db8::1'],
  ['ipv6', '2001:db8::'],
  ['ipv6', '3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  ['ipv6', '2001:0DB8:0000:0000:0000:0000:0000:0001'],
  ['ipv6', '2001:db8::192.0.2.1'],
  ['ipv6', '64:ff9b::192.0.2.33'],
  ['domainName', 'example.com'],
  ['domainName', 'mail-1.example.co'],
  ['domainName', 'a.bc'],
  ['txt', 'v=spf1 -all'],
  ['txt', 't'.repeat(255)],
  ['srvContent', '10 5 5060 sip.example.com'],
  ['srvContent', '0 0 65535 a.bc'],
  ['extendedRecord', { type: 'A', name: 'www', content: '192.0.2.1' }],
  ['extendedRecord', { type: 'MX', name: '@', content: 'mail.example.com', priority: 10, ttl: 3600 }],
  ['extendedRecord', { type: 'NS', name: 'sub', content: 'ns1.example.com' }],
  ['extendedRecord', { type: 'SRV', name: 'sip', content: '10 5 5060 sip.example.com', priority: 10 }],
  ['coreRecord', { type: 'CNAME', name: 'www', value: 'example.com', ttl: 3600 }],
  ['userIdentifier', 'user_42-A'],
  ['userIdentifier', 'u'.repeat(255)],
  ['email', 'jane.doe+tag@mail.example.com'],
  ['email', 'a@b.co'],
  ['listQuery', {}],
  ['listQuery', { limit: 100, offset: 0, sort: 'domain_count', order: 'asc' }],
  ['listQuery', { limit: '1', offset: '20' }],
  ['renewYears', 1],
  ['renewYears', 10],
];

const bad: Array<[OracleKind, unknown, string]> = [
  ['recordName', '', 'DNS-NAME-RULE'],
  ['recordName', 'a'.repeat(254), 'DNS-NAME-RULE'],
  ['recordName', '-www', 'DNS-NAME-RULE'],
  ['recordName', 'www-', 'DNS-NAME-RULE'],
  ['recordName', '_sip._tcp', 'DNS-NAME-RULE'],
  ['recordName', 'w w', 'DNS-NAME-RULE'],
  ['recordName', '*.example', 'DNS-NAME-RULE'],
  ['recordName', 'café', 'DNS-NAME-RULE'],
  ['ttl', 59, 'DNS-TTL-RANGE'],
  ['ttl', 86401, 'DNS-TTL-RANGE'],
  ['ttl', 0, 'DNS-TTL-RANGE'],
  ['ttl', -60, 'DNS-TTL-RANGE'],
  ['ttl', 300.5, 'DNS-TTL-RANGE'],
  ['ipv4', '256.1.1.1', 'DNS-CONTENT-A'],
  ['ipv4', '1.2.3.4.5', 'DNS-CONTENT-A'],
  ['ipv4', '2001:db8::1', 'DNS-CONTENT-A'],
  ['ipv4', '', 'DNS-CONTENT-A'],
  ['ipv6', '1::2::3', 'DNS-CONTENT-AAAA'],
  ['ipv6', '1:2:3:4:5:6:7', 'DNS-CONTENT-AAAA'],
  ['ipv6', '12345::1', 'DNS-CONTENT-AAAA'],
  ['ipv6', '192.0.2.1', 'DNS-CONTENT-AAAA'],
  ['ipv6', '::ffff:256.0.2.1', 'DNS-CONTENT-AAAA'],
  ['domainName', '', 'DNS-CONTENT-CNAME'],
  ['domainName', 'a..example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', '.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', 'a!b.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', 'a b.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', 'http://example.com/', 'DNS-CONTENT-CNAME'],
  ['domainName', `${'a'.repeat(64)}.com`, 'DNS-CONTENT-CNAME'],
  ['domainName', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`, 'DNS-CONTENT-CNAME'], // 254
  ['txt', 't'.repeat(256), 'DNS-CONTENT-TXT'],
  ['srvContent', '10 5 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 5 80 sip.example.com x', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 x 80 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 5 5a sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10  80 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '', 'DNS-CONTENT-SRV'],
  ['extendedRecord', { type: 'CNAME', name: '@', content: 'example.com' }, 'DNS-CNAME-ROOT'],
  ['extendedRecord', { type: 'MX', name: 'www', content: 'mail.example.com' }, 'DNS-MX-PRIORITY'],
  ['extendedRecord', { type: 'A', name: 'www' }, 'DNS-REQUIRED-FIELDS'],
  ['extendedRecord', { type: 'PTR', name: 'www', content: 'example.com' }, 'DNS-TYPE-ENUM'],
  ['extendedRecord', { type: 'A', name: 'www', content: '192.0.2.1', ttl: 59 }, 'DNS-TTL-RANGE'],
  ['extendedRecord', { type: 'MX', name: 'www', content: 'bad..name', priority: 1 }, 'DNS-CONTENT-MX'],
  ['coreRecord', { type: 'SRV', name: 'www', value: '10 5 80 a.bc' }, 'CORE-DNS-TYPE-ENUM'],
  ['coreRecord', { type: 'A', value: '192.0.2.1' }, 'CORE-DNS-REQUIRED'],
  ['userIdentifier', 'u'.repeat(256), 'USER-ID-MAXLEN'],
  ['userIdentifier', 'user.name', 'USER-ID-CHARSET'],
  ['userIdentifier', 'usér', 'USER-ID-CHARSET'],
  ['email', 'no-at.example.com', 'USER-EMAIL-FORMAT'],
  ['email', 'a@b@example.com', 'USER-EMAIL-FORMAT'],
  ['email', 'user@', 'USER-EMAIL-FORMAT'],
  ['email', 'us er@example.com', 'USER-EMAIL-FORMAT'],
  ['listQuery', { limit: 101 }, 'USER-LIST-LIMIT-MAX'],
  ['listQuery', { limit: 0 }, 'USER-LIST-PARAMS-INVALID'],
  ['listQuery', { limit: '1.5' }, 'USER-LIST-PARAMS-INVALID'],
  ['listQuery', { offset: -1 }, 'USER-LIST-PARAMS-INVALID'],
  ['listQuery', { sort: 'name' }, 'USER-LIST-PARAMS-INVALID'],
  ['listQuery', { order: 'up' }, 'USER-LIST-PARAMS-INVALID'],
  ['renewYears', 0, 'DOMAIN-RENEW-YEARS'],
  ['renewYears', 11, 'DOMAIN-RENEW-YEARS'],
  ['renewYears', 1.5, 'DOMAIN-RENEW-YEARS'],
];

/**
 * Open values: the strict reading refuses them, the lenient one takes them (§2.3 does not settle them), so neither a valid
 * nor an invalid generator may yield them.
 */
const open: Array<[OracleKind, unknown, string]> = [
  ['ipv4', '0.0.0.0', 'DNS-CONTENT-A'],
  ['ipv4', '255.255.255.255', 'DNS-CONTENT-A'],
  ['ipv4', '127.0.0.1', 'DNS-CONTENT-A'],
  ['ipv4', '169.254.1.1', 'DNS-CONTENT-A'],
  ['ipv4', '224.0.0.1', 'DNS-CONTENT-A'],
  ['ipv4', '240.0.0.1', 'DNS-CONTENT-A'],
  ['ipv4', '1.2.3', 'DNS-CONTENT-A'],
  ['ipv4', '127.1', 'DNS-CONTENT-A'],
  ['ipv4', '010.1.1.1', 'DNS-CONTENT-A'],
  ['ipv4', '0x7f.0.0.1', 'DNS-CONTENT-A'],
  ['ipv4', '192.0.2.1.', 'DNS-CONTENT-A'],
  ['ipv4', '192.0.2.1/24', 'DNS-CONTENT-A'],
  ['ipv6', '::', 'DNS-CONTENT-AAAA'],
  ['ipv6', '::1', 'DNS-CONTENT-AAAA'],
  ['ipv6', 'fe80::1', 'DNS-CONTENT-AAAA'],
  ['ipv6', 'ff02::1', 'DNS-CONTENT-AAAA'],
  ['ipv6', '::ffff:192.0.2.1', 'DNS-CONTENT-AAAA'],
  ['ipv6', 'fe80::1%eth0', 'DNS-CONTENT-AAAA'],
  ['ipv6', '[2001:db8::1]', 'DNS-CONTENT-AAAA'],
  ['ipv6', '2001:db8::1/64', 'DNS-CONTENT-AAAA'],
  ['domainName', 'localhost', 'DNS-CONTENT-CNAME'],
  ['domainName', '-a.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', 'a-.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', '_dmarc.example.com', 'DNS-CONTENT-CNAME'],
  ['domainName', '1.0/25.2.0.192.in-addr.arpa', 'DNS-CONTENT-CNAME'],
  ['domainName', 'example.com.', 'DNS-CONTENT-CNAME'],
  ['domainName', 'example.123', 'DNS-CONTENT-CNAME'],
  ['domainName', 'café.example', 'DNS-CONTENT-CNAME'],
  ['srvContent', '10 5 65536 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '-1 5 80 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 1.5 80 sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 5 80 -sip.example.com', 'DNS-CONTENT-SRV'],
  ['srvContent', '10 5 80 .', 'DNS-CONTENT-SRV'],
  ['srvContent', '10  5 80 sip.example.com', 'DNS-CONTENT-SRV'],
  ['extendedRecord', { type: 'A', name: 'www', content: '127.0.0.1' }, 'DNS-CONTENT-A'],
];

describe('the generators’ oracle', () => {
  it.each(good)('accepts the known-good %s %j under both readings', (kind, value) => {
    expect(ruleViolations(kind, value)).toEqual([]);
    expect(ruleViolations(kind, value, { reading: 'lenient' })).toEqual([]);
  });

  it.each(bad)('rejects the known-bad %s %j as %s under both readings', (kind, value, id) => {
    expect(ruleViolations(kind, value)).toEqual([id]);
    expect(ruleViolations(kind, value, { reading: 'lenient' })).toEqual([id]);
  });

  it.each(open)('holds %s %j open: %s strictly, nothing leniently', (kind, value, id) => {
    expect(ruleViolations(kind, value)).toEqual([id]);
    expect(ruleViolations(kind, value, { reading: 'lenient' })).toEqual([]);
  });

  it('names only requirement IDs the catalogue holds', () => {
    for (const [, , id] of [...bad, ...open]) expect(isRequirement(id), id).toBe(true);
  });

  it('reports a domain name sent as MX content against DNS-CONTENT-MX', () => {
    expect(ruleViolations('domainName', 'bad..name', { recordType: 'MX' })).toEqual(['DNS-CONTENT-MX']);
  });

  it('reports every rule a value breaks, not only the first', () => {
    expect(ruleViolations('extendedRecord', { type: 'CNAME', name: '@', content: '', ttl: 1 })).toEqual([
      'DNS-CNAME-ROOT',
      'DNS-CONTENT-CNAME',
      'DNS-TTL-RANGE',
    ]);
    expect(ruleViolations('userIdentifier', `${'u'.repeat(256)}!`)).toEqual(['USER-ID-CHARSET', 'USER-ID-MAXLEN']);
  });
});
