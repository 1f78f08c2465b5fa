// What of a key a text still gives away, read as a person would read it: every escape layer undone (JSON, HTML, percent-encoding), any
// letter case; shared by the redaction tests (tests/harness/redact-variants.test.ts, tests/e2e/no-escaped-secret-leaks.test.ts).

/** The text with every escape undone, five layers deep: what a reader of the page, the JSON string and the URL would see. */
export function unescaped(text: string): string {
  let out = text;
  for (let i = 0; i < 5; i++) {
    const next = out
      .replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .replace(/\\(.)/g, '$1')
      .replace(/&#(\d+);/g, (_m, d: string) => String.fromCharCode(Number(d)))
      .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .replace(/&(amp|lt|gt|quot|apos);/g, (_m, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[n]!)
      .replace(/%([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The first run of more than half of `secret` (any case) in the text, or undefined. */
export function runOfMoreThanHalf(text: string, secret: string): string | undefined {
  const t = text.toLowerCase();
  const s = secret.toLowerCase();
  const length = Math.floor(s.length / 2) + 1;
  for (let i = 0; i + length <= s.length; i++) if (t.includes(s.slice(i, i + length))) return s.slice(i, i + length);
  return undefined;
}

/** How a key leaks from a text, if it does: more than half of it, or of its hex, once every escape is undone. */
export function keyLeak(text: string, key: string): string | undefined {
  const plain = unescaped(text);
  const run = runOfMoreThanHalf(plain, key);
  if (run) return `more than half of the key: ${JSON.stringify(run)}`;
  const hexRun = runOfMoreThanHalf(text, Buffer.from(key).toString('hex'));
  return hexRun ? `more than half of its hex: ${hexRun}` : undefined;
}
