// generators/valid/validDomainName.ts: host names as CNAME, MX, NS content and SRV target (§2.3 rule 3 "CNAME and MX content a valid domain name").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import { LABEL_MAX, buildName, lengthBetween, letterChar, nameMaterial } from '../internal/dns-name.js';

export interface ValidDomainNameConstraints {
  /** Shortest name (default 4, "a.bc"). */
  minLength?: number;
  /** Longest name (default and ceiling: §8 253). */
  maxLength?: number;
}

/** Two labels, the shortest a TLD of two letters: "a.bc". */
const SHORTEST = 4;

/**
 * §2.3 rule 3: "CNAME and MX content a valid domain name". The spec gives no grammar, so only names no reader would
 * refuse: labels of letters, digits and hyphens, 1-63 characters, no hyphen at a label's ends; at least two labels;
 * a top-level label of two or more letters; at most 253 characters (§8 name length); no trailing dot (an FQDN dot is
 * accepted by some and refused by others, so it is never sent).
 */
export function validDomainName(constraints: ValidDomainNameConstraints = {}): Arbitrary<string> {
  const ceiling = constants.dnsNameMaxLength;
  const maxLength = constraints.maxLength ?? ceiling;
  const minLength = Math.max(SHORTEST, constraints.minLength ?? SHORTEST);
  if (maxLength > ceiling || minLength > maxLength) throw new RangeError(`no domain name length in ${minLength}..${maxLength}`);
  return fc
    .record({
      total: lengthBetween(minLength, maxLength),
      tldWish: fc.oneof(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: LABEL_MAX })),
      tldLetters: fc.array(letterChar, { minLength: LABEL_MAX, maxLength: LABEL_MAX }),
      material: nameMaterial(maxLength),
    })
    .map(({ total, tldWish, tldLetters, material }) => {
      const tldLength = Math.min(tldWish, total - 2); // leave a dot and at least one character before it
      const tld = tldLetters.slice(0, tldLength).join('');
      return `${buildName(total - tldLength - 1, material)}.${tld}`;
    });
}
