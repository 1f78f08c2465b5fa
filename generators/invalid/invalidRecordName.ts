// generators/invalid/invalidRecordName.ts: record names an implementation must reject, each breaking only DNS-NAME-RULE (§2.3 rule 1, AMB-LABEL-LENGTH).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { constants } from '../../contracts/spec-data.js';
import type { InvalidValue } from '../types.js';
import { alnumChar, buildName, checkPrefix, nameMaterial } from '../internal/dns-name.js';
import { validRecordName } from '../valid/validRecordName.js';

export type InvalidRecordNameKind = 'empty' | 'too-long' | 'leading-hyphen' | 'trailing-hyphen' | 'forbidden-character';

export interface InvalidRecordNameConstraints {
  /** The name contains the run prefix wherever the broken rule allows (it starts with it unless the fault is at the start; '' has none). */
  prefix?: string;
  /** Which faults to plant (default: all). */
  kinds?: InvalidRecordNameKind[];
}

/**
 * §2.3 rule 1 allows letters, digits, hyphens and dots; these are the likely other characters. Underscore, space, '*' and
 * '/' are the likely mistakes. "letters" is not defined, so a letter outside ASCII (é, ñ, 中) is not here: it may be
 * accepted or rejected (AMB-LETTERS), and DNS-NAME-NON-ASCII-LETTER observes which.
 */
const FORBIDDEN = ['_', ' ', '*', '/', '\\', '!', '+', ',', ':', ';', '=', '?', '#', '%', '&', '$', '(', '~', '<', "'", '"', '|', '@'];

/**
 * Names breaking only §2.3 rule 1, "`name` is 1-253 characters, made of letters, digits, hyphens and dots, and does
 * not start or end with a hyphen":
 * - empty: "1-253 characters";
 * - too-long: 254..300 characters, every label still 1-63 (AMB-LABEL-LENGTH: a longer label is never tested);
 * - leading-hyphen / trailing-hyphen: "does not start or end with a hyphen", the hyphen in a label of its own kind
 *   ("-x." / ".x-") so no label passes 63;
 * - forbidden-character: one character outside letters/digits/hyphens/dots, inside a three-character label
 *   ("a_b"), never at either end (where it might be trimmed).
 * Apart from the planted fault the name keeps every label non-empty, so no other reading of rule 1 is involved.
 */
export function invalidRecordName(constraints: InvalidRecordNameConstraints = {}): Arbitrary<InvalidValue<string>> {
  const { prefix } = constraints;
  const max = constants.dnsNameMaxLength;
  if (prefix !== undefined) checkPrefix(prefix, max - 4);
  const kinds = constraints.kinds ?? ['empty', 'too-long', 'leading-hyphen', 'trailing-hyphen', 'forbidden-character'];
  const base = validRecordName({ prefix, maxLength: max - 4 }); // room for a three-character label and its dot
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks: 'DNS-NAME-RULE', field: 'name', why });
  const tooLongMax = max + 47;

  const byKind: Record<InvalidRecordNameKind, Arbitrary<InvalidValue<string>>> = {
    empty: fc.constant(made('', 'empty name (rule 1: 1-253 characters)')),
    'too-long': fc
      .tuple(fc.oneof(fc.constant(max + 1), fc.integer({ min: max + 1, max: tooLongMax })), nameMaterial(tooLongMax), fc.constantFrom<'-' | '.'>('-', '.'))
      .map(([total, material, sep]) => made(buildName(total, material, prefix, sep), `${total} characters (rule 1: at most ${max})`)),
    'leading-hyphen': fc.tuple(alnumChar, base).map(([c, name]) => made(`-${c}.${name}`, 'starts with a hyphen (rule 1)')),
    'trailing-hyphen': fc.tuple(alnumChar, base).map(([c, name]) => made(`${name}.${c}-`, 'ends with a hyphen (rule 1)')),
    'forbidden-character': fc
      .tuple(alnumChar, fc.constantFrom(...FORBIDDEN), alnumChar, base, fc.boolean())
      .map(([a, bad, b, name, first]) =>
        made(
          first && !prefix ? `${a}${bad}${b}.${name}` : `${name}.${a}${bad}${b}`,
          `contains ${JSON.stringify(bad)} (rule 1: letters, digits, hyphens and dots)`,
        ),
      ),
  };
  return fc.oneof(...kinds.map((k) => byKind[k]));
}
