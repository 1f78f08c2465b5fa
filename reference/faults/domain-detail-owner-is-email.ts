// reference/faults/domain-detail-owner-is-email.ts: fault: the domain detail's user_identifier is the owner's e-mail (§2.2: user_identifier, the owner).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const domainDetailOwnerIsEmail: Fault = {
  name: 'domain-detail-owner-is-email',
  violates: ['DOMAIN-DETAIL-OWNER'],
  operations: ['getDomain'],
  summary: 'puts the owner\'s e-mail address (or "unknown") in the detail\'s user_identifier',
  apply(parts) {
    onResponse(parts, ['getDomain'], (out, { apiKey }) => {
      const body = out.body as any;
      if (!isSuccess(out.status) || typeof body?.user_identifier !== 'string' || !apiKey) return;
      body.user_identifier = parts.store.getUser(apiKey, body.user_identifier)?.email ?? 'unknown';
    });
  },
};
