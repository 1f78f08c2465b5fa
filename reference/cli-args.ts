// reference/cli-args.ts: the flags of `npm run reference` (reference/main.ts), parsed and checked; a bad flag is a UsageError (exit 2).
import { faultByName, type Fault } from './faults/index.js';
import { allowedVariants, resolveVariants } from './variants.js';

export const USAGE = `usage: npm run reference -- [options]
  --port N          port to listen on (default 0: a free port)
  --window-ms N     rate-limit window in ms (default 60000, the §8 per-minute window)
  --no-rate-limits  send the X-RateLimit-* headers but never answer 429
  --variant NAME    an allowed choice from contracts/ambiguities.yaml (repeatable):
                    ${allowedVariants.join(', ')}
  --fault NAME      plant a fault from reference/faults (repeatable)
  --help            this text`;

export interface CliOptions {
  port: number;
  windowMs?: number;
  rateLimits: boolean;
  variants: string[];
  faults: Fault[];
  help: boolean;
}

export class UsageError extends Error {}

function nonNegativeInteger(flag: string, raw: string | undefined, min: number): number {
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min)
    throw new UsageError(`${flag} needs an integer of at least ${min}, got ${raw ?? 'nothing'}`);
  return Number(raw);
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { port: 0, rateLimits: true, variants: [], faults: [], help: false };
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
        options.help = true;
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
