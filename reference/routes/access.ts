// reference/routes/access.ts: lookups shared by the routes with §5 isolation: 404 for what the key does not have, 403 for another key's domain (§5 rule 5).
import { ApiError, check, notFound } from '../errors.js';
import type { OperationContext } from '../routing.js';
import type { DomainRow, RecordRow, RecordSpace, UserRow } from '../store.js';

/** The request body as an object ({} when there was none); anything else is a 400. */
export function objectBody(ctx: OperationContext): Record<string, unknown> {
  check(ctx.rules.objectBody(ctx.body));
  return (ctx.body ?? {}) as Record<string, unknown>;
}

export function requireUser(ctx: OperationContext, userIdentifier: string): UserRow {
  const user = ctx.parts.store.getUser(ctx.apiKey, userIdentifier);
  if (!user) throw notFound(`user ${userIdentifier}`);
  return user;
}

/** A domain of this key; 404 if it does not exist, 403 if it belongs to another key. */
export function requireDomain(ctx: OperationContext, domainId: string): DomainRow {
  const domain = ctx.parts.store.getDomain(domainId);
  if (!domain) throw notFound(`domain ${domainId}`);
  if (domain.apiKey !== ctx.apiKey) throw new ApiError(403, `access denied to domain ${domainId}`);
  return domain;
}

/** A record of that domain in that space; a record of another domain is a 404. */
export function requireRecordOfDomain(ctx: OperationContext, domain: DomainRow, recordId: string, space: RecordSpace): RecordRow {
  const record = ctx.parts.store.getRecord(recordId);
  if (!record || record.domainId !== domain.id || record.space !== space) throw notFound(`record ${recordId}`);
  return record;
}

/** A record by id alone (core paths): 404 if unknown in that space, 403 if its domain is another key's (AMB-CORE-FOREIGN-DOMAIN). */
export function requireRecord(ctx: OperationContext, recordId: string, space: RecordSpace): RecordRow {
  const record = ctx.parts.store.getRecord(recordId);
  if (!record || record.space !== space) throw notFound(`record ${recordId}`);
  requireDomain(ctx, record.domainId);
  return record;
}
