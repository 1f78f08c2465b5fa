// generators/valid/validIpv6.ts: AAAA record content an implementation must accept (§2.3 rule 3 "AAAA content a valid IPv6 address").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

export type Ipv6Form = 'full' | 'padded' | 'compressed' | 'ipv4-suffix';

export interface ValidIpv6Constraints {
  /** Textual forms to use (default: all). */
  forms?: Ipv6Form[];
}

const group = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 0xdb8, 0x2001, 0xffff) },
);

const hex = (n: number, pad: boolean, upper: boolean) => {
  const text = pad ? n.toString(16).padStart(4, '0') : n.toString(16);
  return upper ? text.toUpperCase() : text;
};

/**
 * §2.3 rule 3: "AAAA content a valid IPv6 address", in the RFC 4291 §2.2 text forms every parser accepts:
 * - full: eight groups, no leading zeros ("2001:db8:0:0:1:0:0:1");
 * - padded: eight four-digit groups ("2001:0db8:0000:...");
 * - compressed: one "::" standing for a run of at least two zero groups ("2001:db8::1", "::1", "fe80::", "::");
 * - ipv4-suffix: six groups then a dotted quad ("0:0:0:0:0:ffff:192.0.2.1" or "::ffff:192.0.2.1").
 * Upper and lower case hex both occur. No zone index ("%eth0"), no brackets, no prefix length.
 * AMB-LABEL-LENGTH: content is compared as an address, not as text, so any form may read back canonicalised.
 */
export function validIpv6(constraints: ValidIpv6Constraints = {}): Arbitrary<string> {
  const forms = constraints.forms ?? ['full', 'padded', 'compressed', 'ipv4-suffix'];
  const material = fc.record({
    form: fc.constantFrom(...forms),
    groups: fc.array(group, { minLength: 8, maxLength: 8 }),
    upper: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    runStart: fc.integer({ min: 0, max: 6 }),
    runLength: fc.integer({ min: 2, max: 8 }),
    mapped: fc.boolean(),
  });
  return material.map(({ form, groups, upper, runStart, runLength, mapped }) => {
    switch (form) {
      case 'full':
        return groups.map((g) => hex(g, false, upper)).join(':');
      case 'padded':
        return groups.map((g) => hex(g, true, upper)).join(':');
      case 'compressed': {
        // "::" replaces groups[start, end), which are zero; at least two of them (RFC 5952 style, never one).
        const start = runStart;
        const end = Math.min(8, start + runLength);
        const left = groups
          .slice(0, start)
          .map((g) => hex(g, false, upper))
          .join(':');
        const right = groups
          .slice(end)
          .map((g) => hex(g, false, upper))
          .join(':');
        return `${left}::${right}`;
      }
      case 'ipv4-suffix': {
        const quad = [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
        if (mapped) return `::${upper ? 'FFFF' : 'ffff'}:${quad}`; // IPv4-mapped (RFC 4291 §2.5.5.2)
        return `${groups
          .slice(0, 6)
          .map((g) => hex(g, false, upper))
          .join(':')}:${quad}`;
      }
      default:
        throw new Error(`unknown IPv6 form ${form satisfies never}`);
    }
  });
}
