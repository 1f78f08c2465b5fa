// adv1-avail-suggestions-joined: §2.6 "suggestions | array of string | Alternative names": checkAvailability joins them in one string.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1AvailSuggestionsJoined: Fault = {
  name: 'adv1-avail-suggestions-joined',
  violates: ['AVAIL-SHAPE'],
  operations: ['checkAvailability'],
  summary: 'GET /api/v1/domains/availability/{domain_name} writes suggestions as one comma-separated string.',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body.suggestions)) body.suggestions = body.suggestions.join(',');
    });
  },
};
