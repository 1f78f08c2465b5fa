// harness/renewal.ts: fixture thrift for §4.3 renew: a run renews one domain (CONFORMANCE_RENEW_DOMAIN_ID, else the fixture domain) by one year at most;
// every check that needs a successful renewal shares that one request.
import type { CheckContext } from './check.js';
import type { Res } from './client.js';
import { expectSuccess } from './expect.js';

/** The domain the renewal checks renew: the vendor's choice, else the fixture domain. */
export function renewDomainId(ctx: Pick<CheckContext, 'run' | 'domain'>): string {
  return ctx.run.renewDomainId ?? ctx.domain.id;
}

export interface Renewal {
  domainId: string;
  /** The domain detail (extended) read just before the renewal. */
  before: any;
  res: Res;
  sentAt: number;
  answeredAt: number;
}

let shared: Promise<Renewal> | undefined;

/**
 * The run's one renewal, `{years: 1}` on the renew domain, sent by whichever check asks first and handed to the others as it was answered (each
 * check asserts on it itself). A renewal that could not be sent is not kept, so a later check tries again.
 */
export function theRunsRenewal(ctx: CheckContext): Promise<Renewal> {
  shared ??= (async () => {
    const domainId = renewDomainId(ctx);
    const before = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: domainId } }), 'getDomain', 'extended');
    const sentAt = Date.now();
    const res = await ctx.api.call('renewDomain', { params: { domain_id: domainId }, body: { years: 1 } });
    return { domainId, before, res, sentAt, answeredAt: Date.now() };
  })().catch((error) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

/**
 * Forgets the run's renewal. For a process that runs the checks against more than one target in one module graph (the mutation run starts a
 * fresh reference for each suite file): a renewal answered by the previous target says nothing of the next one's domain.
 */
export function forgetTheRunsRenewal(): void {
  shared = undefined;
}
