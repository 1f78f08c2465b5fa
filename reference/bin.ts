// reference/bin.ts: `npm run reference`: the reference's command line (reference/cli.ts), run.
import { main } from './cli.js';

process.exitCode = await main();
