// generators/invalid/invalidTxt.ts: TXT content an implementation must reject, breaking only DNS-CONTENT-TXT (§2.3 rule 3, §8, AMB-TXT-MULTI-STRING).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';
import { txtEdgeChar, txtInnerChar, txtOf } from '../internal/txt-chars.js';

export interface InvalidTxtConstraints {
  /** Longest text (default 1000). */
  maxLength?: number;
}

/**
 * §2.3 rule 3: "TXT content any text, at most 255 characters per string." AMB-TXT-MULTI-STRING: "256 rejected".
 * One unquoted string (no double quote, no backslash) of 256 or more characters, 256 generated often; the
 * characters are the ones validTxt uses, so length is the only fault.
 */
export function invalidTxt(constraints: InvalidTxtConstraints = {}): Arbitrary<InvalidValue<string>> {
  const min = constants.txtStringMaxLength + 1;
  const max = constraints.maxLength ?? 1000;
  if (max < min) throw new RangeError(`maxLength ${max} leaves no TXT over ${min - 1} characters`);
  return fc
    .tuple(fc.oneof(fc.constant(min), fc.integer({ min, max })), txtEdgeChar, txtEdgeChar, fc.array(txtInnerChar, { minLength: max, maxLength: max }))
    .map(([length, first, last, inner]) => ({
      value: txtOf(length, first, last, inner),
      breaks: 'DNS-CONTENT-TXT',
      field: 'content',
      why: `${length} characters in one string (at most ${min - 1})`,
    }));
}
