// reference/faults/suggestions-objects.ts: fault: availability suggestions are objects (§2.6: array of string).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const suggestionsObjects: Fault = {
  name: 'suggestions-objects',
  violates: ['AVAIL-SHAPE'],
  operations: ['checkAvailability'],
  summary: 'returns suggestions as [{domain_name}] objects instead of strings',
  apply(parts) {
    onResponse(parts, ['checkAvailability'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && Array.isArray(body?.suggestions)) body.suggestions = body.suggestions.map((s: string) => ({ domain_name: s }));
    });
  },
};
