// generators/bulkBatch.ts: record lists for POST /api/v1/domains/{domain_id}/dns/bulk mixing valid and invalid records (§4.4 bulk rules, AMB-BULK-MAX).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { ambiguity } from '../contracts/spec-data.js';
import type { ExtendedDnsType } from './types.js';
import { validExtendedRecord } from './valid/validExtendedRecord.js';
import { invalidExtendedRecord, type InvalidRecordBody } from './invalid/invalidExtendedRecord.js';

export interface BulkBatchConstraints {
  /** Run prefix for every record name (see validRecordName). */
  prefix?: string;
  /** Most records in one batch (default and ceiling 5, AMB-BULK-MAX). */
  maxSize?: number;
  /** Fewest records (default 1). */
  minSize?: number;
  /** Every batch holds at least one valid and one invalid record (default false). */
  requireBoth?: boolean;
  /** Types of the records (default: all extended types). */
  types?: ExtendedDnsType[];
  /** Longest name of a valid record, and of an invalid one whose fault is elsewhere (default: §8 253; see validExtendedRecord). */
  maxNameLength?: number;
}

export interface BulkBatch {
  /** The `records` array of the request body. */
  records: InvalidRecordBody[];
  /** valid[i]: records[i] must appear in `created`. */
  valid: boolean[];
  /** breaks[i]: the requirement records[i] breaks (it must appear in `errors`), null when valid. */
  breaks: (string | null)[];
}

/** AMB-BULK-MAX: "The suite never sends more than 5 records in one bulk request". Read from the policy's accepted range. */
const BULK_MAX = Number(/(\d+)\s*records/.exec(String((ambiguity('AMB-BULK-MAX').accepted as string[])[0]))?.[1] ?? 5);

/**
 * §4.4: "each submitted record is validated on its own; records that pass appear in `created`, records that fail
 * appear in `errors` with a message." 1..maxSize records, each valid or breaking exactly one rule
 * (invalidExtendedRecord). Names are unique within a batch, compared case-insensitively (AMB-LABEL-LENGTH), so no
 * two records collide (DNS-CONFLICT is open) and a record's fate depends on itself alone. No record is put at '@'
 * except a CNAME-at-root fault.
 */
export function bulkBatch(constraints: BulkBatchConstraints = {}): Arbitrary<BulkBatch> {
  const maxSize = constraints.maxSize ?? BULK_MAX;
  const requireBoth = constraints.requireBoth ?? false;
  const minSize = Math.max(constraints.minSize ?? 1, requireBoth ? 2 : 1);
  if (maxSize > BULK_MAX) throw new RangeError(`maxSize ${maxSize}: AMB-BULK-MAX allows at most ${BULK_MAX} records per bulk request`);
  if (minSize > maxSize) throw new RangeError(`no batch size in ${minSize}..${maxSize}`);
  const { prefix, types, maxNameLength } = constraints;
  const entry = fc.oneof(
    validExtendedRecord({ prefix, types, maxNameLength }).map((record) => ({ record: record as InvalidRecordBody, breaks: null as string | null })),
    invalidExtendedRecord({ prefix, types, maxNameLength }).map((bad) => ({ record: bad.value, breaks: bad.breaks as string | null })),
  );
  const key = (e: { record: InvalidRecordBody }) =>
    typeof e.record.name === 'string' ? `name:${e.record.name.toLowerCase()}` : `record:${JSON.stringify(e.record)}`;
  return fc
    .uniqueArray(entry, { minLength: minSize, maxLength: maxSize, selector: key })
    .filter((entries) => !requireBoth || (entries.some((e) => e.breaks === null) && entries.some((e) => e.breaks !== null)))
    .map((entries) => ({
      records: entries.map((e) => e.record),
      valid: entries.map((e) => e.breaks === null),
      breaks: entries.map((e) => e.breaks),
    }));
}
