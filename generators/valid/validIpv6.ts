// generators/valid/validIpv6.ts: AAAA record content an implementation must accept (§2.3 rule 3 "AAAA content a valid IPv6 address").
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { IPV6_EDGES } from '../edges.js';

export type Ipv6Form = 'full' | 'padded' | 'compressed' | 'mixed';

export interface ValidIpv6Constraints {
  /** Textual forms to use (default: all). */
  forms?: Ipv6Form[];
}

const group = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 1, arbitrary: fc.constantFrom(1, 0xdb8, 0x2001, 0xffff) },
);

/**
 * The first group, under 2000::/3 (global unicast, RFC 4291 §2.4): a server may refuse, or rewrite, the unspecified "::",
 * loopback "::1", link-local fe80::/10, multicast ff00::/8 and IPv4-mapped ::ffff:0:0/96 as content. Often 2001 (with
 * db8 next, the documentation prefix 2001:db8::/32 of RFC 3849).
 */
const globalFirst = fc.oneof({ weight: 1, arbitrary: fc.constant(0x2001) }, { weight: 2, arbitrary: fc.integer({ min: 0x2000, max: 0x3fff }) });
const second = fc.oneof({ weight: 1, arbitrary: fc.constant(0xdb8) }, { weight: 2, arbitrary: group });

const hex = (n: number, pad: boolean, upper: boolean) => {
  const text = pad ? n.toString(16).padStart(4, '0') : n.toString(16);
  return upper ? text.toUpperCase() : text;
};

/**
 * §2.3 rule 3: "AAAA content a valid IPv6 address", a global unicast one (above), in the RFC 4291 §2.2 text forms every
 * parser accepts:
 * - full: eight groups, no leading zeros ("2001:db8:0:0:1:0:0:1");
 * - padded: eight four-digit groups ("2001:0db8:0000:...");
 * - compressed: one "::" standing for a run of at least two groups after the first ("2001:db8::1", "2001:db8::").
 * - mixed: six groups then a dotted quad, RFC 4291 §2.2 form 3 ("2001:db8:0:0:1:0:192.0.2.33", "2001:db8::192.0.2.33"), and the
 *   NAT64 prefix of RFC 6052 ("64:ff9b::192.0.2.33"). A form the spec allows is accepted: a server that refuses it is wrong.
 * Upper and lower case hex both occur. No IPv4-mapped address ("::ffff:192.0.2.1": outside 2000::/3, a server may refuse that
 * address as content), no zone index ("%eth0"), no brackets, no prefix length. IPV6_EDGES (generators/edges.ts) come often.
 * AMB-LABEL-LENGTH: content is compared as an address, not as text, so any form may read back canonicalised.
 */
export function validIpv6(constraints: ValidIpv6Constraints = {}): Arbitrary<string> {
  const forms = constraints.forms ?? ['full', 'padded', 'compressed', 'mixed'];
  const material = fc.record({
    form: fc.constantFrom(...forms),
    head: fc.tuple(globalFirst, second),
    tail: fc.array(group, { minLength: 6, maxLength: 6 }),
    upper: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    runStart: fc.integer({ min: 1, max: 6 }),
    runLength: fc.integer({ min: 2, max: 7 }),
    quad: fc.tuple(
      fc.constantFrom(192, 198, 203, 8, 100),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    ),
    nat64: fc.boolean(),
  });
  const generated = material.map(({ form, head, tail, upper, runStart, runLength, quad, nat64 }) => {
    const groups = [...head, ...tail];
    switch (form) {
      case 'full':
        return groups.map((g) => hex(g, false, upper)).join(':');
      case 'padded':
        return groups.map((g) => hex(g, true, upper)).join(':');
      case 'compressed': {
        // "::" stands for groups[start, end), at least two of them (RFC 5952 style, never one), never the first: it stays 2000::/3.
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
      case 'mixed': {
        const dotted = quad.join('.');
        if (nat64) return `${upper ? '64:FF9B' : '64:ff9b'}::${dotted}`;
        const six = groups.slice(0, 6).map((g) => hex(g, false, upper));
        // Compressed now and then: "::" for groups[start, 6), at least two of them, never the first.
        return runStart <= 4 && runLength >= 4 ? `${six.slice(0, runStart).join(':')}::${dotted}` : `${six.join(':')}:${dotted}`;
      }
      default:
        throw new Error(`unknown IPv6 form ${form satisfies never}`);
    }
  });
  const edges = IPV6_EDGES.filter((a) => forms.includes(a.includes('.') ? 'mixed' : a.includes('::') ? 'compressed' : 'full'));
  return edges.length ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...edges) }, { weight: 5, arbitrary: generated }) : generated;
}
