// reference/routes/dns-extended.ts: DNS records of a domain under /api/v1/domains/{domain_id}/dns (§4.4 list, create, update, delete, bulk, template; extended
// shape and rules 1-6 of §2.3).
import { ApiError, check } from '../errors.js';
import type { ReferenceConfig } from '../config.js';
import type { OperationContext, OperationHandlers } from '../routing.js';
import { invalid, missing, wrongType, type Violation } from '../rules.js';
import { extendedRecord } from '../shapes.js';
import type { DomainRow, RecordRow } from '../store.js';
import { expandTemplate, findTemplate } from '../templates.js';
import type { ReferenceParts } from '../parts.js';
import {
  duplicateRecordsConflict,
  extendedCreationStatus,
  ignoresTypeChange,
  recordSpace,
  srvPriorityFromContent,
  storedRecordName,
  unknownTemplateStatus,
} from '../variants.js';
import { objectBody, requireDomain, requireRecordOfDomain } from './access.js';

/** §2.3: priority is an integer for MX and SRV (an SRV record without one takes its content's first part), null otherwise. */
export function storedPriority(config: ReferenceConfig, type: string, priority: unknown, content: string, fromContent = false): number | null {
  if (!config.priorityTypes.includes(type)) return null;
  if (type === 'SRV' && fromContent) return Number(content.split(' ')[0]); // AMB-SRV-PRIORITY: the content wins
  if (typeof priority === 'number') return priority;
  if (type === 'SRV') return Number(content.split(' ')[0]);
  return null;
}

/** AMB-RECORD-REPEAT (duplicate-record-409): §7 "409 conflict: record exists or conflicts" for a record equal to a stored one, created or put. */
export function duplicateViolation(parts: ReferenceParts, row: RecordRow): Violation | null {
  if (!duplicateRecordsConflict(parts)) return null;
  // Another record than the row itself: a PUT compares the record as it would become with the others.
  const named = parts.store.recordsOf(row.domainId, row.space).filter((r) => r.id !== row.id && r.name.toLowerCase() === row.name.toLowerCase());
  if (named.some((r) => r.type === row.type && r.content === row.content)) {
    return { status: 409, field: 'name', code: 'conflict', message: `a ${row.type} record ${row.name} with this content exists` };
  }
  // RFC 1034 §3.6.2: a CNAME shares its name with no other record ("record ... conflicts").
  if (named.some((r) => r.type !== row.type && (r.type === 'CNAME' || row.type === 'CNAME'))) {
    return { status: 409, field: 'name', code: 'conflict', message: `${row.name} has a CNAME record or other records: a CNAME cannot share its name` };
  }
  return null;
}

