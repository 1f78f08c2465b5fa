// reference/faults/availability-name-not-echoed.ts: fault: the availability result names the label without its TLD (§2.6 domain_name: the name checked).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const availabilityNameNotEchoed: Fault = {
  name: 'availability-name-not-echoed',
  violates: ['AVAIL-ECHO'],
  operations: ['checkAvailability'],
  summary: 'answers domain_name "example" for a check of "example.com"',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.domain_name === 'string') body.domain_name = body.domain_name.slice(0, body.domain_name.lastIndexOf('.'));
    });
  },
};
