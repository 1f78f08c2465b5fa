// reference/faults/extended-ttl-default-3600.ts: fault: an extended record created without ttl gets the core default 3600 (§2.3, §4.4: default 300).
import type { Fault } from './types.js';

export const extendedTtlDefault3600: Fault = {
  name: 'extended-ttl-default-3600',
  violates: ['DNS-TTL-DEFAULT'],
  operations: ['createDnsRecord'],
  summary: 'gives an extended record created without ttl the core default of 3600 instead of 300',
  apply(parts) {
    parts.config.constants.dnsTtlDefaultExtended = parts.config.constants.dnsTtlDefaultCore;
  },
};
