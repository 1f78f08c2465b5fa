// adv2-availability-invalid-key-served: §5 rule 3 "A missing or invalid key yields 401.": checkAvailability serves any bearer token.
import { onRequest, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2AvailabilityInvalidKeyServed: Fault = {
  name: 'adv2-availability-invalid-key-served',
  violates: ['AUTH-401-INVALID'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{name} answers 200 to an unknown key',
  apply(parts) {
    let inCheck = false;
    const isKey = parts.store.isApiKey.bind(parts.store);
    parts.store.isApiKey = (key) => inCheck || isKey(key);
    onRequest(parts, ['checkAvailability'], () => {
      inCheck = true;
    });
    onResponse(parts, ['checkAvailability'], () => {
      inCheck = false;
    });
  },
};
