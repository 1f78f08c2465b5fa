// tests/harness/redact-encodings.test.ts: the redactor finds each secret (API keys, login_url tokens) in every encoded form a target may echo it
// (raw, JSON-escaped, HTML-escaped, URL-encoded, base64 at each alignment), in texts of any size, and leaves unrelated text alone.
import { describe, expect, it } from 'vitest';
import { redactText, redactValue, registerLoginUrl, registerSecret, scrubRegisteredSecrets } from '../../harness/redact.js';

const KEY = 'pk/live+Key=01&"<x>';
const SHORT = 'q7';
const TOKEN_URL = 'https://embed.example.test/session/tok_9f8e7d6c5b4a3210?sig=AbCdEf0123456789';
registerSecret(KEY, '$CONFORMANCE_API_KEY');
registerSecret(SHORT, '$CONFORMANCE_SECOND_API_KEY');
registerLoginUrl(TOKEN_URL);

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const allUnicode = (s: string) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const allNumeric = (s: string) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join('');
const allHexRefs = (s: string) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`).join('');
const allPercent = (s: string, upper: boolean) =>
  [...Buffer.from(s)].map((b) => `%${upper ? b.toString(16).toUpperCase() : b.toString(16)}`.replace(/^%(.)$/, '%0$1')).join('');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

/** Each form a target may echo a secret in, by name. */
function encodedForms(secret: string): Record<string, string> {
  return {
    raw: secret,
    'JSON string': JSON.stringify(secret).slice(1, -1),
    'JSON with \\/': JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/'),
    'JSON \\u00xx every character': allUnicode(secret),
    'HTML escaped': html(secret),
    'HTML decimal references': allNumeric(secret),
    'HTML hex references': allHexRefs(secret),
    'URL-encoded (encodeURIComponent)': encodeURIComponent(secret),
    'URL-encoded, every byte, upper hex': allPercent(secret, true),
    'URL-encoded, every byte, lower hex': allPercent(secret, false),
    'form-encoded (+ for space)': new URLSearchParams({ k: secret }).toString().slice(2),
    'base64, offset 0': b64(secret),
    'base64, offset 1': b64(`a${secret}b`),
    'base64, offset 2': b64(`ab${secret}c`),
    'base64url, offset 0': b64url(secret),
    'base64url, offset 1': b64url(`x${secret}yz`),
    'base64url, offset 2': b64url(`xy${secret}`),
  };
}

/** The forms of the secret still in the text; a base64 form by its middle (the characters that depend on the secret alone lie within it). */
function leaks(text: string, secret: string): string[] {
  return Object.entries(encodedForms(secret))
    .filter(([name, form]) => text.includes(name.startsWith('base64') ? form.slice(4, -4) : form))
    .map(([name]) => name);
}

describe('every encoded form of a key is redacted', () => {
  it.each(Object.entries(encodedForms(KEY)))('%s', (_name, form) => {
    const text = `{"errors":["invalid key ${form} given"]}`;
    const out = redactText(text);
    expect(leaks(out, KEY)).toEqual([]);
    expect(out).toContain('invalid key ');
    expect(out).toContain(' given');
  });

  it('in a body far over 4 KiB, at the start, the middle and the end', () => {
    const filler = 'x'.repeat(6000);
    const forms = Object.values(encodedForms(KEY));
    const text = `${forms.join(' ')}${filler}${forms.join(' ')}${filler}${forms.join(' ')}`;
    const out = redactText(text);
    expect(leaks(out, KEY)).toEqual([]);
    expect(out.split('$CONFORMANCE_API_KEY').length - 1).toBeGreaterThanOrEqual(3 * forms.length);
  });

  it('mixed within one echo (some characters escaped, some not)', () => {
    const mixed = 'pk%2Flive%2BKey%3D01\\u0026&quot;&lt;x>';
    expect(redactText(`key=${mixed}`)).toBe('key=$CONFORMANCE_API_KEY');
  });

  it('in headers and nested values, Location included', () => {
    const out = redactValue({ responseHeaders: { location: `https://t.test/k/${encodeURIComponent(KEY)}`, 'x-echo': b64(KEY) }, nested: [[html(KEY)]] });
    expect(leaks(JSON.stringify(out), KEY)).toEqual([]);
  });

  it('a key of 1 to 3 characters where it stands as a whole token or value, and not inside other words', () => {
    expect(redactText(`Bearer ${SHORT}`)).toBe('Bearer $CONFORMANCE_SECOND_API_KEY');
    expect(redactText(`{"key":"${SHORT}"}`)).toBe('{"key":"$CONFORMANCE_SECOND_API_KEY"}');
    expect(redactText(`/users/${SHORT}/domains`)).toBe('/users/$CONFORMANCE_SECOND_API_KEY/domains');
    expect(redactText('q7x and xq7 and aq78 stay')).toBe('q7x and xq7 and aq78 stay');
    const one = 'z';
    registerSecret(one, '$ONE');
    expect(redactText('Bearer z; zone zz')).toBe('Bearer $ONE; zone zz');
  });
});

