// consoleText (harness/console-text.ts): a target's string printed on the console holds no control character, no escape sequence, no line
// break and no bidi override, and is cut to a length; plain text passes unchanged.
import { describe, expect, it } from 'vitest';
import { CONSOLE_VALUE_MAX, consoleText, plainLineWriter } from '../../harness/console-text.js';

/** Control (C0, DEL, C1) and format (bidi, zero-width) characters, and line and paragraph separators. */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

describe('consoleText', () => {
  it.each([
    ['a workflow command after a line break', 'x\n::error title=t::owned', 'x ::error title=t::owned'],
    ['a fake verdict line', '\n verdict: PASS', '  verdict: PASS'],
    ['a carriage return that would overwrite the line', 'ok\rverdict: PASS', 'ok verdict: PASS'],
    ['clear screen (CSI)', 'a\u001b[2Jb', 'ab'],
    ['colour (CSI with parameters)', '\u001b[1;31mred\u001b[0m', 'red'],
    ['window title (OSC ended by BEL)', 'a\u001b]0;title\u0007b', 'ab'],
    ['hyperlink (OSC ended by ST)', '\u001b]8;;http://x\u001b\\link\u001b]8;;\u001b\\', 'link'],
    ['an OSC never ended', 'a\u001b]0;title and the rest', 'a'],
    ['C1 CSI', 'a\u009b2Jb', 'ab'],
    ['C1 OSC ended by C1 ST', 'a\u009d0;t\u009cb', 'ab'],
    ['a two-byte escape (reset)', 'a\u001bcb', 'ab'],
    ['a lone ESC at the end', 'ab\u001b', 'ab'],
    ['NUL, BEL, DEL and backspace', 'a\u0000b\u0007c\u007fd\u0008e', 'abcde'],
    ['bidi override and isolate', 'abc\u202Egnp.exe\u2066x\u2069', 'abcgnp.exex'],
    ['line and paragraph separators, NEL', 'a\u2028b\u2029c\u0085d', 'a b c d'],
    ['zero-width and BOM', 'a\u200Bb\uFEFFc', 'abc'],
    ['a lone surrogate', 'a\uD800b', 'ab'],
  ])('removes %s', (_what, hostile, printed) => {
    expect(consoleText(hostile)).toBe(printed);
  });

  it('leaves plain text as it is, accents and symbols included', () => {
    for (const plain of ['fixture-active-site.com', 'café — § 8 ✗ 日本', 'the key was refused: 401 (application/json) {"error":"no"}']) {
      expect(consoleText(plain)).toBe(plain);
    }
  });

  it('cuts a 100 kB value and says how much was left out, without splitting a character', () => {
    const long = `${'é'.repeat(50_000)}${'\u{1F600}'.repeat(25_000)}`;
    const printed = consoleText(long);
    expect(printed.length).toBeLessThan(CONSOLE_VALUE_MAX + 40);
    expect(printed).toMatch(/… \(cut, 100000 characters in all\)$/);
    expect(consoleText('\u{1F600}'.repeat(400))).toBe(`${'\u{1F600}'.repeat(CONSOLE_VALUE_MAX)}… (cut, 400 characters in all)`);
  });

  it('leaves nothing unsafe in any mix of hostile pieces', () => {
    const pieces = ['\u001b', '[', ']', '\u0007', '\\', '\n', '\r', '\u009b', '\u009d', '\u202E', '::', 'x', '2J', '\uD800'];
    for (let seed = 1; seed <= 2000; seed++) {
      let s = '';
      for (let n = seed, i = 0; i < 12; i++, n = Math.floor(n / 7) + i * 31) s += pieces[(n * 2654435761 + i) % pieces.length];
      expect(consoleText(s)).not.toMatch(UNSAFE);
    }
  });

  it('prints anything not a string as JSON', () => {
    expect(consoleText({ name: 'a\nb' })).toBe('{"name":"a\\nb"}');
    expect(consoleText(undefined)).toBe('undefined');
  });

  it('makes each line a writer gets one line', () => {
    const lines: string[] = [];
    plainLineWriter((l) => lines.push(l))('fixture domain x\n::error::owned\u001b[2J');
    expect(lines).toEqual(['fixture domain x ::error::owned']);
  });
});
