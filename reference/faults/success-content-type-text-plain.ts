// reference/faults/success-content-type-text-plain.ts: fault: successful reads are labelled text/plain (§1: all response bodies are JSON).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const successContentTypeTextPlain: Fault = {
  name: 'success-content-type-text-plain',
  violates: ['HTTP-JSON'],
  operations: ['*'],
  summary: 'sends the JSON body of successful GET responses with Content-Type text/plain',
  apply(parts) {
    onResponse(parts, '*', (out, { req }) => {
      if (req.method === 'GET' && isSuccess(out.status) && out.body !== undefined) out.headers['content-type'] = 'text/plain; charset=utf-8';
    });
  },
};