describe('login_url tokens are redacted wherever they appear', () => {
  const token = 'tok_9f8e7d6c5b4a3210';
  const signature = 'AbCdEf0123456789';

  it.each(Object.entries(encodedForms(token)))('the session token, %s', (_name, form) => {
    expect(leaks(redactText(`Location: /session/${form}`), token)).toEqual([]);
  });

  it('the query signature, and the URL after its origin', () => {
    const out = redactText(`see ${TOKEN_URL} and ${signature} and ${encodeURIComponent(TOKEN_URL)}`);
    expect(out).not.toContain(signature);
    expect(out).not.toContain(token);
    expect(out).toContain('https://embed.example.test/');
  });

  it('a login_url met first in a Location header is learnt from the same exchange body', () => {
    const fresh = 'https://embed.example.test/session/fresh_00112233445566';
    const exchange = { responseHeaders: { location: fresh }, responseText: JSON.stringify({ login_url: fresh }) };
    const out = JSON.stringify(redactValue(exchange));
    expect(out).not.toContain('fresh_00112233445566');
  });

  it('a login_url in escaped JSON text', () => {
    const escaped = 'https:\\/\\/embed.example.test\\/session\\/esc_aabbccddeeff0011';
    const out = redactText(`{"login_url":"${escaped}"} later: esc_aabbccddeeff0011`);
    expect(out).not.toContain('esc_aabbccddeeff0011');
  });
});

describe('unrelated text is left alone', () => {
  it.each([
    'GET /api/v1/users/pdc-abc123-user-1/domains',
    '{"errors":["user_identifier is required"],"ttl":3600,"content":"192.0.2.10"}',
    'v=spf1 include:_spf.example.com ~all',
    'AAAA 2001:db8::1 &amp; &#47; %2F \\u002f',
    'cGsvbGl2ZQ== is base64 of a prefix of the key only',
    'session expired; try again',
  ])('%s', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it('a run of half the key or less is not taken for the key (more than half is: tests/harness/redact-variants.test.ts)', () => {
    expect(redactText('pk/live+K and Key=01&"<')).toBe('pk/live+K and Key=01&"<');
  });

  it('scrubRegisteredSecrets puts one fixed text in place of every form', () => {
    expect(scrubRegisteredSecrets(`a ${html(KEY)} b ${b64(KEY)} c`, '$REDACTED')).not.toMatch(/pk|cGsv/);
  });
});

describe('with a login_url token per user registered (hundreds of secrets sharing their first characters)', () => {
  // A run registers one token per user created; the redactor indexes them by their first characters, which every token of a target's
  // login_url shares here ("session/tok_"), so the comparison at each position, not the filter, must tell them apart.
  const tokens = Array.from({ length: 300 }, (_, i) => `https://embed.example.test/session/tok_${(i * 7919).toString(36).padStart(8, 'z')}Q${i}`);
  for (const url of tokens) registerLoginUrl(url);
  const token = new URL(tokens[137]).pathname.slice(1);

  it.each(Object.entries(encodedForms(token)))('%s', (_name, form) => {
    const out = redactText(`{"echo":"${form}","other":"session/tok_unrelated"}`);
    expect(leaks(out, token)).toEqual([]);
    expect(out).toContain('session/tok_unrelated');
  });

  it('every token in one text, each in its place', () => {
    const text = tokens.map((u, i) => `${i}:${new URL(u).pathname.slice(1)}`).join(' ');
    const out = redactText(text);
    expect(out).not.toContain('tok_');
    expect(out.split('<login_url token>').length - 1).toBe(tokens.length);
    expect(out.startsWith('0:<login_url token> 1:<login_url token>')).toBe(true);
  });
});
