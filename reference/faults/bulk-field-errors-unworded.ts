// reference/faults/bulk-field-errors-unworded.ts: fault: a bulk errors entry for a missing field, a field of the wrong type, an unknown type or a
// fractional priority carries an empty message (§4.4: records that fail appear in errors with a message).
import { isSuccess, objectBodyOf, onResponse } from './helpers.js';
import type { Fault } from './types.js';

const TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'NS'];

/** The record breaks a rule of form rather than of content: a field missing, of another JSON type, or an unknown type. */
function breaksForm(record: Record<string, unknown>): boolean {
  const missing = ['type', 'name', 'content'].some((f) => record[f] === undefined || record[f] === null);
  const integer = (v: unknown) => v === undefined || v === null || Number.isInteger(v);
  return missing || !TYPES.includes(record.type as string) || !integer(record.ttl) || !integer(record.priority);
}

export const bulkFieldErrorsUnworded: Fault = {
  name: 'bulk-field-errors-unworded',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'gives an empty error message for a bulk record with a field missing, a field of the wrong type or an unknown type',
  apply(parts) {
    // As the mutants of rules.ts that empty the messages of missing, wrongType, the type list and the priority range.
    onResponse(parts, ['bulkCreateDnsRecords'], (out, { req }) => {
      const errors = (out.body as { errors?: Array<{ record: unknown; error: string }> })?.errors;
      if (!isSuccess(out.status) || !Array.isArray(errors) || !objectBodyOf(req)) return;
      for (const entry of errors) {
        if (typeof entry.record === 'object' && entry.record !== null && breaksForm(entry.record as Record<string, unknown>)) entry.error = '';
      }
    });
  },
};
