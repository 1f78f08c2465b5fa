// generators/valid/validEmail.ts: e-mail addresses an implementation must accept (§2.1 "email: Valid e-mail address format if present").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { EMAIL_EDGES } from '../edges.js';

export type ValidEmailConstraints = Record<string, never>;

const LOWER_DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const alnum = fc.constantFrom(...LOWER_DIGITS);
/** An atom: letters and digits, an inner hyphen now and then ("mail-1"). */
const atom = fc
  .tuple(fc.array(alnum, { minLength: 1, maxLength: 10 }), fc.option(fc.array(alnum, { minLength: 1, maxLength: 6 }), { nil: undefined }))
  .map(([head, tail]) => head.join('') + (tail ? `-${tail.join('')}` : ''));
const tld = fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: 2, maxLength: 6 }).map((c) => c.join(''));

/**
 * §2.1 "Valid e-mail address format". The spec names no grammar, so only addresses every validator accepts
 * (RFC 5322 dot-atom, the HTML form rule, the common regexes): `local@label(.label)*.tld`, lower case, local part
 * 1-3 atoms of letters/digits/inner hyphens joined by single dots, an optional `+tag`; domain labels the same
 * shape, a letter-only TLD of 2-6; nothing quoted, no IP literal, no leading/trailing/double dot; well under 254.
 * EMAIL_EDGES (generators/edges.ts: a `+` tag, the shortest address) come often.
 */
export function validEmail(_constraints: ValidEmailConstraints = {}): Arbitrary<string> {
  const generated = fc
    .record({
      local: fc.array(atom, { minLength: 1, maxLength: 3 }),
      tag: fc.option(atom, { nil: undefined, freq: 3 }),
      domain: fc.array(atom, { minLength: 1, maxLength: 2 }),
      tld,
    })
    .map(({ local, tag, domain, tld }) => `${local.join('.')}${tag ? `+${tag}` : ''}@${domain.join('.')}.${tld}`);
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...EMAIL_EDGES) }, { weight: 4, arbitrary: generated });
}
