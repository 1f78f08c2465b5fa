// tests/harness/redact-variants.test.ts: the redactor also finds a key escaped several layers deep (HTML inside JSON inside HTML,
// percent-encoding twice), in another letter case, as hex in either case, and any run of more than half of it (a key cut to its first 76 %),
// and still leaves a run of half or less, and unrelated text, alone (issue 28, delivery 7).
import { describe, expect, it } from 'vitest';
import { redactText, registerSecret } from '../../harness/redact.js';
import { keyLeak } from './key-leaks.js';

/** A key holding every character HTML escapes. */
const KEY = `gw&key<1>"quoted"'single'-0123456789abcdef`;
registerSecret(KEY, '$CONFORMANCE_API_KEY');

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const json = (s: string) => JSON.stringify(s).slice(1, -1);
/** JSON's escape for every HTML-significant character, as a JSON encoder that guards against HTML writes it (`\u0026`, `\u003c`...). */
const jsonHtmlSafe = (s: string) => json(s).replace(/[&<>'"]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const hex = (s: string) => Buffer.from(s).toString('hex');

/** Each variant of the key a target may echo, by name. */
const VARIANTS: Record<string, string> = {
  'HTML-escaped twice': html(html(KEY)),
  'HTML-escaped three times': html(html(html(KEY))),
  'HTML inside a JSON string inside HTML': html(json(html(KEY))),
  'HTML inside HTML-safe JSON (\\u0026amp;) inside HTML': html(jsonHtmlSafe(html(KEY))),
  'JSON inside JSON (\\\\u0026)': json(jsonHtmlSafe(KEY)),
  'percent-encoded twice': encodeURIComponent(encodeURIComponent(KEY)),
  'percent-encoded inside HTML': html(encodeURIComponent(KEY)),
  'HTML-escaped twice inside percent-encoding (%26amp%3Bamp%3B)': encodeURIComponent(html(html(KEY))),
  'upper case': KEY.toUpperCase(),
  'alternating case': [...KEY].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join(''),
  'upper case, HTML-escaped twice': html(html(KEY.toUpperCase())),
  'hex, lower case': hex(KEY),
  'hex, upper case': hex(KEY).toUpperCase(),
  'truncated to its first 76 %': KEY.slice(0, Math.ceil(KEY.length * 0.76)),
  'its last 60 %': KEY.slice(Math.floor(KEY.length * 0.4)),
  'its middle 55 %, upper case, HTML-escaped twice': html(html(KEY.slice(10, 10 + Math.ceil(KEY.length * 0.55)).toUpperCase())),
  'hex truncated to 60 %': hex(KEY).slice(0, Math.ceil(hex(KEY).length * 0.6)),
};

describe('a key in each variant a target may echo it is redacted', () => {
  it.each(Object.entries(VARIANTS))('%s', (_name, variant) => {
    const text = `<p>invalid key ${variant} given</p>`;
    // The variant does give more than half of the key away once read: else the test would pass without redacting anything.
    expect(keyLeak(text, KEY)).toBeDefined();
    const out = redactText(text);
    expect(out).toContain('$CONFORMANCE_API_KEY');
    expect(out).toMatch(/^<p>invalid key .*given<\/p>$/);
    expect(keyLeak(out, KEY)).toBeUndefined();
  });

  it('every variant in one body of 2 MB, each replaced in its place', () => {
    const filler = 'lorem ipsum &amp; dolor \\u0022sit\\u0022 %20 amet '.repeat(400);
    const parts = Object.values(VARIANTS);
    const text = parts
      .map((v) => `${filler}[${v}]`)
      .join('')
      .repeat(Math.ceil(2_000_000 / (parts.length * filler.length)));
    const out = redactText(text);
    expect(keyLeak(out.slice(0, 200_000), KEY)).toBeUndefined();
    expect(out.split('[$CONFORMANCE_API_KEY]').length - 1).toBe(text.split('[').length - 1);
    expect(out).toContain(filler);
  });
});

describe('what is not the key stays', () => {
  it.each([
    ['half of the key', KEY.slice(0, Math.floor(KEY.length / 2))],
    ['half of the key, HTML-escaped twice', html(html(KEY.slice(0, Math.floor(KEY.length / 2))))],
    ['two halves apart', `${KEY.slice(0, 15)} and ${KEY.slice(15, 30)}`],
    ['ordinary escaped HTML', '&amp;amp; &lt;p&gt; \\u0026 %2526 0123456789 abcdef'],
  ])('%s', (_name, text) => {
    expect(redactText(text)).toBe(text);
  });
});
