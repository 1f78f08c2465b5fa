// Leaves out of a report the mutants of the given lines, where a later run (after a check was narrowed to what the spec states) replaces
// its statuses: a kill by the stricter check must not outlive it in a merge. Usage: node drop-lines.mjs in out file:from-to ...
import { readFileSync, writeFileSync } from 'node:fs';
const [input, output, ...ranges] = process.argv.slice(2);
const drop = ranges.map((r) => {
  const [, file, from, to] = /^(.+):(\d+)-(\d+)$/.exec(r) ?? [];
  if (!file) throw new Error(`a range is file:from-to, got ${r}`);
  return { file, from: Number(from), to: Number(to) };
});
const r = JSON.parse(readFileSync(input, 'utf8'));
let dropped = 0;
for (const [file, f] of Object.entries(r.files)) {
  const rel = file.replace(/^.*?(reference\/)/, '$1');
  const before = f.mutants.length;
  f.mutants = f.mutants.filter((m) => !drop.some((d) => d.file === rel && m.location.start.line >= d.from && m.location.start.line <= d.to));
  dropped += before - f.mutants.length;
}
writeFileSync(output, JSON.stringify(r));
console.error(`${input}: ${dropped} mutants left out`);
