// `reference`: the reference's own command line (reference/cli.ts: the same flags as `npm run reference`); the
// reference itself loads only when the command runs.
import type { Command } from 'commander';
import { referenceOptions, serveUntilStopped } from '../../reference/cli.js';

export function registerReference(program: Command): void {
  referenceOptions(program.command('reference')).action(serveUntilStopped);
}
