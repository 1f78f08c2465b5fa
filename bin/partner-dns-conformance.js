#!/usr/bin/env node
// bin/partner-dns-conformance.js: the installed command. It loads the TypeScript command line through this
// package's own tsx (resolved from here, never from the current directory), so `npx partner-dns-conformance`
// works in any folder, in CI and in the container without downloading anything at run time.
import { register } from 'tsx/esm/api';

register();
await import('../harness/cli.ts');
