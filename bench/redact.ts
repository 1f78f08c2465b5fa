// `npx tsx bench/redact.ts`: how long redaction (harness/redact.ts) takes on large texts a run writes: JSON exchanges, an HTML error page
// full of entities, plain text, and a body that is nothing but echoes of a key (HTML-escaped twice, upper-cased), with both keys and 300
// login_url tokens registered, as a long run has them. Milliseconds per text, the best of three. No thresholds: nothing here fails on timing.
import { redactText, registerLoginUrl, registerSecret } from '../harness/redact.js';

const KEY = `pk&live<"gateway">'echo'-0123456789abcdef`;
registerSecret(KEY, '$CONFORMANCE_API_KEY');
registerSecret('sk_ref_secondary_2b8e4d6f0a9c', '$CONFORMANCE_SECOND_API_KEY');
for (let i = 0; i < 300; i++) registerLoginUrl(`https://embed.example.test/session/tok_${(i * 7919).toString(36)}abcdefQ${i}`);

const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const exchange = (i: number) => ({ id: `rec_${i}`, name: `www${i}`, content: '192.0.2.1', responseText: JSON.stringify({ a: 'b "c"', n: i }) });
const TEXTS: Record<string, string> = {
  'JSON exchanges': JSON.stringify(Array.from({ length: 20_000 }, (_, i) => exchange(i))),
  'HTML page full of entities': `<html>${'<p>lorem &amp; ipsum &lt;b&gt; &quot;x&quot; %20 </p>'.repeat(40_000)}</html>`,
  'plain text': 'lorem ipsum dolor sit amet '.repeat(150_000),
  'nothing but echoes of the key': `${html(html(KEY))} ${KEY.toUpperCase()} filler `.repeat(12_000),
};

for (const [name, text] of Object.entries(TEXTS)) {
  redactText(text.slice(0, 10_000)); // warm up
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    redactText(text);
    best = Math.min(best, performance.now() - started);
  }
  process.stdout.write(`${name} (${(text.length / 1e6).toFixed(1)} MB): ${best.toFixed(0)} ms\n`);
}
