// generators/valid/validRecordName.ts: DNS record names an implementation must accept (§2.3 rule 1, §8 "DNS name length 1 to 253", AMB-LABEL-LENGTH).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import { buildName, checkPrefix, lengthBetween, nameMaterial } from '../internal/dns-name.js';
import { recordNameEdges } from '../edges.js';

export interface ValidRecordNameConstraints {
  /** Every name except '@' starts with `${prefix}-` or `${prefix}.` (the run prefix, so cleanup finds it). */
  prefix?: string;
  /** Shortest name (default: §8 minimum 1, or what the prefix needs). */
  minLength?: number;
  /**
   * Longest name (default and ceiling: §8 maximum 253). A name relative to a zone: a server may refuse one whose
   * fully-qualified form (name, a dot, the zone) passes 253, so checks on a domain pass 253 - zone.length - 1.
   */
  maxLength?: number;
  /** Exactly this many characters (overrides min/max). */
  length?: number;
  /** Now and then yield '@', the root (default false). */
  includeRoot?: boolean;
}

/**
 * §2.3 rule 1: "`name` is 1-253 characters, made of letters, digits, hyphens and dots, and does not start or end
 * with a hyphen. `@` denotes the root."
 * AMB-LABEL-LENGTH: every label is 1-63 characters and no label is empty (no leading, trailing or double dot), and
 * no label starts or ends with a hyphen, so the name is valid however strictly an implementation reads rule 1.
 */
export function validRecordName(constraints: ValidRecordNameConstraints = {}): Arbitrary<string> {
  const { prefix, includeRoot = false } = constraints;
  const ceiling = constants.dnsNameMaxLength; // §8: DNS name length 1 to 253
  const maxLength = constraints.length ?? constraints.maxLength ?? ceiling;
  if (maxLength > ceiling) throw new RangeError(`maxLength ${maxLength} exceeds the §8 name limit ${ceiling}`);
  if (prefix !== undefined) checkPrefix(prefix, maxLength);
  const floor = prefix ? prefix.length + 2 : constants.dnsNameMinLength; // prefix, separator, one more character
  const minLength = constraints.length ?? Math.max(floor, constraints.minLength ?? floor);
  if (minLength < floor || minLength > maxLength) throw new RangeError(`no valid name length in ${minLength}..${maxLength}`);

  const names = fc
    .tuple(lengthBetween(minLength, maxLength), nameMaterial(maxLength), fc.constantFrom<'-' | '.'>('-', '.'))
    .map(([total, material, separator]) => buildName(total, material, prefix, separator));
  // The shortest and the longest name (generators/edges.ts) come often, within the lengths asked for.
  const edges = recordNameEdges({ prefix, maxLength }).filter((n) => n.length >= minLength && n.length <= maxLength);
  const withEdges = edges.length ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...edges) }, { weight: 4, arbitrary: names }) : names;
  // "`@` denotes the root."
  return includeRoot ? fc.oneof({ weight: 1, arbitrary: fc.constant('@') }, { weight: 6, arbitrary: withEdges }) : withEdges;
}
