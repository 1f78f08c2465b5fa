// generators/invalid/invalidEmail.ts: e-mail addresses an implementation must reject, breaking only USER-EMAIL-FORMAT (§2.1, §7 invalid_format).
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import type { InvalidValue } from '../types.js';
import { validEmail } from '../valid/validEmail.js';

export type InvalidEmailConstraints = Record<string, never>;

/**
 * §2.1 "email: Valid e-mail address format if present"; §7 "invalid_format (invalid e-mail, status 422)".
 * "Valid e-mail address format" is not defined (AMB-LETTERS' policy for undefined words: only the unambiguous core is checked).
 * Faults every validator agrees on, even the loosest (something@something.something without spaces), each planted in an
 * otherwise valid address: no '@', two '@', nothing before or after the '@', a space in the local part or the domain, a
 * display-name form "x <a@b.c>". Not generated, because validators disagree: an empty domain label (double or leading dot),
 * a domain label starting with a hyphen, a comma in the local part (a loose pattern accepts them, RFC 5321 does not), the
 * empty string (absent or invalid?), a single-label domain, leading/trailing dots in the local part, quoted locals, IP
 * literals, non-ASCII.
 */
/** One address of each kind above, sent in every run as a property's examples, whatever the seed (issue 27: edges in every run). */
export const INVALID_EMAIL_EXAMPLES: readonly InvalidValue<string>[] = [
  ['first.example.com', "no '@'"],
  ['first@second@example.com', "two '@'"],
  ['first@', "nothing after '@'"],
  ['@example.com', "nothing before '@'"],
  ['word first@example.com', 'a space in the local part'],
  ['first@word example.com', 'a space in the domain'],
  ['word <first@example.com>', 'a display-name form'],
].map(([value, why]) => ({ value, breaks: 'USER-EMAIL-FORMAT', field: 'email', why }));

export function invalidEmail(_constraints: InvalidEmailConstraints = {}): Arbitrary<InvalidValue<string>> {
  const made = (value: string, why: string): InvalidValue<string> => ({ value, breaks: 'USER-EMAIL-FORMAT', field: 'email', why });
  const parts = validEmail().map((email) => {
    const at = email.indexOf('@');
    return { local: email.slice(0, at), domain: email.slice(at + 1) };
  });
  const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
  return fc.oneof(
    parts.map(({ local, domain }) => made(`${local}${domain}`, "no '@'")),
    fc.tuple(parts, word).map(([{ local, domain }, w]) => made(`${local}@${w}@${domain}`, "two '@'")),
    parts.map(({ local }) => made(`${local}@`, "nothing after '@'")),
    parts.map(({ domain }) => made(`@${domain}`, "nothing before '@'")),
    fc.tuple(parts, word).map(([{ local, domain }, w]) => made(`${w} ${local}@${domain}`, 'a space in the local part')),
    fc.tuple(parts, word).map(([{ local, domain }, w]) => made(`${local}@${w} ${domain}`, 'a space in the domain')),
    fc.tuple(parts, word).map(([{ local, domain }, w]) => made(`${w} <${local}@${domain}>`, 'a display-name form')),
  );
}
