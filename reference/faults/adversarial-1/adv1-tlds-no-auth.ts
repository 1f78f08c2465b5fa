// adv1-tlds-no-auth: §5 rule 3 "A missing or invalid key yields 401.": listTlds answers without an Authorization header.
import { FIXTURE_KEYS } from '../../fixtures.js';
import { onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1TldsNoAuth: Fault = {
  name: 'adv1-tlds-no-auth',
  violates: ['AUTH-401-MISSING'],
  operations: ['listTlds'],
  summary: 'GET /api/v1/domains/tlds is served as public: no Authorization header gets the list, not 401.',
  apply(parts) {
    onRequest(parts, ['listTlds'], ({ req }) => {
      if (req.headers.authorization === undefined) req.headers.authorization = `Bearer ${FIXTURE_KEYS.primary}`;
    });
  },
};
