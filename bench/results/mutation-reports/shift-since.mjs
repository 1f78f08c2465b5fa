// Moves a report made on the reference of commit BASE onto the working tree's: each mutant's lines move as `git diff -U0 BASE` moved them,
// and a mutant whose line was changed or removed is left out (a later run measures the new code). Usage: node shift-since.mjs in out BASE
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const [input, output, base] = process.argv.slice(2);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const r = JSON.parse(readFileSync(input, 'utf8'));
let dropped = 0;
for (const [file, f] of Object.entries(r.files)) {
  const rel = file.replace(/^.*?(reference\/)/, '$1');
  const diff = execFileSync('git', ['diff', '-U0', base, '--', rel], { cwd: root, encoding: 'utf8' });
  const hunks = [...diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)].map((m) => ({
    oldStart: Number(m[1]),
    oldCount: m[2] === undefined ? 1 : Number(m[2]),
    newCount: m[4] === undefined ? 1 : Number(m[4]),
  }));
  if (!hunks.length) continue;
  // An old line inside a changed hunk has no place in the new file; after a hunk, it moves by what the hunk added or removed.
  const shift = (line) => {
    let by = 0;
    for (const h of hunks) {
      const lastOld = h.oldCount === 0 ? h.oldStart : h.oldStart + h.oldCount - 1;
      if (h.oldCount > 0 && line >= h.oldStart && line <= lastOld) return null;
      if (line > lastOld) by += h.newCount - h.oldCount;
    }
    return line + by;
  };
  f.source = readFileSync(`${root}${rel}`, 'utf8');
  f.mutants = f.mutants.flatMap((m) => {
    const start = shift(m.location.start.line);
    const end = shift(m.location.end.line);
    if (start === null || end === null) {
      dropped++;
      return [];
    }
    m.location.start.line = start;
    m.location.end.line = end;
    return [m];
  });
}
writeFileSync(output, JSON.stringify(r));
console.error(`${input}: ${dropped} mutants on changed lines left out`);
