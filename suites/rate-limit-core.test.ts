// §8 core limits "Core interface, per API key" on each core operation that writes: one key's creations, updates and deletions count nothing against
// another key's X-RateLimit-Remaining. Needs CONFORMANCE_SECOND_API_KEY. Every request names a record or domain that does not exist (refused: 404,
// or for a creation's domain_id 400/422 too): nothing is created, and the quota spent is a handful of core requests.
import { operationLabel } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions, Res } from '../harness/client.js';
import { expectError, expectThat, fail } from '../harness/expect.js';

/**
 * Why these checks run alone (CheckMeta.exclusive). None holds on a key another run shares (CheckMeta.holdsOnSharedKey): that run's
 * requests of the group lower X-RateLimit-Remaining exactly as the miscounting these checks look for would, and no answer tells the two
 * apart. Measuring again until one pair shows no extra drop would turn "counts nothing" into "sometimes counts nothing", and a target
 * that miscounts now and then would pass.
 */
const ALONE = 'it spends or reads a rate-limit window, which other requests of the run would share';

/** A §8 header as a number: Remaining an integer, Reset a Unix timestamp whole or not (AMB-RATE-LIMIT-RESET-FORM). */
function header(res: Res, name: 'X-RateLimit-Remaining' | 'X-RateLimit-Reset', operationId: string): number {
  const raw = res.headers[name.toLowerCase()];
  const form = name === 'X-RateLimit-Reset' ? /^\s*\d+(\.\d+)?\s*$/ : /^\s*\d+\s*$/;
  if (raw === undefined || !form.test(raw))
    fail(`${operationLabel(operationId)}: expected ${name} as a number on the ${res.status} response (§8), received ${JSON.stringify(raw)}`);
  return Number(raw);
}

/**
 * The statuses each request below may be answered with: a made-up record id is 404, or 400/422 from a target whose ids have another shape
 * (AMB-ID-SHAPE: only these headers are read here, CORE-DNS-UNKNOWN-404-* holds an id of the target's shape to 404); an unknown domain_id in a
 * creation's body 404, 400 or 422 (CORE-DNS-UNKNOWN-DOMAIN, AMB-CORE-UNKNOWN-DOMAIN).
 */
const unknownStatuses: Record<string, number[]> = {
  createCoreDnsRecord: [404, 400, 422],
  updateCoreDnsRecord: [404, 400, 422],
  deleteCoreDnsRecord: [404, 400, 422],
};

/** A request of each core write that the target refuses: an unknown record id, or an unknown domain_id on creation. */
const unknownTarget: Record<string, (ctx: CheckContext) => CallOptions> = {
  createCoreDnsRecord: (ctx) => ({ body: { domain_id: `${ctx.run.prefix}-no-such-domain`, type: 'TXT', name: ctx.uniqueName('rlcore'), value: 'x' } }),
  updateCoreDnsRecord: (ctx) => ({ params: { id: `${ctx.run.prefix}-rl-core` }, body: { ttl: 600 } }),
  deleteCoreDnsRecord: (ctx) => ({ params: { id: `${ctx.run.prefix}-rl-core` } }),
};

for (const operationId of Object.keys(unknownTarget) as Array<'createCoreDnsRecord' | 'updateCoreDnsRecord' | 'deleteCoreDnsRecord'>) {
  check(
    {
      id: `RL-PER-KEY-CORE-${operationId}`,
      exclusive: ALONE,
      title: 'does not count one key\'s requests of this core operation against another key\'s X-RateLimit-Remaining (§8 "Core interface, per API key")',
      operation: operationId,
      spec: '§8',
      requirements: ['RL-PER-KEY-CORE'],
      needs: ['secondKey'],
    },
    async (ctx) => {
      const id = `${ctx.run.prefix}-rl-per-key`;
      const readB = async () => {
        const res = await ctx.api2.call('getCoreDnsRecord', { params: { id } });
        expectError(ctx, res, { statuses: [404, 400, 422], operationId: 'getCoreDnsRecord' });
        return { remaining: header(res, 'X-RateLimit-Remaining', 'getCoreDnsRecord'), reset: header(res, 'X-RateLimit-Reset', 'getCoreDnsRecord') };
      };
      const sentByA = 3;
      for (let attempt = 1; attempt <= 5; attempt++) {
        const before = await readB();
        for (let i = 0; i < sentByA; i++) {
          const res = await ctx.api.call(operationId, unknownTarget[operationId](ctx));
          expectError(ctx, res, { statuses: unknownStatuses[operationId] });
          if (operationId === 'createCoreDnsRecord') ctx.observe('AMB-CORE-UNKNOWN-DOMAIN', String(res.status));
        }
        const after = await readB();
        // B's window reset in between (Remaining rose with another Reset): try again. A Reset that moves while Remaining does not rise is a
        // token bucket or a sliding window (AMB-RATE-LIMIT-WINDOW): what was counted still shows.
        if (after.reset !== before.reset && after.remaining > before.remaining) continue;
        // §8 "Core interface, per API key": B's second read counts one; A's requests count nothing against B.
        expectThat(
          after.remaining >= before.remaining - 1,
          `key B's X-RateLimit-Remaining went from ${before.remaining} to ${after.remaining} in one window while key A sent ${sentByA} ` +
            `${operationLabel(operationId)} requests; B sent 1 (§8: core limits are per API key)`,
        );
        return;
      }
      fail("key B's window reset during each of 5 attempts: per-key counting could not be observed");
    },
  );
}
