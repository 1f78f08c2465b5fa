// reference/faults/user-id-charset-unchecked.ts: fault: user_identifier characters are not checked (§2.1: only letters, digits, underscore, hyphen).
import type { Fault } from './types.js';

export const userIdCharsetUnchecked: Fault = {
  name: 'user-id-charset-unchecked',
  violates: ['USER-ID-CHARSET'],
  operations: ['createUser', 'initiateTransfer'],
  summary: 'accepts any characters in a user_identifier (dots, spaces, @, slashes)',
  apply(parts) {
    parts.config.constants.userIdentifierPattern = '^[\\s\\S]+$';
  },
};
