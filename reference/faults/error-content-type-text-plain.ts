// reference/faults/error-content-type-text-plain.ts: fault: error bodies are labelled text/plain (§1: all response bodies are JSON).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const errorContentTypeTextPlain: Fault = {
  name: 'error-content-type-text-plain',
  violates: ['HTTP-JSON'],
  operations: ['*'],
  summary: 'sends error bodies (still JSON text) with Content-Type text/plain',
  apply(parts) {
    onResponse(parts, '*', (out) => {
      if (out.status >= 400 && out.body !== undefined) out.headers['content-type'] = 'text/plain; charset=utf-8';
    });
  },
};
