// generators/invalid/invalidUserIdentifier.ts: user identifiers an implementation must reject, breaking only USER-ID-MAXLEN or USER-ID-CHARSET (§2.1, §8).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';
import { validUserIdentifier } from '../valid/validUserIdentifier.js';

export interface InvalidUserIdentifierConstraints {
  /** Every identifier starts with `${prefix}-` or `${prefix}_` (the run prefix). */
  prefix?: string;
  /** Which rules to break (default both). USER-ID-REQUIRED is a missing field, not a value: not generated here. */
  breaks?: Array<'USER-ID-MAXLEN' | 'USER-ID-CHARSET'>;
}

/**
 * §2.1 allows letters, digits, underscore, hyphen; these are the likely others: punctuation and space. "letters" is not defined, so
 * a letter outside ASCII (é, ñ, 中) is not here: it may be accepted or rejected (AMB-LETTERS), and USER-ID-NON-ASCII-LETTER observes which.
 */
const FORBIDDEN = [' ', '.', '@', '/', '!', '+', ':', '#', '%', '?', '&', '=', '*', ',', ';', '~', '$', '(', "'", '"', '\\', '<'];

/**
 * §2.1 user_identifier: "max 255 characters; only letters, digits, underscore, hyphen".
 * - USER-ID-MAXLEN: 256..400 allowed characters, 256 generated often;
 * - USER-ID-CHARSET: at most 255 characters, one of them forbidden, never first or last (an end blank may be trimmed).
 */
export function invalidUserIdentifier(constraints: InvalidUserIdentifierConstraints = {}): Arbitrary<InvalidValue<string>> {
  const { prefix } = constraints;
  const max = constants.userIdentifierMaxLength;
  const breaks = constraints.breaks ?? ['USER-ID-MAXLEN', 'USER-ID-CHARSET'];
  const field = 'user_identifier';
  // Past the limit: a valid 255-character identifier grown with allowed characters.
  const tooLong = fc
    .tuple(validUserIdentifier({ prefix, minLength: max, maxLength: max }), fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 145 })))
    .map(([id, extra]): InvalidValue<string> => {
      const value = id + id.slice(-extra).padStart(extra, 'x');
      return { value, breaks: 'USER-ID-MAXLEN', field, why: `${value.length} characters (at most ${max})` };
    });
  const floor = prefix ? prefix.length + 3 : 2;
  const badChar = fc
    .tuple(validUserIdentifier({ prefix, minLength: floor, maxLength: max - 1 }), fc.constantFrom(...FORBIDDEN), fc.nat())
    .map(([id, bad, n]): InvalidValue<string> => {
      const start = prefix ? prefix.length + 1 : 1; // keep the prefix and its separator intact
      const at = start + (n % (id.length - start)); // start..length-1: never first, never last
      return { value: id.slice(0, at) + bad + id.slice(at), breaks: 'USER-ID-CHARSET', field, why: `contains ${JSON.stringify(bad)}` };
    });
  const byRule = { 'USER-ID-MAXLEN': tooLong, 'USER-ID-CHARSET': badChar };
  return fc.oneof(...breaks.map((b) => byRule[b]));
}
