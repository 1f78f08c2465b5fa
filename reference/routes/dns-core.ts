// reference/routes/dns-core.ts: core DNS records under /api/v1/dns_records (§4.1, core shape of §2.3; the §2.3 rules are applied here too,
// AMB-CORE-VALIDATION).
import { ApiError, check } from '../errors.js';
import type { OperationHandlers } from '../routing.js';
import { missing, wrongType } from '../rules.js';
import { coreRecord } from '../shapes.js';
import { foreignCoreDomainIsInvalid, recordSpace, storedRecordName, unknownCoreDomainIsInvalid } from '../variants.js';
import { objectBody, requireDomain, requireRecord } from './access.js';
import { duplicateViolation, storedPriority } from './dns-extended.js';

export const coreDnsOperations: OperationHandlers = {
  /** §4.1: domain_id, type, name, value required; ttl default 3600; priority, weight, port, target optional. */
  createCoreDnsRecord(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const body = objectBody(ctx);
    for (const field of ['domain_id', 'type', 'name', 'value']) {
      if (body[field] === undefined || body[field] === null) check(missing(field));
    }
    if (typeof body.domain_id !== 'string') check(wrongType('domain_id', 'a string'));
    // AMB-CORE-UNKNOWN-DOMAIN: a domain_id naming no domain is the body's invalid value under the variant, 404 otherwise.
    if (unknownCoreDomainIsInvalid(ctx.parts) && !store.getDomain(body.domain_id as string)) {
      throw new ApiError(422, `domain_id ${String(body.domain_id)} names no domain`, { field: 'domain_id', code: 'invalid_format' });
    }
    // AMB-CORE-FOREIGN-DOMAIN: under the variant another key's domain is the body's invalid value too.
    const named = store.getDomain(body.domain_id as string);
    if (foreignCoreDomainIsInvalid(ctx.parts) && named && named.apiKey !== ctx.apiKey) {
      throw new ApiError(422, `domain_id ${String(body.domain_id)} does not name a domain of this key`, { field: 'domain_id', code: 'invalid_format' });
    }
    const domain = requireDomain(ctx, body.domain_id as string);
    const candidate = {
      type: body.type,
      name: body.name,
      content: body.value,
      ttl: body.ttl ?? config.constants.dnsTtlDefaultCore,
      priority: body.priority,
    };
    check(rules.dnsRecord(candidate, 'core', 'value'));
    check(rules.uint16('weight', body.weight));
    check(rules.uint16('port', body.port));
    check(rules.srvTarget(body.target));
    const type = candidate.type as string;
    const content = candidate.content as string;
    const row = {
      id: store.newId('rec'),
      domainId: domain.id,
      space: recordSpace(ctx.parts, 'core'),
      type,
      name: storedRecordName(ctx.parts, candidate.name as string),
      content,
      ttl: candidate.ttl as number,
      priority: storedPriority(config, type, candidate.priority, content),
      weight: (body.weight as number | undefined) ?? null,
      port: (body.port as number | undefined) ?? null,
      target: (body.target as string | undefined) ?? null,
      created_at: ctx.now,
      updated_at: ctx.now,
    };
    check(duplicateViolation(ctx.parts, row));
    const record = store.addRecord(row);
    return { status: 201, body: coreRecord(record) };
  },

  getCoreDnsRecord(ctx) {
    const record = requireRecord(ctx, ctx.params.id, recordSpace(ctx.parts, 'core'));
    return { status: 200, body: coreRecord(record) };
  },

  /** §4.1: any of type, name, value, ttl, priority, weight, port, target; domain_id is not part of the update and is ignored. */
  updateCoreDnsRecord(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const record = requireRecord(ctx, ctx.params.id, recordSpace(ctx.parts, 'core'));
    const body = objectBody(ctx);
    const pick = (field: string, current: unknown) => (body[field] !== undefined ? body[field] : current);
    const merged = {
      type: pick('type', record.type),
      name: pick('name', record.name),
      content: pick('value', record.content),
      ttl: pick('ttl', record.ttl),
      priority: pick('priority', record.priority),
    };
    check(rules.dnsRecord(merged, 'core', 'value'));
    check(rules.uint16('weight', body.weight));
    check(rules.uint16('port', body.port));
    check(rules.srvTarget(body.target));
    const type = merged.type as string;
    const content = merged.content as string;
    const updated = store.updateRecord(record.id, {
      type,
      name: storedRecordName(ctx.parts, merged.name as string),
      content,
      ttl: merged.ttl as number,
      priority: storedPriority(config, type, merged.priority, content),
      weight: pick('weight', record.weight) as number | null,
      port: pick('port', record.port) as number | null,
      target: pick('target', record.target) as string | null,
      updated_at: ctx.now,
    })!;
    return { status: 200, body: coreRecord(updated) };
  },

  deleteCoreDnsRecord(ctx) {
    const record = requireRecord(ctx, ctx.params.id, recordSpace(ctx.parts, 'core'));
    ctx.parts.store.deleteRecord(record.id);
    return { status: 204 };
  },
};
