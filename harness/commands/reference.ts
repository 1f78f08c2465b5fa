// `reference`: serve the reference implementation on loopback until interrupted; the same program as
// `npm run reference` (reference/main.ts), which prints the keys, fixtures and the settings pointing a run at it.
import { Option, type Command } from 'commander';

export function referenceArgs(flags: { port?: string; windowMs?: string; rateLimits?: boolean; variant?: string[]; fault?: string[] }): string[] {
  const args: string[] = [];
  if (flags.port !== undefined) args.push('--port', flags.port);
  if (flags.windowMs !== undefined) args.push('--window-ms', flags.windowMs);
  if (flags.rateLimits === false) args.push('--no-rate-limits');
  for (const v of flags.variant ?? []) args.push('--variant', v);
  for (const f of flags.fault ?? []) args.push('--fault', f);
  return args;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerReference(program: Command): void {
  program
    .command('reference')
    .description(
      'serve the reference implementation on 127.0.0.1 until interrupted, and print its keys, fixtures and the CONFORMANCE_* settings that point a run at it',
    )
    .option('--port <n>', 'port to listen on (default: a free port)')
    .option('--window-ms <ms>', 'rate-limit window in ms (default 60000, the §8 minute)')
    .option('--no-rate-limits', 'send the X-RateLimit-* headers but never answer 429')
    .addOption(new Option('--variant <name>', 'an allowed choice from contracts/ambiguities.yaml (repeatable)').argParser(collect))
    .addOption(new Option('--fault <name>', 'plant a fault from reference/faults (repeatable)').argParser(collect))
    .action(async (flags) => {
      // reference/main.ts reads its flags from process.argv and stops on SIGINT/SIGTERM.
      process.argv = [process.argv[0], 'reference', ...referenceArgs(flags)];
      await import('../../reference/main.js');
      await new Promise<never>(() => {});
    });
}
