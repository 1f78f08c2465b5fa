// adv2-domain-list-dns-count-skips-root: §2.2 "dns_records_count | integer | Number of DNS records": listUserDomains does not count records at the root @.
import { recordSpace } from '../../variants.js';
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2DomainListDnsCountSkipsRoot: Fault = {
  name: 'adv2-domain-list-dns-count-skips-root',
  violates: ['DOMAIN-DNS-COUNT'],
  operations: ['listUserDomains'],
  summary: 'list entries count only the records whose name is not @',
  apply(parts) {
    onResponse(parts, ['listUserDomains'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      for (const d of b?.domains ?? []) {
        d.dns_records_count = parts.store.recordsOf(d.id, recordSpace(parts, 'extended')).filter((r) => r.name !== '@').length;
      }
    });
  },
};
