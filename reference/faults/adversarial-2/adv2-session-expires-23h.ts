// adv2-session-expires-23h: §3 "User sessions expire 24 hours after creation.": createUser says 23 hours.
import { HOUR_MS, iso } from '../../clock.js';
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2SessionExpires23h: Fault = {
  name: 'adv2-session-expires-23h',
  violates: ['USER-SESSION-24H'],
  operations: ['createUser'],
  summary: 'expires_at is 23 hours after creation',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (b?.expires_at) b.expires_at = iso(Date.parse(b.expires_at) - HOUR_MS);
    });
  },
};
