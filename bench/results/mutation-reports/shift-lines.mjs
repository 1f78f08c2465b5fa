// Rewrites the whole-reference report of bb2c95b onto the current sources: rate-limit.ts's old hourly block (lines 71-80) dropped (the narrowed
// runs of the new block replace it), and the lines of mutants after each changed hunk moved as the diff moved them.
import { readFileSync, writeFileSync } from 'node:fs';
const [input, output] = process.argv.slice(2);
const r = JSON.parse(readFileSync(input, 'utf8'));
const shifts = {
  'reference/rate-limit.ts': (l) => (l >= 71 && l <= 80 ? null : l > 80 ? l + 7 : l),
  'reference/config.ts': (l) => (l > 76 ? l + 3 : l >= 28 ? l + 2 : l),
  'reference/variants.ts': (l) => (l > 247 ? l + 7 : l >= 168 ? l + 6 : l),
  'reference/app.ts': (l) => (l > 20 ? l + 5 : l),
};
let dropped = 0;
for (const [file, f] of Object.entries(r.files)) {
  const rel = file.replace(/^.*?(reference\/)/, '$1');
  f.source = readFileSync(`/work/main/${rel}`, 'utf8');
  const shift = shifts[rel];
  if (!shift) continue;
  f.mutants = f.mutants.flatMap((m) => {
    const s = shift(m.location.start.line);
    if (s === null) { dropped++; return []; }
    // Start and end each move as the diff moved their own line: a mutant spanning a changed hunk (the variant catalogue) keeps its whole text.
    m.location.end.line = shift(m.location.end.line) ?? m.location.end.line;
    m.location.start.line = s;
    return [m];
  });
}
writeFileSync(output, JSON.stringify(r));
console.error(`dropped ${dropped} mutants of the old hourly block`);
