// reference/cli.ts: the reference's command line, one commander definition shared by `npm run reference`
// (reference/bin.ts) and `partner-dns-conformance reference`. It imports only commander: the reference itself loads
// when it is served, so `--help` stays fast.
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { resolveFaults, UnknownReferenceName } from './resolve-names.js';
import type { RunningReference } from './server.js';

export interface ReferenceFlags {
  port: number;
  /** Rate-limit window in ms; undefined: each §8 group's own (a minute). */
  windowMs?: number;
  rateLimits: boolean;
  variant: string[];
  fault: string[];
}

function integer(min: number, max: number) {
  return (raw: string): number => {
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) throw new InvalidArgumentError(`expected an integer from ${min} to ${max}`);
    return value;
  };
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** The reference's flags, added to `cmd` (a standalone program or the `reference` command of the suite's CLI). */
export function referenceOptions(cmd: Command): Command {
  return cmd
    .description(
      'serve the reference implementation on 127.0.0.1 until interrupted, and print its keys, fixtures and the CONFORMANCE_* settings ' +
        'that point a run at it',
    )
    .addOption(new Option('--port <n>', 'port to listen on (0: a free port)').argParser(integer(0, 65_535)).default(0))
    .addOption(new Option('--window-ms <ms>', 'rate-limit window in ms (default: 60000, the §8 minute)').argParser(integer(1, 3_600_000)))
    .option('--no-rate-limits', 'send the X-RateLimit-* headers but never answer 429')
    .addOption(new Option('--variant <name>', 'an allowed choice of contracts/ambiguities.yaml `variants` (repeatable)').argParser(collect).default([]))
    .addOption(new Option('--fault <name>', 'plant a fault of reference/faults (repeatable)').argParser(collect).default([]));
}

/** The flags of argv (user arguments only), parsed and checked by the same definition; throws CommanderError. */
export function parseReferenceFlags(argv: string[]): ReferenceFlags {
  const cmd = referenceOptions(new Command('reference'))
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: () => {} });
  cmd.parse(argv, { from: 'user' });
  return cmd.opts<ReferenceFlags>();
}

/** Starts the reference the flags describe and prints what a run needs to point at it. */
/** The port asked for cannot be listened on (in use, or privileged): one line saying so, exit 2, no stack trace. */
export class ReferencePortError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReferencePortError';
  }
}

export async function serveReference(flags: ReferenceFlags, out: (text: string) => void = (t) => process.stdout.write(`${t}\n`)): Promise<RunningReference> {
  const [{ startReference }, { variantCatalogue }] = await Promise.all([import('./server.js'), import('./variants.js')]);
  const faults = await resolveFaults(flags.fault);
  const ref = await startReference({ port: flags.port, windowMs: flags.windowMs, rateLimits: flags.rateLimits, variants: flags.variant, faults }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
      const why = error.code === 'EADDRINUSE' ? 'is in use' : 'may not be used by this user';
      throw new ReferencePortError(`port ${flags.port} on 127.0.0.1 ${why} (${error.code}): give another --port, or --port 0 for a free one`);
    },
  );
  const { fixtures, parts } = ref;
  const space = parts.variants.has('separate-stores') ? 'extended' : 'shared';
  out(
    [
      `Reference Partner Domain and DNS Service listening on ${ref.url} (paths under /api/v1)`,
      `rate limits: ${flags.rateLimits ? 'enforced' : 'headers only'}, window ${flags.windowMs ?? 60_000} ms`,
      `variants: ${flags.variant.length ? flags.variant.map((v) => `${v} (${variantCatalogue[v].summary})`).join('; ') : 'none (reference choices)'}`,
      `faults: ${faults.length ? faults.map((f) => `${f.name} (${f.summary})`).join('; ') : 'none'}`,
      '',
      `API key (primary):   ${fixtures.apiKey}`,
      `API key (secondary): ${fixtures.secondApiKey}`,
      `users: ${fixtures.fixtureUser} (owns ${fixtures.domains.length} domains), ${fixtures.emptyUser} (owns none)`,
      'domains of the fixture user:',
      ...fixtures.domains.map(
        (d) => `  ${d.id.padEnd(22)} ${d.name.padEnd(26)} ${d.status.padEnd(10)} ${parts.store.recordsOf(d.id, space).length} DNS records`,
      ),
      `foreign domain (secondary key, 403 for the primary): ${fixtures.foreignDomainId}`,
      `completed transfer (primary key, of the fixture user's first domain): ${fixtures.completedTransferId}`,
      `template: ${JSON.stringify(fixtures.template)}`,
      '',
      'Point the conformance suite at it:',
      `CONFORMANCE_BASE_URL=${ref.url}`,
      `CONFORMANCE_API_KEY=${fixtures.apiKey}`,
      `CONFORMANCE_SECOND_API_KEY=${fixtures.secondApiKey}`,
      `CONFORMANCE_FIXTURE_USER=${fixtures.fixtureUser}`,
      `CONFORMANCE_FOREIGN_DOMAIN_ID=${fixtures.foreignDomainId}`,
      `CONFORMANCE_COMPLETED_TRANSFER_ID=${fixtures.completedTransferId}`,
      `CONFORMANCE_TEMPLATE='${JSON.stringify(fixtures.template)}'`,
    ].join('\n'),
  );
  return ref;
}

/** Serves until SIGINT or SIGTERM, then closes the server; resolves once it is closed. */
export async function serveUntilStopped(flags: ReferenceFlags): Promise<void> {
  const ref = await serveReference(flags);
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  process.stdout.write(`reference: ${signal}, stopping\n`);
  await ref.close();
}

/** `npm run reference -- [options]`: exit 0 when stopped by a signal, 2 on a bad flag or name (one line saying why). */
export async function main(argv: string[] = process.argv): Promise<number> {
  const program = referenceOptions(new Command('reference'))
    .usage('[options]   (npm run reference -- [options], or partner-dns-conformance reference [options])')
    .exitOverride()
    .action((flags: ReferenceFlags) => serveUntilStopped(flags));
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (!(error instanceof UnknownReferenceName || error instanceof ReferencePortError)) throw error;
    process.stderr.write(`reference: ${error.message}\n`);
    return 2;
  }
}
