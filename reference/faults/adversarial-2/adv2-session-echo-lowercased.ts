// adv2-session-echo-lowercased: §2.1 "user_identifier | string | Echo of the input": createUser echoes the identifier lower-cased.
import { isSuccess, onResponse } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2SessionEchoLowercased: Fault = {
  name: 'adv2-session-echo-lowercased',
  violates: ['USER-SESSION-ECHO'],
  operations: ['createUser'],
  summary: 'the session response echoes user_identifier lower-cased (the user is stored as sent)',
  apply(parts) {
    onResponse(parts, ['createUser'], (out) => {
      const b = out.body as any;
      if (!isSuccess(out.status)) return;
      if (typeof b?.user_identifier === 'string') b.user_identifier = b.user_identifier.toLowerCase();
    });
  },
};
