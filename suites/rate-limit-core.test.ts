// §8 core limits "Core interface, per API key" on each core operation that writes: one key's creations, updates and deletions count nothing against
// another key's X-RateLimit-Remaining. Needs CONFORMANCE_SECOND_API_KEY. Every request names a record or domain that does not exist (refused: 404,
// or for a creation's domain_id 400/422 too): nothing is created, and the quota spent is a handful of core requests.
import { operationLabel } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions, Res } from '../harness/client.js';
import { expectError, fail } from '../harness/expect.js';
import { expectCountedNothing } from '../harness/remaining-drop.js';

/**
 * Why these checks run alone (CheckMeta.exclusive). On a key another run shares (CheckMeta.holdsOnSharedKey) they hold: that run's requests
 * of the group lower X-RateLimit-Remaining as the miscounting looked for would, so a drop beyond our own requests is read against controls
 * (two readings with nothing sent between) and measured again with another number of requests; it fails when it repeats in every
 * measurement (harness/remaining-drop.ts). A target that counts another key's requests does so every time; one that does it only now and
 * then may pass where a single measurement would have caught it.
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
      holdsOnSharedKey: true,
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
      // §8 "Core interface, per API key": B's own reads count one each; A's requests count nothing against B.
      await expectCountedNothing(ctx, {
        what: `key B's core X-RateLimit-Remaining around key A's ${operationLabel(operationId)} requests`,
        read: readB,
        send: async (n) => {
          for (let i = 0; i < n; i++) {
            const res = await ctx.api.call(operationId, unknownTarget[operationId](ctx));
            expectError(ctx, res, { statuses: unknownStatuses[operationId] });
            if (operationId === 'createCoreDnsRecord') ctx.observe('AMB-CORE-UNKNOWN-DOMAIN', String(res.status));
          }
        },
        miscount: (before, after, sent) =>
          `key B's X-RateLimit-Remaining went from ${before.remaining} to ${after.remaining} in one window while key A sent ${sent} ` +
          `${operationLabel(operationId)} requests; B sent 1 (§8: core limits are per API key)`,
      });
    },
  );
}
