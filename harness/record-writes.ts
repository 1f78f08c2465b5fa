// harness/record-writes.ts: one valid record written through each operation that takes a record's fields (§4.1, §4.4), read back the same way.
//
// A rule stated once in §2.3 holds on every operation that accepts the field: create, update (PUT), bulk, and the core create. Checks
// that prove a field's rule on every such operation iterate RECORD_WRITES instead of writing one check per operation; a new operation
// taking a record joins the table, not the checks (issue 27 delivery 1: matrices, not instances).
import type { CheckContext } from './check.js';
import type { Res } from './client.js';
import { expectError, expectRejected, expectSuccess, expectThat, fail } from './expect.js';
import { expectSameRecord, findRecord, listRecords, sameName } from './records.js';

/** A record body in the extended shape (content, not value). */
export type RecordFields = { type: string; name: string; content: string; ttl?: number; priority?: number };

export interface WriteAnswer {
  res: Res;
  /** The record written (or, for an update, the record updated), when there is one. */
  id?: string;
  /** An update: the record as it stood before the PUT. */
  before?: RecordFields;
}

export interface RecordWrite {
  /** The operation (operations.yaml id) that carries the fields. */
  operation: 'createDnsRecord' | 'updateDnsRecord' | 'bulkCreateDnsRecords' | 'createCoreDnsRecord';
  /** How the fields reach it, for titles: "a PUT of a record's name and content". */
  how: string;
  /** Core rules are open (AMB-CORE-VALIDATION): only what every reading accepts is sent there, and refusals are not asserted. */
  core: boolean;
  /**
   * Sends `fields` through the operation. Returns the target's answer and, when the write succeeded, the id of the record written
   * (for the caller to read back and delete). An update first creates a record of the same type with ordinary fields.
   */
  write(ctx: CheckContext, fields: RecordFields): Promise<WriteAnswer>;
}

/** An ordinary valid content per type: the record an update starts from. */
const ORDINARY: Record<string, { content: string; priority?: number }> = {
  A: { content: '192.0.2.60' },
  AAAA: { content: '2001:db8::60' },
  CNAME: { content: 'target.example.net' },
  MX: { content: 'mail.example.net', priority: 10 },
  TXT: { content: 'ordinary text' },
  SRV: { content: '10 5 5060 sip.example.net', priority: 10 },
  NS: { content: 'ns1.example.net' },
};

const idOf = (body: any): string | undefined => (body && body.id !== undefined && body.id !== null ? String(body.id) : undefined);

export const RECORD_WRITES: RecordWrite[] = [
  {
    operation: 'createDnsRecord',
    how: 'a created record',
    core: false,
    async write(ctx, fields) {
      const res = await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: fields });
      return { res, id: res.status < 300 ? idOf(res.body) : undefined };
    },
  },
  {
    operation: 'updateDnsRecord',
    how: 'a PUT of every field but type onto a record of that type',
    core: false,
    async write(ctx, fields) {
      const { type, ...rest } = fields;
      const base = { type, name: ctx.uniqueName('put-base'), ttl: 300, ...ORDINARY[type] };
      const created = await expectSuccess(ctx, await ctx.api.call('createDnsRecord', { params: { domain_id: ctx.domain.id }, body: base }));
      const id = String(created.id);
      const res = await ctx.api.call('updateDnsRecord', { params: { domain_id: ctx.domain.id, record_id: id }, body: rest });
      return { res, id, before: base };
    },
  },
  {
    operation: 'bulkCreateDnsRecords',
    how: 'the one record of a bulk request',
    core: false,
    async write(ctx, fields) {
      const res = await ctx.api.call('bulkCreateDnsRecords', { params: { domain_id: ctx.domain.id }, body: { records: [fields] } });
      const created = res.status < 300 && Array.isArray((res.body as any)?.created) ? (res.body as any).created : [];
      return { res, id: created.length === 1 ? idOf(created[0]) : undefined };
    },
  },
  {
    operation: 'createCoreDnsRecord',
    how: 'a core record created',
    core: true,
    async write(ctx, { content, ...rest }) {
      const res = await ctx.api.call('createCoreDnsRecord', { body: { domain_id: ctx.domain.id, ...rest, value: content } });
      return { res, id: res.status < 300 ? idOf(res.body) : undefined };
    },
  },
];

