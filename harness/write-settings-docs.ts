// harness/write-settings-docs.ts: `npm run docs:settings`: writes the README's settings tables and .env.example from
// harness/settings.ts.
import { writeSettingsDocs } from './settings-docs.js';

writeSettingsDocs();
process.stdout.write('README.md and .env.example written from harness/settings.ts\n');
