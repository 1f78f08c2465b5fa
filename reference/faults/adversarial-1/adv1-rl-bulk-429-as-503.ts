// adv1-rl-bulk-429-as-503: §8 "When a limit is exceeded the response is 429.": bulkCreateDnsRecords answers 503.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1RlBulk429As503: Fault = {
  name: 'adv1-rl-bulk-429-as-503',
  violates: ['RL-429'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'POST /api/v1/domains/{domain_id}/dns/bulk past its 60 per minute answers 503 (service unavailable), not 429.',
  apply(parts) {
    onResponse(parts, ['bulkCreateDnsRecords'], (out) => {
      if (out.status !== 429) return;
      return { ...out, status: 503, body: { error: 'service_unavailable', message: 'too busy, retry later' } };
    });
  },
};
