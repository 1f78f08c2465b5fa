// Records the forms a success body took where the spec leaves them open: how a value that does not exist is written (AMB-MISSING-VALUE)
// and the timestamp form (AMB-TIMESTAMP-FORM). Observation only: the contract validation has already accepted every allowed form.
import type { CheckContext } from './check.js';
import { parseIso8601 } from './iso-8601.js';

type Objects = (body: any) => unknown[];
const self: Objects = (body) => [body];

/** Per operation: the objects of its body, and their fields whose value may not exist (§2.1 email, last_login; §2.4 completed_at, domain_id). */
const MAY_BE_MISSING: Record<string, Array<[Objects, string[]]>> = {
  getUser: [[self, ['email', 'last_login']]],
  listUsers: [[(body) => (Array.isArray(body?.users) ? body.users : []), ['email', 'last_login']]],
  updateUser: [[self, ['email']]],
  getTransfer: [[self, ['completed_at', 'domain_id']]],
};

const TIMESTAMP_FIELD = /(_at|^expires_at|^last_login|^estimated_completion)$/;

function firstTimestamp(value: unknown, depth = 0): string | undefined {
  if (depth > 4 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, v] of Array.isArray(value) ? value.map((x, i) => [String(i), x] as const) : Object.entries(value)) {
    if (typeof v === 'string' && TIMESTAMP_FIELD.test(key)) return v;
    const inner = firstTimestamp(v, depth + 1);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

export function observeForms(ctx: CheckContext, operationId: string, body: unknown): void {
  for (const [objectsOf, fields] of MAY_BE_MISSING[operationId] ?? []) {
    for (const object of objectsOf(body)) {
      if (typeof object !== 'object' || object === null) continue;
      for (const field of fields) {
        const value = (object as Record<string, unknown>)[field];
        if (value === null) ctx.observe('AMB-MISSING-VALUE', 'null', operationId);
        else if (value === undefined) ctx.observe('AMB-MISSING-VALUE', 'omitted', operationId);
      }
    }
  }
  const timestamp = parseIso8601(firstTimestamp(body));
  if (timestamp) ctx.observe('AMB-TIMESTAMP-FORM', timestamp.form, operationId);
}
