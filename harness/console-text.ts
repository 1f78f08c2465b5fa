// harness/console-text.ts: what the target says, made safe to print. Every string from the target that reaches stdout or stderr (the fixture
// domain's name, error bodies, messages, header values, check failure messages) goes through consoleText, and the console writers pass each
// whole line through it again. The console is piped into CI job logs: a value holding a line break could start a line of its own (a
// `::error ...::` workflow command, a fake `verdict: PASS`), and an escape sequence could clear the screen or set the window title.

/** A value quoted on a console line is cut after this many characters: a 100 kB body must not flood the log. */
export const CONSOLE_VALUE_MAX = 300;
/**
 * A whole console line (the tool's own words around the values it quotes, each already cut) is cut after this many: a bound, not a format;
 * the longest lines of the tool's own, a certification statement listing every failed check, stay well below it.
 */
export const CONSOLE_LINE_MAX = 16_000;

/**
 * Escape sequences (ECMA-48), dropped whole: CSI (`ESC [` or C1 0x9B, parameters, intermediates, a final byte), the string sequences OSC, DCS,
 * SOS, PM and APC (`ESC ] P X ^ _` or C1 0x9D 0x90 0x98 0x9E 0x9F, up to BEL or ST, or to the end of the text when unterminated), and any other
 * `ESC` + intermediates + final byte (`ESC c`, `ESC ( B`).
 */
const CSI = String.raw`(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?`;
const STRING_SEQUENCE = String.raw`(?:\u001b[\]PX^_]|[\u009d\u0090\u0098\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?`;
const OTHER_ESCAPE = String.raw`\u001b[\u0020-\u002f]*[\u0030-\u007e]?`;
const ESCAPE_SEQUENCE = new RegExp(`${CSI}|${STRING_SEQUENCE}|${OTHER_ESCAPE}`, 'g');
/** Line breaks of every kind (CR, LF, VT, FF, NEL, U+2028, U+2029) and tabs: a space each, so the value stays on its line. */
const LINE_BREAK = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/**
 * What is left to remove: every control character (C0, DEL, C1, so no ESC byte survives to start a new sequence), format characters (bidi
 * embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, marks U+200E U+200F U+061C, zero-width characters, the BOM) and lone
 * surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]|\p{Cs}/gu;

/**
 * A target's string as it may be printed: escape sequences and control and format characters removed, line breaks made spaces (the value
 * cannot start a line), cut after `max` characters with the length of the whole. Anything not a string is printed as JSON.
 */
export function consoleText(value: unknown, max = CONSOLE_VALUE_MAX): string {
  const raw = typeof value === 'string' ? value : value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  // Only the head is cleaned: a value of megabytes is cut anyway, and what is removed (escapes) rarely outweighs this margin.
  const head = raw.length > max * 8 + 64 ? raw.slice(0, max * 8 + 64) : raw;
  const clean = head.replace(ESCAPE_SEQUENCE, '').replace(LINE_BREAK, ' ').replace(INVISIBLE, '');
  const chars = Array.from(clean); // by code point: a cut never splits a surrogate pair
  if (chars.length <= max && head === raw) return clean;
  // The whole value's length, as the target sent it (a head cut before cleaning counts the rest as sent).
  return `${chars.slice(0, max).join('')}… (cut, ${head === raw ? chars.length : raw.length} characters in all)`;
}

/** A console writer whose every line is one line of plain text: each whole line through consoleText, with the line maximum. */
export function plainLineWriter(write: (line: string) => void): (line: string) => void {
  return (line) => write(consoleText(line, CONSOLE_LINE_MAX));
}