/**
 * The write succeeded and the record reads back as written: for bulk, `created` holds it and `errors` is empty (§4.4 "records that pass
 * appear in created"); then the record is listed (extended) or read by id (core) with the fields sent.
 */
export async function expectWrittenAndReadBack(ctx: CheckContext, write: RecordWrite, fields: RecordFields, answer: WriteAnswer): Promise<void> {
  const body = await expectSuccess(ctx, answer.res, write.operation);
  if (write.operation === 'bulkCreateDnsRecords') {
    const errors = Array.isArray(body.errors) ? body.errors : [];
    expectThat(errors.length === 0, `errors: expected none for a valid record ${JSON.stringify(fields)}, received ${JSON.stringify(errors).slice(0, 300)}`);
  }
  if (answer.id === undefined) fail(`${write.operation}: the answer names no record written for ${JSON.stringify(fields)}`);
  if (write.core) {
    const read = await expectSuccess(ctx, await ctx.api.call('getCoreDnsRecord', { params: { id: answer.id } }), 'getCoreDnsRecord');
    const { content, ...rest } = fields;
    expectSameRecord('core record read back', read, { ...rest, value: content }, 'value');
    return;
  }
  const listed = await findRecord(ctx, answer.id);
  if (!listed) fail(`record ${answer.id} written by ${write.operation} is not listed`);
  expectSameRecord(`record written by ${write.operation}, listed`, listed, fields);
}

/** Deletes what a write left (best effort: the check's verdict is already made), through the interface that wrote it. */
export async function deleteWritten(ctx: CheckContext, write: RecordWrite, id: string | undefined): Promise<void> {
  if (id === undefined) return;
  if (write.core) await ctx.api.call('deleteCoreDnsRecord', { params: { id } });
  else await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: id } });
}

/** A 409 "record exists or conflicts" (§7, AMB-RECORD-REPEAT) is the fields understood, not refused: the caller may try other fields. */
export function isConflict(ctx: CheckContext, res: Res): boolean {
  if (res.status !== 409) return false;
  expectError(ctx, res, { statuses: [409] });
  ctx.observe('AMB-RECORD-REPEAT', 'conflict-409');
  return true;
}

/**
 * The write was refused and changed nothing (§7 400/422 "Invalid request data"; a rejected request changes nothing): create answers
 * 400/422 and lists no record of that name; an update answers 400/422 and the record still reads as before; a bulk request of the one
 * invalid record puts it in `errors` and creates nothing (§4.4 "records that fail appear in errors"), or refuses the whole request.
 */
export async function expectRefusedAndUnchanged(
  ctx: CheckContext,
  write: RecordWrite,
  fields: RecordFields,
  answer: WriteAnswer,
  field: string,
): Promise<void> {
  if (write.core) throw new Error(`${write.operation}: core validation is open (AMB-CORE-VALIDATION); a refusal is not asserted there`);
  const shown = `${field} ${JSON.stringify((fields as Record<string, unknown>)[field]).slice(0, 60)}`;
  if (write.operation === 'bulkCreateDnsRecords' && answer.res.status < 300) {
    const body = await expectSuccess(ctx, answer.res, write.operation);
    const created = Array.isArray(body.created) ? body.created : [];
    const errors = Array.isArray(body.errors) ? body.errors : [];
    expectThat(
      created.length === 0 && errors.length === 1,
      `bulk with one record of ${shown}: expected it in errors and none created, received ${created.length} created, ${errors.length} errors`,
    );
  } else if (write.operation === 'bulkCreateDnsRecords') {
    expectError(ctx, answer.res);
  } else {
    expectRejected(ctx, answer.res, { field });
  }
  if (write.operation === 'updateDnsRecord' && answer.before) {
    const now = await findRecord(ctx, answer.id!);
    if (!now) fail(`record ${answer.id}: a refused PUT of ${shown} must leave it in place, but it is no longer listed`);
    expectSameRecord(`record after a refused PUT of ${shown}`, now, answer.before);
    return;
  }
  const { records } = await listRecords(ctx);
  const made = records.filter((r) => sameName(r.name, fields.name));
  if (made.length) fail(`${write.operation} refused ${shown} but created ${made.map((r) => r.id).join(', ')}`);
}
