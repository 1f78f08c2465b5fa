// §8 core limits "Core interface, per API key" on each core operation that writes: one key's creations, updates and deletions count nothing against
// another key's X-RateLimit-Remaining. Needs CONFORMANCE_SECOND_API_KEY. Every request names a record or domain that does not exist (404): nothing
// is created, and the quota spent is a handful of core requests.
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

function header(res: Res, name: string, operationId: string): number {
  const raw = res.headers[name.toLowerCase()];
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw))
    fail(`${operationLabel(operationId)}: expected an integer ${name} on the ${res.status} response (§8), received ${JSON.stringify(raw)}`);
  return Number(raw);
}

/** A request of each core write that the target answers 404: an unknown record id, or an unknown domain_id on creation. */
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
      title: "does not count one key's requests of this core operation against another key's X-RateLimit-Remaining",
      operation: operationId,
      spec: '§8',
      requirements: ['RL-PER-KEY-CORE'],
      needs: ['secondKey'],
    },
    async (ctx) => {
      const id = `${ctx.run.prefix}-rl-per-key`;
      const readB = async () => {
        const res = await ctx.api2.call('getCoreDnsRecord', { params: { id } });
        expectError(ctx, res, { statuses: [404], operationId: 'getCoreDnsRecord' });
        return { remaining: header(res, 'X-RateLimit-Remaining', 'getCoreDnsRecord'), reset: header(res, 'X-RateLimit-Reset', 'getCoreDnsRecord') };
      };
      const sentByA = 3;
      for (let attempt = 1; attempt <= 5; attempt++) {
        const before = await readB();
        for (let i = 0; i < sentByA; i++) expectError(ctx, await ctx.api.call(operationId, unknownTarget[operationId](ctx)), { statuses: [404] });
        const after = await readB();
        if (after.reset !== before.reset) continue; // B's window reset in between: try again
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
