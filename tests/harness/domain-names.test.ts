// tests/harness/domain-names.test.ts: names compared as domains whatever their written form, and the TLD fresh names go under.
import { describe, expect, it } from 'vitest';
import { chooseTld, domainNameForm, registrableTld, sameDomainName, tldOf } from '../../harness/domain-names.js';

describe('sameDomainName and domainNameForm (AMB-DOMAIN-NAME-FORM)', () => {
  it('takes another case, a trailing dot and the other IDN form as the same domain, and records which', () => {
    expect(sameDomainName('Example.COM.', 'example.com')).toBe(true);
    expect(sameDomainName('xn--bcher-kva.de', 'bücher.de')).toBe(true);
    expect(sameDomainName('BÜCHER.de.', 'XN--BCHER-KVA.DE')).toBe(true);
    expect(domainNameForm('example.com', 'example.com')).toBe('as-sent');
    expect(domainNameForm('example.com.', 'example.com')).toBe('trailing-dot');
    expect(domainNameForm('EXAMPLE.com', 'example.com')).toBe('other-case');
    expect(domainNameForm('xn--bcher-kva.de', 'bücher.de')).toBe('a-label');
    expect(domainNameForm('bücher.de', 'xn--bcher-kva.de')).toBe('u-label');
  });

  it('tells another domain apart: the label alone, another TLD, an empty string, a non-string', () => {
    expect(sameDomainName('example', 'example.com')).toBe(false);
    expect(sameDomainName('example.net', 'example.com')).toBe(false);
    expect(sameDomainName('', 'example.com')).toBe(false);
    expect(sameDomainName(null, 'example.com')).toBe(false);
    expect(sameDomainName('example.com..', 'example.com')).toBe(false); // one dot only: "example.com." is absolute, two is no name
    expect(sameDomainName('x_!.com', 'X_!.COM')).toBe(true); // no IDN form: compared lower-cased as written
  });
});

describe('chooseTld and registrableTld (AMB-TLD-SET)', () => {
  const entry = (tld: string, available = true) => ({ tld, registration_price: '1.00', available });

  it("takes the fixture domain's TLD when the list offers it or offers nothing", () => {
    expect(tldOf('Fixture.Example.NET.')).toBe('net');
    expect(chooseTld('fixture-site.net', [entry('com'), entry('net')])).toBe('net');
    expect(chooseTld('fixture-site.net', [])).toBe('net');
    expect(chooseTld('fixture-site.net', undefined)).toBe('net');
    expect(chooseTld('fixture-site.net', [entry('com', false)])).toBe('net'); // nothing offered: the fixture's TLD is the one known to be served
    expect(chooseTld('shop.co.uk', [entry('uk'), entry('.CO.UK')])).toBe('co.uk'); // the longest listed suffix
  });

  it('takes the first offered TLD when the list does not offer the fixture domain\'s, and "com" knowing nothing', () => {
    expect(chooseTld('fixture-site.com', [entry('com', false), entry('bank', false), entry('io'), entry('dev')])).toBe('io');
    expect(chooseTld(undefined, [entry('dev')])).toBe('dev');
    expect(chooseTld(undefined, [{ tld: 12 }, 'org', { tld: 'bad tld', available: true }])).toBe('com');
  });

  it("takes the fixture domain's TLD without a request, and reads GET /api/v1/domains/tlds once per run only without a fixture domain", async () => {
    let calls = 0;
    const ctx = (status: number, prefix: string, fixture?: string) =>
      ({
        run: { prefix, fixtureDomain: fixture ? { id: 'd1', name: fixture } : undefined },
        api: {
          call: async (operationId: string) => {
            calls += 1;
            expect(operationId).toBe('listTlds');
            if (status === 0) throw new Error('no answer');
            return { status, body: { tlds: [entry('com', false), entry('xyz')] } };
          },
        },
      }) as never;
    expect(await registrableTld(ctx(200, 'pdc-test1', 'fixture.org'))).toBe('org');
    expect(calls).toBe(0);
    expect(await registrableTld(ctx(200, 'pdc-test2'))).toBe('xyz');
    expect(await registrableTld(ctx(200, 'pdc-test2'))).toBe('xyz');
    expect(calls).toBe(1);
    expect(await registrableTld(ctx(500, 'pdc-test3'))).toBe('com');
    expect(await registrableTld(ctx(0, 'pdc-test4'))).toBe('com');
  });
});
