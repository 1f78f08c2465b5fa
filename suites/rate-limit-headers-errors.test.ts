// Rate limit headers on error answers: §8 "Rate limit headers on responses" names no status, so a 404 or a 400/422 carries them too.
//
// §8 groups × error answers (issue 27 delivery 1): the operations come from contracts/operations.yaml and the error request is derived from
// each operation's path and method, so a new operation extends the matrix without a new check. An operation whose path names a resource is
// sent ids nothing carries (an answer 404); one without a path id but with a body is sent a body that is not an object (an answer 400/422).
// The answer must be an error of the operation (4xx: a 429 from a spent group is one too) and carry the three headers, Remaining within
// 0..Limit. Which group's Limit an error reports §8 does not say: a route constraint or an ownership check may answer before the
// operation's own limiter, so any §8 number is accepted (a group's, or the core burst or hourly quota) and recorded. Ids are shaped like
// the target's own (harness/absent-id.ts), so that the request reaches the operation. Each check reads one answer: it holds on a shared key.
import { acceptedRateLimits, limits, operationLabel, operations, type Operation } from '../contracts/spec-data.js';
import { absentCoreRecordId, absentDomainId, absentIdLike, absentRecordId } from '../harness/absent-id.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions } from '../harness/client.js';
import { fail } from '../harness/expect.js';
import { rateHeadersOf } from '../harness/rate-headers.js';

/** Path parameters that name a resource: an id nothing carries is a 404 (§7 "resource not found"). domain_name names none (§2.6). */
const RESOURCE_PARAMS = ['domain_id', 'record_id', 'id', 'user_identifier', 'transfer_id'];

function pathParams(op: Operation): string[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** Every number §8 states (each group's per-minute limit, the core burst and the core hourly quota), with the groups that state it. */
const SECTION_8_LIMITS = new Map<number, string[]>();
for (const group of Object.values(limits.rateLimitGroups)) {
  for (const n of [group.limit, group.hourlyLimit]) if (n !== undefined) SECTION_8_LIMITS.set(n, [...(SECTION_8_LIMITS.get(n) ?? []), group.name]);
}

/** A value for path parameter `p` that names nothing, shaped like the target's own ids where one can be seen (AMB-ID-SHAPE). */
async function absentParam(ctx: CheckContext, p: string, params: string[]): Promise<string> {
  if (p === 'domain_id') return params.includes('record_id') ? String(ctx.domain.id) : absentDomainId(ctx); // a record of the own domain
  if (p === 'record_id') return absentRecordId(ctx);
  if (p === 'id') return absentCoreRecordId(ctx);
  if (p === 'transfer_id' && ctx.run.completedTransferId) return absentIdLike(ctx.run.completedTransferId);
  return `${ctx.run.prefix}-rlerr${p.replace(/_/g, '')}`; // user_identifier: any string the partner chooses (§4.2)
}

/** The error request of `op`, or undefined where its path and method give none (listUsers, listTlds, checkAvailability). */
function errorRequest(op: Operation): ((ctx: CheckContext) => Promise<CallOptions>) | undefined {
  const params = pathParams(op);
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(op.method.toUpperCase());
  if (params.length > 0 && params.every((p) => RESOURCE_PARAMS.includes(p))) {
    return async (ctx) => {
      const values: Record<string, string> = {};
      for (const p of params) values[p] = await absentParam(ctx, p, params);
      return { params: values, ...(takesBody ? { body: {} } : {}) };
    };
  }
  if (params.length === 0 && takesBody) return async () => ({ body: [] });
  return undefined;
}

for (const op of operations) {
  const request = errorRequest(op);
  if (!request) continue;
  const kind = pathParams(op).length > 0 ? 'an id nothing carries' : 'a body that is not an object';
  check(
    {
      id: `RL-HEADERS-ON-ERROR-${op.id}`,
      holdsOnSharedKey: true,
      title: `answers ${kind} with an error that carries X-RateLimit-Limit, -Remaining and -Reset (§8 "Rate limit headers on responses")`,
      operation: op.id,
      spec: '§8, §7',
      requirements: ['RL-HEADERS-PRESENT', 'RL-REMAINING', 'RL-LIMIT-GROUP'],
      ...(pathParams(op).some((p) => ['domain_id', 'record_id', 'id'].includes(p)) ? { needs: ['fixtureDomain' as const] } : {}),
    },
    async (ctx) => {
      const label = operationLabel(op.id);
      const res = await ctx.api.call(op.id, await request(ctx));
      if (res.status < 400 || res.status >= 500) fail(`${label}: sent ${kind}, expected a 4xx error, received ${res.status}`, res);
      const h = rateHeadersOf(res, op.id);
      if (h.remaining > h.limit) fail(`${label}: X-RateLimit-Remaining ${h.remaining} must lie within 0..X-RateLimit-Limit ${h.limit} on the ${res.status}`);
      // §8 "X-RateLimit-Limit | Maximum requests per window": a number §8 states, of whichever group's limiter answered first.
      const accepted = acceptedRateLimits(op.id);
      const stated = accepted === 'any' ? h.limit >= 1 : accepted.includes(h.limit) || SECTION_8_LIMITS.has(h.limit);
      if (!stated) {
        const expected = accepted === 'any' ? 'a positive integer' : [...new Set([...accepted, ...SECTION_8_LIMITS.keys()])].sort((a, b) => a - b).join(', ');
        fail(`${label}: X-RateLimit-Limit on the ${res.status} must be a limit §8 states: one of ${expected}, received ${h.limit}`);
      }
      const whose = accepted !== 'any' && accepted.includes(h.limit) ? "the operation's group" : (SECTION_8_LIMITS.get(h.limit) ?? ['its own']).join(' or ');
      ctx.observe('AMB-RATE-LIMIT-GROUP', `Limit ${h.limit} on a ${res.status} (${whose})`, op.id);
    },
  );
}