/** Validates one submitted record against every §2.3 rule; the row to store, or the first violation. */
function prepareRecord(ctx: OperationContext, domain: DomainRow, input: Record<string, unknown>): { row: RecordRow } | { violation: Violation } {
  const { store, config } = ctx.parts;
  const { rules } = ctx;
  const candidate = {
    type: input.type,
    name: input.name,
    content: input.content,
    ttl: input.ttl ?? config.constants.dnsTtlDefaultExtended, // §2.3: default 300 on create
    priority: input.priority,
  };
  const violation = rules.dnsRecord(candidate, 'extended', 'content');
  if (violation) return { violation };
  const type = candidate.type as string;
  const content = candidate.content as string;
  const row: RecordRow = {
    id: store.newId('rec'),
    domainId: domain.id,
    space: recordSpace(ctx.parts, 'extended'),
    type,
    name: storedRecordName(ctx.parts, candidate.name as string),
    content,
    ttl: candidate.ttl as number,
    priority: storedPriority(config, type, candidate.priority, content, srvPriorityFromContent(ctx.parts)),
    weight: null,
    port: null,
    target: null,
    created_at: ctx.now,
    updated_at: ctx.now,
  };
  const duplicate = duplicateViolation(ctx.parts, row);
  return duplicate ? { violation: duplicate } : { row };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const extendedDnsOperations: OperationHandlers = {
  listDnsRecords(ctx) {
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const records = ctx.parts.store.recordsOf(domain.id, recordSpace(ctx.parts, 'extended')).map(extendedRecord);
    return { status: 200, body: { records, total: records.length } };
  },

  createDnsRecord(ctx) {
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const prepared = prepareRecord(ctx, domain, objectBody(ctx));
    if ('violation' in prepared) throw ApiError.fromViolation(prepared.violation);
    const record = ctx.parts.store.addRecord(prepared.row);
    return { status: extendedCreationStatus(ctx.parts), body: extendedRecord(record) };
  },

  /** §4.4: only supplied fields among name, content, ttl, priority change; type cannot be changed; the merged record is validated. */
  updateDnsRecord(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const record = requireRecordOfDomain(ctx, domain, ctx.params.record_id, recordSpace(ctx.parts, 'extended'));
    const body = objectBody(ctx);
    if (body.type !== undefined && body.type !== record.type && !ignoresTypeChange(ctx.parts)) {
      check(invalid('type', `type cannot be changed (the record is ${record.type})`));
    }
    const pick = (field: 'name' | 'content' | 'ttl', current: unknown) => (body[field] !== undefined ? body[field] : current);
    // An SRV record whose priority came from its content follows a new content unless a priority is sent.
    const currentPriority = record.type === 'SRV' && body.content !== undefined ? undefined : record.priority;
    const merged = {
      type: record.type,
      name: pick('name', record.name),
      content: pick('content', record.content),
      ttl: pick('ttl', record.ttl),
      priority: body.priority !== undefined ? body.priority : currentPriority,
    };
    check(rules.dnsRecord(merged, 'extended', 'content'));
    check(duplicateViolation(ctx.parts, { ...record, name: storedRecordName(ctx.parts, merged.name as string), content: merged.content as string }));
    const updated = store.updateRecord(record.id, {
      name: storedRecordName(ctx.parts, merged.name as string),
      content: merged.content as string,
      ttl: merged.ttl as number,
      priority: storedPriority(config, record.type, merged.priority, merged.content as string, srvPriorityFromContent(ctx.parts)),
      updated_at: ctx.now,
    })!;
    return { status: 200, body: extendedRecord(updated) };
  },

  deleteDnsRecord(ctx) {
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const record = requireRecordOfDomain(ctx, domain, ctx.params.record_id, recordSpace(ctx.parts, 'extended'));
    ctx.parts.store.deleteRecord(record.id);
    return { status: 204 };
  },

  /** §4.4 bulk: each record validated on its own; passing ones in `created`, failing ones in `errors` with a message. */
  bulkCreateDnsRecords(ctx) {
    const { store, config } = ctx.parts;
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const body = objectBody(ctx);
    if (body.records === undefined || body.records === null) check(missing('records'));
    if (!Array.isArray(body.records)) check(wrongType('records', 'an array of records'));
    const submitted = body.records as unknown[];
    if (submitted.length > config.bulkMaxRecords) {
      throw new ApiError(400, `at most ${config.bulkMaxRecords} records per bulk request (received ${submitted.length})`, {
        field: 'records',
        code: 'invalid_format',
      });
    }
    const created: Array<Pick<RecordRow, 'id' | 'type' | 'name' | 'content' | 'ttl'>> = [];
    const errors: Array<{ record: unknown; error: string }> = [];
    for (const item of submitted) {
      if (!isPlainObject(item)) {
        errors.push({ record: item, error: 'record must be a JSON object' });
        continue;
      }
      const prepared = prepareRecord(ctx, domain, item);
      if ('violation' in prepared) {
        errors.push({ record: item, error: prepared.violation.message });
        continue;
      }
      const record = store.addRecord(prepared.row);
      created.push({ id: record.id, type: record.type, name: record.name, content: record.content, ttl: record.ttl });
    }
    return { status: extendedCreationStatus(ctx.parts), body: { created, errors } };
  },

  /** §4.4 template: every variable of the template is required; all records are validated before any is created. */
  applyDnsTemplate(ctx) {
    const { store, config } = ctx.parts;
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const body = objectBody(ctx);
    if (body.template_id === undefined || body.template_id === null) check(missing('template_id'));
    if (typeof body.template_id !== 'string') check(wrongType('template_id', 'a string'));
    const variables = body.variables ?? {};
    if (!isPlainObject(variables)) check(wrongType('variables', 'an object of strings'));
    for (const [name, value] of Object.entries(variables as Record<string, unknown>)) {
      if (typeof value !== 'string') check(wrongType(`variables.${name}`, 'a string'));
    }
    const templateId = body.template_id as string;
    const template = findTemplate(config.templates, templateId);
    if (!template) {
      const status = unknownTemplateStatus(ctx.parts);
      const details = status === 404 ? undefined : { field: 'template_id', code: 'invalid_format' };
      throw new ApiError(status, `template ${templateId} not found`, details);
    }
    const values = variables as Record<string, string>;
    for (const name of template.variables) {
      if (values[name] === undefined) {
        check({ status: 422, field: `variables.${name}`, code: 'missing_required_field', message: `template ${templateId} requires variable ${name}` });
      }
    }
    const rows: RecordRow[] = [];
    for (const record of expandTemplate(template, values)) {
      const prepared = prepareRecord(ctx, domain, { ...record });
      if ('violation' in prepared) {
        const v = prepared.violation;
        if (v.status === 409) check(v); // AMB-RECORD-REPEAT: the template's record exists
        check({ ...v, status: 422, message: `template ${templateId} with these variables gives an invalid record: ${v.message}` });
        continue;
      }
      rows.push(prepared.row);
    }
    const created = rows.map((row) => store.addRecord(row));
    return {
      status: extendedCreationStatus(ctx.parts),
      body: { template_id: templateId, records_created: created.map((r) => ({ id: r.id, type: r.type, name: r.name, content: r.content })) },
    };
  },
};
