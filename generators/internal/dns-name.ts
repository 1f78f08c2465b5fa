// generators/internal/dns-name.ts: building blocks the name generators share (§2.3 rule 1, rule 3; AMB-LABEL-LENGTH). Not an arbitrary per se.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/**
 * AMB-LABEL-LENGTH: "the suite's valid names keep every label at 63 characters or fewer and never test a longer
 * label either way". 63 is the RFC 1035 label limit; §8 has no label constant, so it lives here.
 */
export const LABEL_MAX = 63;

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
/** Stands in for a hyphen wish where a hyphen may not go. */
const FILLER = LOWER + DIGITS;

/** Mostly lower case and digits, now and then upper case (names are compared case-insensitively, AMB-LABEL-LENGTH). */
export const alnumChar: Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...(LOWER + DIGITS)) },
  { weight: 1, arbitrary: fc.constantFrom(...UPPER) },
);
export const letterChar: Arbitrary<string> = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...LOWER) }, { weight: 1, arbitrary: fc.constantFrom(...UPPER) });

/**
 * Splits `total` characters into labels joined by dots: every label 1..cap long (the first one 1..firstCap),
 * no empty label, the dots counted in the total. `wishes` steer the label lengths (cycled).
 * Precondition: total >= 1 and firstCap >= 2 (a cap of 1 cannot always avoid a dangling dot).
 */
export function layoutLabels(total: number, firstCap: number, wishes: readonly number[]): number[] {
  if (total < 1 || firstCap < 2) throw new RangeError(`layoutLabels(${total}, ${firstCap})`);
  const lengths: number[] = [];
  let remaining = total;
  let i = 0;
  while (remaining > 0) {
    const cap = lengths.length === 0 ? firstCap : LABEL_MAX;
    const wish = wishes.length > 0 ? wishes[i++ % wishes.length] : cap;
    let len = Math.max(1, Math.min(wish, cap, remaining));
    // Leaving exactly one character would need a dot and an empty label: take it, or leave two.
    if (remaining - len === 1) len = len + 1 <= cap ? len + 1 : len - 1;
    lengths.push(len);
    remaining -= len;
    if (remaining > 0) remaining -= 1; // the dot
  }
  return lengths;
}

/** Random material for one name: label-length wishes and a pool of letters, digits and hyphen wishes. */
export interface NameMaterial {
  wishes: number[];
  /** One entry per character position; '-' is a wish for a hyphen, honoured only inside a label. */
  chars: string[];
}

/** A letter or digit, now and then a hyphen wish. */
const poolChar: Arbitrary<string> = fc.oneof({ weight: 7, arbitrary: alnumChar }, { weight: 1, arbitrary: fc.constant('-') });

export function nameMaterial(poolSize: number): Arbitrary<NameMaterial> {
  return fc.record({
    wishes: fc.array(fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: LABEL_MAX }), fc.constant(LABEL_MAX)), { minLength: 1, maxLength: 6 }),
    chars: fc.array(poolChar, { minLength: poolSize, maxLength: poolSize }),
  });
}

/** Fills labels of the given lengths: letters and digits, single hyphens only inside a label (never at a label's ends). */
export function fillLabels(lengths: readonly number[], material: NameMaterial): string {
  let k = 0;
  const labels = lengths.map((len) => {
    let label = '';
    for (let j = 0; j < len; j++, k++) {
      // Never two hyphens in a row: "ab--cd" is an IDNA reserved label shape (RFC 5891 §4.2.3.1) strict readers refuse.
      const hyphenOk = j > 0 && j < len - 1 && !label.endsWith('-');
      const c = material.chars[k % material.chars.length];
      label += c !== '-' || hyphenOk ? c : FILLER[k % FILLER.length];
    }
    return label;
  });
  return labels.join('.');
}

/** The labels of a prefix, or an error saying why it cannot start a valid name. */
export function checkPrefix(prefix: string, maxTotal: number): void {
  const labels = prefix.split('.');
  const ok = labels.every((l) => l.length >= 1 && l.length <= LABEL_MAX && /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(l));
  if (!ok) throw new RangeError(`prefix ${JSON.stringify(prefix)} is not a run of letter/digit/hyphen labels with no hyphen at a label's ends`);
  if (prefix.length + 2 > maxTotal) throw new RangeError(`prefix ${JSON.stringify(prefix)} leaves no room under ${maxTotal} characters`);
}

/**
 * A name of exactly `total` characters: labels of letters, digits and inner hyphens, each 1..63 long.
 * With a prefix, the name is `${prefix}${separator}...`; a '-' separator joins the prefix's last label, so it falls
 * back to '.' when that label would pass 63 characters.
 */
export function buildName(total: number, material: NameMaterial, prefix?: string, separator: '-' | '.' = '.'): string {
  if (!prefix) return fillLabels(layoutLabels(total, LABEL_MAX, material.wishes), material);
  const lastLabel = prefix.length - prefix.lastIndexOf('.') - 1;
  const dashCap = LABEL_MAX - lastLabel - 1;
  const sep = separator === '-' && dashCap >= 2 ? '-' : '.';
  const rest = layoutLabels(total - prefix.length - 1, sep === '-' ? dashCap : LABEL_MAX, material.wishes);
  return `${prefix}${sep}${fillLabels(rest, material)}`;
}

/** Lengths between min and max, biased to both bounds and to short, realistic names. */
export function lengthBetween(min: number, max: number): Arbitrary<number> {
  if (min > max) throw new RangeError(`empty length range ${min}..${max}`);
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 20) }) },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constant(max) },
    { weight: 1, arbitrary: fc.constant(min) },
  );
}
