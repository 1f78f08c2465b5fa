// reference/main.ts: `npm run reference`: serves the reference on 127.0.0.1 and prints the keys, fixtures and the environment lines that point the conformance
// suite at it.
import { parseArgs, USAGE, UsageError, type CliOptions } from './cli-args.js';
import { startReference } from './server.js';
import { variantCatalogue } from './variants.js';

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`reference: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
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
    ...fixtures.domains.map((d) => `  ${d.id.padEnd(22)} ${d.name.padEnd(26)} ${d.status.padEnd(10)} ${parts.store.recordsOf(d.id, space).length} DNS records`),
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
