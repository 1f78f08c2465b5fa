// reference/faults/availability-invalid-name-accepted.ts: fault: a domain_name that is not a domain name is checked anyway (§4.3, §7: 400).
import type { Fault } from './types.js';

export const availabilityInvalidNameAccepted: Fault = {
  name: 'availability-invalid-name-accepted',
  violates: ['AVAIL-INVALID-NAME'],
  operations: ['checkAvailability'],
  summary: 'accepts any name with a dot and an offered TLD ("bad_!.com" is reported available)',
  apply(parts) {
    const domainName = parts.rules.domainName;
    parts.rules.domainName = (value, field) => (typeof value === 'string' && /^[^.]+(\.[A-Za-z]{2,})+$/.test(value) ? null : domainName(value, field));
  },
};
