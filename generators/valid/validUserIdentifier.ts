// generators/valid/validUserIdentifier.ts: user identifiers an implementation must accept (§2.1 user_identifier, §8 "user_identifier max length 255").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import { lengthBetween } from '../internal/dns-name.js';
import { userIdentifierEdges } from '../edges.js';

export interface ValidUserIdentifierConstraints {
  /** Every identifier starts with `${prefix}-` or `${prefix}_` (the run prefix). */
  prefix?: string;
  /** Shortest identifier (default 1, or what the prefix needs). */
  minLength?: number;
  /** Longest identifier, prefix included (default and ceiling: §8 255). */
  maxLength?: number;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const idChar = fc.oneof({ weight: 10, arbitrary: fc.constantFrom(...ALNUM) }, { weight: 1, arbitrary: fc.constantFrom('_', '-') });

/**
 * §2.1: "Partner's own unique user ID; max 255 characters; only letters, digits, underscore, hyphen".
 * 1..255 characters of [A-Za-z0-9_-] (letters are ASCII: the contracts' userIdentifierPattern), 255 reached often.
 */
export function validUserIdentifier(constraints: ValidUserIdentifierConstraints = {}): Arbitrary<string> {
  const { prefix } = constraints;
  const ceiling = constants.userIdentifierMaxLength;
  const maxLength = constraints.maxLength ?? ceiling;
  if (maxLength > ceiling) throw new RangeError(`maxLength ${maxLength} exceeds the §8 limit ${ceiling}`);
  if (prefix !== undefined && !/^[A-Za-z0-9_-]+$/.test(prefix)) throw new RangeError(`prefix ${JSON.stringify(prefix)} has a character §2.1 forbids`);
  const floor = prefix ? prefix.length + 2 : 1;
  const minLength = Math.max(floor, constraints.minLength ?? floor);
  if (minLength > maxLength) throw new RangeError(`no identifier length in ${minLength}..${maxLength}`);
  const generated = fc
    .tuple(lengthBetween(minLength, maxLength), fc.constantFrom('-', '_'), fc.array(idChar, { minLength: maxLength, maxLength }))
    .map(([length, separator, chars]) => {
      const head = prefix ? prefix + separator : '';
      return head + chars.slice(0, length - head.length).join('');
    });
  // The shortest, the longest (255) and both punctuation characters (generators/edges.ts) come often, within the lengths asked for.
  const edges = userIdentifierEdges(prefix).filter((id) => id.length >= minLength && id.length <= maxLength);
  return edges.length ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...edges) }, { weight: 4, arbitrary: generated }) : generated;
}
