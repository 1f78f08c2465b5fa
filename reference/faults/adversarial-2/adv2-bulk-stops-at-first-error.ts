// adv2-bulk-stops-at-first-error: §4.4 "each submitted record is validated on its own": bulkCreateDnsRecords stops at the first invalid record.
import { rulesFor } from '../../rules.js';
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2BulkStopsAtFirstError: Fault = {
  name: 'adv2-bulk-stops-at-first-error',
  violates: ['DNS-BULK-PARTITION'],
  operations: ['bulkCreateDnsRecords'],
  summary: 'records after the first invalid one are neither created nor reported',
  apply(parts) {
    onRequest(parts, ['bulkCreateDnsRecords'], ({ req }) => {
      const body = objectBodyOf(req);
      if (!body || !Array.isArray(body.records)) return;
      const rules = rulesFor(parts.rules, parts.ruleOverrides, parts.config, 'bulkCreateDnsRecords');
      const bad = body.records.findIndex((r: any) => {
        if (typeof r !== 'object' || r === null || Array.isArray(r)) return true;
        const candidate = { ...r, ttl: r.ttl ?? parts.config.constants.dnsTtlDefaultExtended };
        return rules.dnsRecord(candidate, 'extended', 'content') !== null;
      });
      if (bad !== -1) body.records = body.records.slice(0, bad + 1);
    });
  },
};
