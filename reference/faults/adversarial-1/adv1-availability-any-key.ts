// adv1-availability-any-key: §5 rule 3 "A missing or invalid key yields 401.": checkAvailability takes any bearer token.
import { FIXTURE_KEYS } from '../../fixtures.js';
import { onRequest } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1AvailabilityAnyKey: Fault = {
  name: 'adv1-availability-any-key',
  violates: ['AUTH-401-INVALID'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} checks only that a bearer token is present: a key never issued is served.',
  apply(parts) {
    onRequest(parts, ['checkAvailability'], ({ req, apiKey }) => {
      if (apiKey !== null && !parts.store.isApiKey(apiKey)) req.headers.authorization = `Bearer ${FIXTURE_KEYS.primary}`;
    });
  },
};
