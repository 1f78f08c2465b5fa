// tools/lint-house-style-bin.ts: `npm run lint` (after biome): the house-style lint of tools/lint-house-style.ts.
import { lintRepository } from './lint-house-style.js';

const findings = lintRepository();
for (const f of findings) process.stdout.write(`${f.file}:${f.line}: ${f.rule}\n`);
process.stdout.write(`house style: ${findings.length ? `${findings.length} finding(s)` : 'clean'}\n`);
process.exitCode = findings.length ? 1 : 0;
