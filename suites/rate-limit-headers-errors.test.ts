// Rate limit headers on error answers: §8 "Rate limit headers on responses" names no status, so a 404 or a 400/422 carries them too.
//
// §8 groups × error answers (issue 27 delivery 1): the operations come from contracts/operations.yaml and the error request is derived from
// each operation's path and method, so a new operation extends the matrix without a new check. An operation whose path names a resource is
// sent ids nothing carries (an answer 404); one without a path id but with a body is sent a body that is not an object (an answer 400/422).
// The answer must be an error of the operation (4xx: a 429 from a spent group is one too) and carry the three headers, Remaining within
// 0..Limit and Limit the one of the operation's group (AMB-RATE-LIMIT-GROUP). Each check reads one answer, so it holds on a shared key.
import { acceptedRateLimits, operationLabel, operations, rateLimitGroupOf, type Operation } from '../contracts/spec-data.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions } from '../harness/client.js';
import { fail } from '../harness/expect.js';
import { rateHeadersOf } from '../harness/rate-headers.js';

/** Path parameters that name a resource: an id nothing carries is a 404 (§7 "resource not found"). domain_name names none (§2.6). */
const RESOURCE_PARAMS = ['domain_id', 'record_id', 'id', 'user_identifier', 'transfer_id'];

function pathParams(op: Operation): string[] {
  return [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/** The error request of `op`, or undefined where its path and method give none (listUsers, listTlds, checkAvailability). */
function errorRequest(op: Operation): ((ctx: CheckContext) => CallOptions) | undefined {
  const params = pathParams(op);
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(op.method.toUpperCase());
  if (params.length > 0 && params.every((p) => RESOURCE_PARAMS.includes(p))) {
    return (ctx) => ({
      params: Object.fromEntries(params.map((p) => [p, `${ctx.run.prefix}-rlerr${p.replace(/_/g, '')}`])),
      ...(takesBody ? { body: {} } : {}),
    });
  }
  if (params.length === 0 && takesBody) return () => ({ body: [] });
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
    },
    async (ctx) => {
      const label = operationLabel(op.id);
      const res = await ctx.api.call(op.id, request(ctx));
      if (res.status < 400 || res.status >= 500) fail(`${label}: sent ${kind}, expected a 4xx error, received ${res.status}`, res);
      const h = rateHeadersOf(res, op.id);
      if (h.remaining > h.limit) fail(`${label}: X-RateLimit-Remaining ${h.remaining} must lie within 0..X-RateLimit-Limit ${h.limit} on the ${res.status}`);
      const accepted = acceptedRateLimits(op.id);
      if (accepted === 'any' ? h.limit < 1 : !accepted.includes(h.limit)) {
        const expected = accepted === 'any' ? 'a positive integer' : accepted.join(' or ');
        const group = rateLimitGroupOf(op.id).name;
        fail(`${label}: X-RateLimit-Limit on the ${res.status} must be the limit of its §8 group (${group}): expected ${expected}, received ${h.limit}`);
      }
    },
  );
}
