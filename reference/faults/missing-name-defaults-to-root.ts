// reference/faults/missing-name-defaults-to-root.ts: fault: an extended record sent without name is created at @ (§4.4: type, name, content required).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const missingNameDefaultsToRoot: Fault = {
  name: 'missing-name-defaults-to-root',
  violates: ['DNS-REQUIRED-FIELDS'],
  operations: ['createDnsRecord'],
  summary: 'creates a record sent without name at the root @ instead of rejecting it',
  apply(parts) {
    onRequest(parts, ['createDnsRecord'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.name === undefined) body.name = '@';
    });
  },
};
