// reference/main.ts: `npm run reference`: serves the reference on 127.0.0.1 and prints the keys, fixtures and the environment lines that point the conformance suite at it.
import { faultByName, type Fault } from './faults/index.js';
import { startReference } from './server.js';
import { allowedVariants, resolveVariants, variantCatalogue } from './variants.js';

const USAGE = `usage: npm run reference -- [options]
  --port N          port to listen on (default 0: a free port)
  --window-ms N     rate-limit window in ms (default 60000, the §8 per-minute window)
  --no-rate-limits  send the X-RateLimit-* headers but never answer 429
  --variant NAME    an allowed choice from contracts/ambiguities.yaml (repeatable):
                    ${allowedVariants.join(', ')}
  --fault NAME      plant a fault from reference/faults (repeatable)
  --help            this text`;

interface CliOptions {
  port: number;
  windowMs?: number;
  rateLimits: boolean;
  variants: string[];
  faults: Fault[];
}

class UsageError extends Error {}

function nonNegativeInteger(flag: string, raw: string | undefined, min: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min) throw new UsageError(`${flag} needs an integer of at least ${min}, got ${raw ?? 'nothing'}`);
  return Number(raw);
}

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { port: 0, rateLimits: true, variants: [], faults: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--port':
        options.port = nonNegativeInteger(flag, value(), 0);
        if (options.port > 65_535) throw new UsageError(`--port must be at most 65535, got ${options.port}`);
        break;
      case '--window-ms':
        options.windowMs = nonNegativeInteger(flag, value(), 1);
        break;
      case '--no-rate-limits':
        options.rateLimits = false;
        break;
      case '--variant': {
        const name = value();
        if (name === undefined) throw new UsageError('--variant needs a name');
        options.variants.push(name);
        break;
      }
      case '--fault': {
        const name = value();
        if (name === undefined) throw new UsageError('--fault needs a name');
        try {
          options.faults.push(faultByName(name));
        } catch (error) {
          throw new UsageError((error as Error).message);
        }
        break;
      }
      case '--help':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  try {
    resolveVariants(options.variants);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return options;
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`reference: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }

  const ref = await startReference({
    port: options.port,
    windowMs: options.windowMs,
    rateLimits: options.rateLimits,
    variants: options.variants,
    faults: options.faults,
  });
  const { fixtures, parts } = ref;
  const space = parts.variants.has('separate-stores') ? 'extended' : 'shared';
  const lines = [
    `Reference Partner Domain and DNS Service listening on ${ref.url} (paths under /api/v1)`,
    `rate limits: ${options.rateLimits ? 'enforced' : 'headers only'}, window ${options.windowMs ?? 60_000} ms`,
    `variants: ${options.variants.length ? options.variants.map((v) => `${v} (${variantCatalogue[v].summary})`).join('; ') : 'none (reference choices)'}`,
    `faults: ${options.faults.length ? options.faults.map((f) => `${f.name} (${f.summary})`).join('; ') : 'none'}`,
    '',
    `API key (primary):   ${fixtures.apiKey}`,
    `API key (secondary): ${fixtures.secondApiKey}`,
    `users: ${fixtures.fixtureUser} (owns ${fixtures.domains.length} domains), ${fixtures.emptyUser} (owns none)`,
    'domains of the fixture user:',
    ...fixtures.domains.map(
      (d) => `  ${d.id.padEnd(22)} ${d.name.padEnd(26)} ${d.status.padEnd(10)} ${parts.store.recordsOf(d.id, space).length} DNS records`,
    ),
    `foreign domain (secondary key, 403 for the primary): ${fixtures.foreignDomainId}`,
    `template: ${JSON.stringify(fixtures.template)}`,
    '',
    'Point the conformance suite at it:',
    `CONFORMANCE_BASE_URL=${ref.url}`,
    `CONFORMANCE_API_KEY=${fixtures.apiKey}`,
    `CONFORMANCE_SECOND_API_KEY=${fixtures.secondApiKey}`,
    `CONFORMANCE_FIXTURE_USER=${fixtures.fixtureUser}`,
    `CONFORMANCE_FOREIGN_DOMAIN_ID=${fixtures.foreignDomainId}`,
    `CONFORMANCE_TEMPLATE='${JSON.stringify(fixtures.template)}'`,
  ];
  console.log(lines.join('\n'));

  const stop = (signal: string) => {
    console.log(`reference: ${signal}, stopping`);
    ref.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

await main();
