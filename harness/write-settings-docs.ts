// harness/write-settings-docs.ts: `npm run docs:settings`: writes the README's settings tables and .env.example from
// harness/settings.ts, and the figures the documents quote (check counts, area table, requests) from harness/figures-docs.ts.
import { writeFigureDocs } from './figures-docs.js';
import { writeSettingsDocs } from './settings-docs.js';

writeSettingsDocs();
await writeFigureDocs();
process.stdout.write('README.md and .env.example written from harness/settings.ts; figures in README.md and docs/ from the suite\n');
