// adv1-user-detail-404-empty-errors: §7 List format "`{errors: array of string}`" (a message): getUser's 404 lists no message.
import { onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv1UserDetail404EmptyErrors: Fault = {
  name: 'adv1-user-detail-404-empty-errors',
  violates: ['ERR-FORMAT'],
  operations: ['getUser'],
  summary: 'GET /api/v1/users/{user_identifier} answers 404 with {"errors": []}: the list format with no message in it.',
  apply(parts) {
    onResponse(parts, ['getUser'], (out) => {
      if (out.status === 404) return { ...out, body: { errors: [] } };
    });
  },
};
