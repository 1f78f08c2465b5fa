// harness/target.ts: what a run sends to: the configured target, or the embedded reference started in-process on a
// free loopback port with its own keys and fixtures (and the self-test's faults and variants, resolved by name by the
// reference itself). The reference is imported only when it is the target. Resolving the target also sets how this
// process reaches it (harness/transport-agent.ts): proxies, client certificate, extra headers.
import { ConfigError, type Config, type TemplateFixture } from './config.js';
import { configureTransport } from './transport-agent.js';
import type { TransportSettings } from './transport-settings.js';

export interface Target {
  /** Root before /api/v1. */
  baseUrl: string;
  apiKey: string;
  secondApiKey?: string;
  fixtureUser: string;
  foreignDomainId?: string;
  /** A transfer under apiKey that reads as completed (CONFORMANCE_COMPLETED_TRANSFER_ID, or the reference's seeded one). */
  completedTransferId?: string;
  template?: TemplateFixture;
  /** True for the reference started by this run. */
  embedded: boolean;
  /** How it is reached: the check worker sets its own transport from this. */
  transport: TransportSettings;
  close(): Promise<void>;
}

/** The target could not be used at all (not listening, not HTTP): exit 2 with one clear message. */
export class TargetUnreachable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TargetUnreachable';
  }
}

/** The target a configuration names with CONFORMANCE_BASE_URL; undefined when it names none (the embedded reference). */
export function configuredTarget(config: Config): Target | undefined {
  if (!config.baseUrl) return undefined;
  // parseConfig already requires both with a base URL; a Config built by hand is held to the same.
  if (!config.apiKey) throw new ConfigError('CONFORMANCE_API_KEY', 'required when CONFORMANCE_BASE_URL is set');
  if (!config.fixtureUser) throw new ConfigError('CONFORMANCE_FIXTURE_USER', 'required when CONFORMANCE_BASE_URL is set');
  const transport = { ...config.transport, proxies: true };
  configureTransport(transport);
  return {
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    secondApiKey: config.secondApiKey,
    fixtureUser: config.fixtureUser,
    foreignDomainId: config.foreignDomainId,
    completedTransferId: config.completedTransferId,
    template: config.template,
    embedded: false,
    transport,
    close: async () => {},
  };
}

export async function resolveTarget(config: Config): Promise<Target> {
  const configured = configuredTarget(config);
  if (configured) return configured;
  const [{ startReference }, { UnknownReferenceName }] = await Promise.all([import('../reference/server.js'), import('../reference/resolve-names.js')]);
  try {
    const reference = await startReference({
      windowMs: config.referenceWindowMs,
      faultNames: config.referenceFaults,
      variants: config.referenceVariants,
      host: '127.0.0.1',
      port: 0,
    });
    const { fixtures } = reference;
    // In this process, on loopback: never through a proxy the environment names for the outside world.
    const transport = { ...config.transport, proxies: false };
    configureTransport(transport);
    return {
      baseUrl: reference.url,
      apiKey: fixtures.apiKey,
      secondApiKey: fixtures.secondApiKey,
      fixtureUser: fixtures.fixtureUser,
      foreignDomainId: fixtures.foreignDomainId,
      completedTransferId: fixtures.completedTransferId,
      template: fixtures.template,
      embedded: true,
      transport,
      close: () => reference.close(),
    };
  } catch (error) {
    if (error instanceof UnknownReferenceName) {
      throw new ConfigError(error.kind === 'fault' ? 'CONFORMANCE_REFERENCE_FAULTS' : 'CONFORMANCE_REFERENCE_VARIANTS', error.message);
    }
    throw error;
  }
}
