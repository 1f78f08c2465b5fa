// reference/faults/user-create-200.ts: fault: POST /api/v1/users answers 200 instead of 201 (§4.1).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const userCreate200: Fault = {
  name: 'user-create-200',
  violates: ['USER-CREATE-STATUS', 'HTTP-SUCCESS-STATUS'],
  operations: ['createUser'],
  summary: 'answers a successful POST /api/v1/users with 200 instead of the 201 §4.1 states',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      if (out.status === 201) out.status = 200;
    });
  },
};
