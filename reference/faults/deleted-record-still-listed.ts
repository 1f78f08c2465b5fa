// reference/faults/deleted-record-still-listed.ts: fault: a deleted DNS record is gone but still listed under its domain (§4.4 DELETE; the list, dns_records
// and dns_records_count keep it).
import type { RecordRow } from '../store.js';
import type { Fault } from './types.js';

export const deletedRecordStillListed: Fault = {
  name: 'deleted-record-still-listed',
  violates: ['DNS-DELETE-REMOVES'],
  operations: ['deleteDnsRecord', 'listDnsRecords'],
  summary: "deletes the record (204, and a core GET is 404) but keeps showing it in its domain's record list and counts",
  apply(parts) {
    const store = parts.store;
    const deleteRecord = store.deleteRecord.bind(store);
    const recordsOf = store.recordsOf.bind(store);
    const deleted: RecordRow[] = [];
    store.deleteRecord = (id) => {
      const row = store.getRecord(id);
      const removed = deleteRecord(id);
      if (removed && row) deleted.push(row);
      return removed;
    };
    store.recordsOf = (domainId, space) => [...recordsOf(domainId, space), ...deleted.filter((r) => r.domainId === domainId && r.space === space)];
  },
};
