// generators/valid/validTxt.ts: TXT content an implementation must accept (§2.3 rule 3, §8 "TXT string length 255 characters", AMB-TXT-MULTI-STRING).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import { lengthBetween } from '../internal/dns-name.js';
import { txtEdgeChar, txtInnerChar, txtOf } from '../internal/txt-chars.js';

export interface ValidTxtConstraints {
  /** Shortest text (default 1). */
  minLength?: number;
  /** Longest text (default and ceiling: §8 255). */
  maxLength?: number;
}

/**
 * §2.3 rule 3: "TXT content any text, at most 255 characters per string."
 * AMB-TXT-MULTI-STRING: "The suite sends TXT content as one string without quotes: 255 characters must be accepted".
 * Chosen range 1..255, not 0..255: an empty content is "any text" to the spec but reads as a missing required field
 * to some implementations (the reference refuses it), so it is never sent as valid. Printable ASCII without double
 * quote or backslash (either could turn the content into quoted strings or escapes), no space at either end (may be
 * trimmed). 1 and 255 are generated often.
 */
export function validTxt(constraints: ValidTxtConstraints = {}): Arbitrary<string> {
  const ceiling = constants.txtStringMaxLength;
  const maxLength = constraints.maxLength ?? ceiling;
  const minLength = Math.max(1, constraints.minLength ?? 1);
  if (maxLength > ceiling || minLength > maxLength) throw new RangeError(`no TXT length in ${minLength}..${maxLength}`);
  return fc
    .tuple(lengthBetween(minLength, maxLength), txtEdgeChar, txtEdgeChar, fc.array(txtInnerChar, { minLength: maxLength, maxLength }))
    .map(([length, first, last, inner]) => txtOf(length, first, last, inner));
}
