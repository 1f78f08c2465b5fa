// reference/faults/deleted-record-still-listed.ts: fault: DELETE of a DNS record answers 204 but the record stays (§4.4, §4.1 delete).
import type { Fault } from './types';

export const deletedRecordStillListed: Fault = {
  name: 'deleted-record-still-listed',
  violates: ['DNS-DELETE-REMOVES'],
  summary: 'answers 204 to a record DELETE but keeps the record in the list and counts',
  apply(parts) {
    const store = parts.store;
    store.deleteRecord = (id) => store.getRecord(id) !== undefined; // reports success, removes nothing
  },
};
