// reference/faults/session-expires-12h.ts: fault: sessions expire 12 hours after creation (§1, §3, §8: 24 hours).
import type { Fault } from './types.js';

export const sessionExpires12h: Fault = {
  name: 'session-expires-12h',
  violates: ['USER-SESSION-24H'],
  operations: ['createUser'],
  summary: 'returns expires_at 12 hours after creation instead of 24',
  apply(parts) {
    parts.config.constants.sessionValidityHours = 12;
  },
};
