// reference/faults/session-echo-truncated.ts: fault: the session response echoes user_identifier cut to 64 characters (§2.1: echo of the input).
import { isSuccess, onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const sessionEchoTruncated: Fault = {
  name: 'session-echo-truncated',
  violates: ['USER-SESSION-ECHO'],
  operations: ['createUser'],
  summary: 'echoes only the first 64 characters of a longer user_identifier in the session response',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const body = out.body as any;
      if (isSuccess(out.status) && typeof body?.user_identifier === 'string') body.user_identifier = body.user_identifier.slice(0, 64);
    });
  },
};
