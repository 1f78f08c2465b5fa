// reference/faults/core-create-200.ts: fault: POST /api/v1/dns_records answers 200 instead of 201 (§4.1).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const coreCreate200: Fault = {
  name: 'core-create-200',
  violates: ['CORE-DNS-CREATE', 'HTTP-SUCCESS-STATUS'],
  operations: ['createCoreDnsRecord'],
  summary: 'answers a successful core record creation with 200 instead of the 201 §4.1 states',
  apply(parts) {
    onResponse(parts, ['createCoreDnsRecord'], (out) => {
      if (out.status === 201) out.status = 200;
    });
  },
};
