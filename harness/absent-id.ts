// harness/absent-id.ts: an id no resource carries, in the shape of one the target gave out, for the checks that expect 404 (§7 "does not exist").
// The spec types every id as a string and never shows its format: a target with UUID or integer ids may refuse a made-up id such as
// "pdc-x-no-such-transfer" with 400 or 422 (malformed parameter, §7) before it looks anything up. An id drawn in the target's own shape
// can only be answered "does not exist", so the check can hold the target to 404.

/** Digits, hex letters and other letters each redraw within their class, case kept (a-f stay hex; others avoid i, l, o, u, absent from Crockford base 32). */
const CLASSES: Array<{ test: RegExp; alphabet: string }> = [
  { test: /[0-9]/, alphabet: '0123456789' },
  { test: /[a-f]/, alphabet: 'abcdef' },
  { test: /[A-F]/, alphabet: 'ABCDEF' },
  { test: /[a-z]/, alphabet: 'ghjkmnpqrstvwxyz' },
  { test: /[A-Z]/, alphabet: 'GHJKMNPQRSTVWXYZ' },
];

/** How many of the last alphanumerics are redrawn: enough that hitting an existing id is out of the question (at least 10^8 choices for digits). */
const REDRAWN = 8;

/** A run of digits after a separator at the end, shorter than this, reads as a counter ("trf_42"): redrawn in place, it would likely name another row. */
const COUNTER_DIGITS = 6;

/** What replaces an all-digit id or a short trailing counter: an integer no test target's counter reaches. */
export const ABSENT_NUMBER = '999999999';

function redraw(c: string, random: () => number): string {
  const cls = CLASSES.find((k) => k.test.test(c));
  if (!cls) return c;
  return cls.alphabet[Math.floor(random() * cls.alphabet.length) % cls.alphabet.length];
}

/**
 * An id of `real`'s shape that does not exist: `real` (an id the target gave out in this run) with its last eight alphanumerics redrawn,
 * each in its own class (digits stay digits, hex letters hex letters, case kept), separators and the rest kept: "trf_1a2b3c4d5e6f" ->
 * "trf_1a2b0e9c7a3d", a UUID keeps its groups and version. An all-digit id becomes "999999999", and a short trailing counter ("trf_42")
 * becomes "trf_999999999". `random` (0 <= x < 1) may be seeded for a reproducible run; the result always differs from `real`.
 */
export function absentIdLike(real: string, random: () => number = Math.random): string {
  if (/^[0-9]+$/.test(real)) return real === ABSENT_NUMBER ? '999999998' : ABSENT_NUMBER;
  const counter = /(^|[^0-9A-Za-z])([0-9]+)$/.exec(real);
  if (counter && counter[2].length < COUNTER_DIGITS) return `${real.slice(0, real.length - counter[2].length)}${ABSENT_NUMBER}`;
  const chars = [...real];
  const positions = chars.flatMap((c, i) => (/[0-9A-Za-z]/.test(c) ? [i] : [])).slice(-REDRAWN);
  if (positions.length === 0) return `${real}${ABSENT_NUMBER}`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const out = [...chars];
    for (const i of positions) out[i] = redraw(chars[i], random);
    const id = out.join('');
    if (id !== real) return id;
  }
  // A random source that keeps giving the same draw (a stub in a test): step the last position to the next character of its class.
  const last = positions[positions.length - 1];
  const cls = CLASSES.find((k) => k.test.test(chars[last]))!;
  const out = [...chars];
  out[last] = cls.alphabet[(cls.alphabet.indexOf(chars[last]) + 1) % cls.alphabet.length] ?? cls.alphabet[0];
  return out.join('');
}

/** The shape of an id as the report records it (AMB-ID-FORMAT): a UUID, an integer, or anything else. */
export function idShape(id: string): 'uuid' | 'integer' | 'other' {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return 'uuid';
  return /^[0-9]+$/.test(id) ? 'integer' : 'other';
}
