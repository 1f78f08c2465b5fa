// generators/internal/txt-chars.ts: the characters TXT content is made of (§2.3 rule 3, AMB-TXT-MULTI-STRING).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** Printable ASCII without the double quote and the backslash: either could make the content read as quoted strings or escapes. */
export const TXT_PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).filter((c) => c !== '"' && c !== '\\');

/** Mostly letters and digits, some spaces and punctuation. */
export const txtInnerChar: Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789') },
  { weight: 2, arbitrary: fc.constant(' ') },
  { weight: 3, arbitrary: fc.constantFrom(...TXT_PRINTABLE) },
);

/** No space at either end: an implementation may trim it. */
export const txtEdgeChar: Arbitrary<string> = fc.constantFrom(...TXT_PRINTABLE.filter((c) => c !== ' '));

/** Text of exactly `length` characters from a pool of at least `length - 2` inner characters. */
export function txtOf(length: number, first: string, last: string, inner: readonly string[]): string {
  return length === 1 ? first : first + inner.slice(0, length - 2).join('') + last;
}
