// reference/faults/user-update-omitted-clears-email.ts: fault: a user PUT without email clears the stored e-mail (§4.2: email optional).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const userUpdateOmittedClearsEmail: Fault = {
  name: 'user-update-omitted-clears-email',
  violates: ['USER-UPDATE-PERSISTS'],
  operations: ['updateUser'],
  summary: 'reads a PUT /api/v1/users/{user_identifier} without email as email null, clearing the stored e-mail',
  apply(parts) {
    // As the mutant of routes/users.ts updateUser `body.email !== undefined` -> true.
    onRequest(parts, ['updateUser'], ({ req }) => {
      const body = objectBodyOf(req);
      if (body && body.email === undefined) body.email = null;
    });
  },
};
