#!/usr/bin/env node
// bin/partner-dns-conformance.js: the installed command. harness/load-typescript.mjs lets Node load the TypeScript command
// line (stripping the types itself where it can, else through this package's own tsx, resolved from here, never from the
// current directory), so `npx partner-dns-conformance` works in any folder, in CI and in the container without
// downloading anything at run time.
import '../harness/load-typescript.mjs';

await import('../harness/cli.ts');
