#!/usr/bin/env node
// bin/partner-dns-conformance.js: the installed command. harness/load-typescript.mjs lets Node load the TypeScript command
// line (stripping the types itself where it can, else through this package's own tsx, resolved from here, never from the
// current directory), so `npx partner-dns-conformance` works in any folder, in CI and in the container without
// downloading anything at run time. An older Node than package.json's engines gets one line of our own and exit 2, before
// anything is loaded that it could not run (only vitest's warning, with raw colour codes in a plain log, said so before).
import { readFileSync } from 'node:fs';

const need = /(\d+)\.(\d+)/.exec(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node ?? '') ?? [];
const [major, minor] = process.versions.node.split('.').map(Number);
if (need.length && (major < Number(need[1]) || (major === Number(need[1]) && minor < Number(need[2])))) {
  process.stderr.write(
    `partner-dns-conformance needs Node.js ${need[1]}.${need[2]} or later; this is Node.js ${process.versions.node} (${process.execPath}): ` +
      'install a current Node.js and run it again\n',
  );
  process.exit(2);
}

await import('../harness/load-typescript.mjs');
await import('../harness/cli.ts');
