// tests/harness/records-compare.test.ts: a record read back is compared the way the spec allows (harness/records.ts): IPv6 as an address,
// TXT with or without its zone-form quotes, an SRV priority that reads back null, a core record in the shape of the documented examples.
import { describe, expect, it } from 'vitest';
import { CheckFailure } from '../../harness/expect.js';
import { canonicalIpv6, expectSameRecord, sameContent, txtText, comparableName, sameName } from '../../harness/records.js';

describe('sameContent', () => {
  it('compares AAAA as addresses, an embedded IPv4 part included (AMB-LABEL-LENGTH)', () => {
    expect(canonicalIpv6('0:0:0:0:0:ffff:192.0.2.1')).toBe('::ffff:c000:201');
    expect(sameContent('AAAA', '0:0:0:0:0:ffff:192.0.2.1', '::ffff:c000:201')).toBe(true);
    expect(sameContent('AAAA', '2001:DB8::1', '2001:db8:0:0:0:0:0:1')).toBe(true);
    expect(sameContent('AAAA', '2001:db8::1', '2001:db8::2')).toBe(false);
  });

  it('compares TXT without its zone-form quotes, several quoted strings joined (AMB-TXT-FORM)', () => {
    expect(txtText('"v=spf1 -all"')).toBe('v=spf1 -all');
    expect(txtText('"abc" "def"')).toBe('abcdef');
    expect(txtText('say "hi" now')).toBe('say "hi" now');
    expect(sameContent('TXT', '"hello world"', 'hello world')).toBe(true);
    expect(sameContent('TXT', '"hello world"', 'hello')).toBe(false);
  });

  it('reads RFC 1035 escapes as octets of UTF-8 text, and takes quotes without escapes as they are', () => {
    expect(txtText('"caf\\195\\169 \\"ok\\""')).toBe('café "ok"');
    expect(txtText('"\\256"')).toBe('"\\256"');
    // Zone form: the backslashes doubled. Quotes alone: the text as sent inside them. Dropped backslashes match neither.
    expect(sameContent('TXT', '"path C:\\\\dir\\\\1 kept"', 'path C:\\dir\\1 kept')).toBe(true);
    expect(sameContent('TXT', '"path C:\\dir\\1 kept"', 'path C:\\dir\\1 kept')).toBe(true);
    expect(sameContent('TXT', '"path C:dir1 kept"', 'path C:\\dir\\1 kept')).toBe(false);
    expect(sameContent('TXT', 'path C:dir1 kept', 'path C:\\dir\\1 kept')).toBe(false);
  });
});

describe('expectSameRecord priority', () => {
  it('lets an SRV priority read back null (AMB-SRV-PRIORITY), never another number', () => {
    const sent = { type: 'SRV', name: 's', content: '10 5 5060 sip.example.net', priority: 10 };
    expect(() => expectSameRecord('srv', { ...sent, priority: null }, sent)).not.toThrow();
    expect(() => expectSameRecord('srv', { ...sent, priority: 20 }, sent)).toThrow(CheckFailure);
  });

  it('lets a core record leave priority out (the example shape, AMB-CORE-RECORD-FIELDS), never answer another', () => {
    const sent = { type: 'MX', name: 'm', value: 'mail.example.net', priority: 10 };
    const { priority: _p, ...exampleShape } = sent;
    expect(() => expectSameRecord('core', exampleShape, sent, 'value')).not.toThrow();
    expect(() => expectSameRecord('core', { ...sent, priority: null }, sent, 'value')).toThrow(CheckFailure);
    expect(() =>
      expectSameRecord('extended', { type: 'MX', name: 'm', content: 'mail.example.net' }, { ...exampleShape, content: 'mail.example.net', priority: 10 }),
    ).toThrow(CheckFailure);
  });
});

describe('comparableName', () => {
  it('reads an IDNA label as its letters, so a name sent with ñ and listed as xn--… is the same name', () => {
    const sent = 'pdc-tp35q01hzg-letter-108ñx';
    const listed = 'xn--pdc-tp35q01hzg-letter-108x-5rc';
    expect(comparableName(listed)).toBe(sent);
    expect(sameName(sent, `${listed}.`)).toBe(true);
  });

  it('keeps a label that only looks like IDNA, and any other label, as written (lower case, no final dot)', () => {
    expect(comparableName('xn--zz.Example.COM.')).toBe('xn--zz.example.com');
    expect(comparableName('_sip._tcp')).toBe('_sip._tcp');
  });
});
