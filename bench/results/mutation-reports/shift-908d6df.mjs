// Moves a report made before 908d6df onto its sources: response-form.ts gained six lines (isTimestampKey) before the timestamp pattern, and the
// timestamp condition (old line 105) changed its text, so its old mutants are dropped (r7a ran the new one). Usage: node shift-908d6df.mjs in out
import { readFileSync, writeFileSync } from 'node:fs';
const [input, output] = process.argv.slice(2);
const r = JSON.parse(readFileSync(input, 'utf8'));
const shift = (l) => (l === 105 ? null : l >= 19 ? l + 6 : l);
let dropped = 0;
for (const [file, f] of Object.entries(r.files)) {
  const rel = file.replace(/^.*?(reference\/)/, '$1');
  if (rel !== 'reference/response-form.ts') continue;
  f.source = readFileSync(new URL(`../../../${rel}`, import.meta.url), 'utf8');
  f.mutants = f.mutants.flatMap((m) => {
    const s = shift(m.location.start.line);
    if (s === null) { dropped++; return []; }
    m.location.end.line = shift(m.location.end.line) ?? m.location.end.line;
    m.location.start.line = s;
    return [m];
  });
}
writeFileSync(output, JSON.stringify(r));
console.error(`${input}: dropped ${dropped} mutants of the old timestamp condition`);
