// adv2-mx-priority-zero-refused: §2.3 rule 5 "`priority` is required for MX records": createDnsRecord takes priority 0 for missing.
import { missing } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2MxPriorityZeroRefused: Fault = {
  name: 'adv2-mx-priority-zero-refused',
  violates: ['DNS-MX-PRIORITY'],
  operations: ['createDnsRecord'],
  summary: 'POST .../dns refuses an MX record with priority 0 as if priority were absent',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['createDnsRecord'],
      'mxPriority',
      (shared) => (type, priority) => (type === 'MX' && priority === 0 ? missing('priority', 'priority is required for MX records') : shared(type, priority)),
    );
  },
};
