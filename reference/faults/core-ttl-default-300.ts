// reference/faults/core-ttl-default-300.ts: fault: a core record created without ttl gets the extended default 300 (§2.3 core shape: default 3600).
import type { Fault } from './types.js';

export const coreTtlDefault300: Fault = {
  name: 'core-ttl-default-300',
  violates: ['CORE-DNS-TTL-DEFAULT'],
  operations: ['createCoreDnsRecord'],
  summary: 'gives a core record created without ttl the extended default of 300 instead of 3600',
  apply(parts) {
    parts.config.constants.dnsTtlDefaultCore = parts.config.constants.dnsTtlDefaultExtended;
  },
};
