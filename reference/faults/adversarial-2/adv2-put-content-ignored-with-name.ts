// adv2-put-content-ignored-with-name: §4.4 "Body: any of name, content, ttl, priority; only supplied fields change",
// a PUT of name and content changes only name.
import { objectBodyOf, onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2PutContentIgnoredWithName: Fault = {
  name: 'adv2-put-content-ignored-with-name',
  violates: ['DNS-UPDATE-PARTIAL'],
  operations: ['updateDnsRecord'],
  summary: 'PUT drops content when name is sent too',
  apply(parts) {
    onRequest(parts, ['updateDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.name !== undefined && body.content !== undefined) delete body.content;
    });
  },
};
