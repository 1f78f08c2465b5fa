// reference/faults/dns-list-all-domains.ts: fault: a domain's record list holds the records of every domain, other keys' too (§4.4: the records
// of that domain; §5 rule 5).
import type { RecordRow } from '../store.js';
import type { Fault } from './types.js';

export const dnsListAllDomains: Fault = {
  name: 'dns-list-all-domains',
  violates: ['DNS-LIST-OF-DOMAIN'],
  operations: ['listDnsRecords'],
  summary: "lists under a domain's /dns the records of every domain, a query that lost its domain filter",
  apply(parts) {
    // As the mutant of store.ts recordsOf `r.domainId === domainId` -> true.
    const records = (parts.store as unknown as { records: Map<string, RecordRow> }).records;
    parts.store.recordsOf = (_domainId, space) => [...records.values()].filter((r) => r.space === space).map((r) => ({ ...r }));
  },
};
