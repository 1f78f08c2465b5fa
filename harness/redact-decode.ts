// harness/redact-decode.ts: the escapes a target may wrap a secret in, undone layer by layer for the redactor (harness/redact.ts): JSON
// (`\uXXXX`, `\/`, `\"`...), HTML character references (`&#47;`, `&#x2F;`, `&amp;`...) and percent-encoding (`%2F`, `%2f`, UTF-8 sequences),
// mixed with each other and nested (an HTML page quoting a JSON string that holds HTML: `&amp;amp;`, `\u0026lt;`, `%2526`), each decoded
// character mapped back to the span of the original text it came from. `+` stays `+` (a secret with a space is also looked for with `+`).

/** A text with its escapes decoded, and the span of the original text each range of decoded characters came from. */
export interface Decoded {
  text: string;
  /** [start, end) in the original text of the decoded characters [from, to). */
  span(from: number, to: number): [number, number];
}

/** Escapes decoded in turn: `&amp;amp;lt;` takes three. A target's echo is seldom nested deeper, and each layer reads the whole text again. */
export const DECODE_LAYERS = 4;

const HTML_NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', equals: '=', plus: '+', percnt: '%' };
const JSON_SHORT: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const ESCAPE_START = /[\\&%]/g;
/** Characters that start an escape: decoded always, as the next layer may read them as the start of one (`\\u0026`, `&amp;#39;`, `%2526`). */
const STARTS_ESCAPE = new Set(['\\', '&', '%']);
/** Characters that end or mark an HTML reference: decoded always too, for the same reason (`%26amp%3B`, `%26%2339%3B`). */
const IN_ESCAPE = new Set([';', '#']);

/** One escape: `length` decoded characters at `at` in the decoded text, from [srcStart, srcEnd) of the text. */
interface EscapeSpans {
  at: number[];
  length: number[];
  srcStart: number[];
  srcEnd: number[];
}

/** The decoded form of the escape at text[i], and where it ends in the text; undefined when text[i] starts no escape. */
function escapeAt(text: string, i: number): [string, number] | undefined {
  const c = text[i];
  if (c === '\\') {
    // The next character first: a JSON text inside JSON holds a `\"` per quote, and a regular expression for each would cost seconds a run.
    const next = text[i + 1];
    if (next === 'u' || next === 'U') {
      const hex = text.slice(i + 2, i + 6);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) return [String.fromCharCode(Number.parseInt(hex, 16)), i + 6];
    } else if (next !== undefined && JSON_SHORT[next] !== undefined) return [JSON_SHORT[next], i + 2];
  } else if (c === '&') {
    const ref = /^&(?:#0*([0-9]{1,7})|#[xX]0*([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));?/.exec(text.slice(i, i + 14));
    if (ref && (ref[3] === undefined ? true : HTML_NAMED[ref[3]] !== undefined && ref[0].endsWith(';'))) {
      const code = ref[1] !== undefined ? Number(ref[1]) : ref[2] !== undefined ? Number.parseInt(ref[2], 16) : -1;
      const ch = code >= 0 ? (code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd') : HTML_NAMED[ref[3]];
      return [ch, i + ref[0].length];
    }
  } else if (c === '%') {
    const bytes = /^(?:%[0-9a-fA-F]{2})+/.exec(text.slice(i, i + 12));
    if (bytes) {
      const first = Number.parseInt(bytes[0].slice(1, 3), 16);
      const length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
      const seq = bytes[0].slice(0, length * 3);
      if (seq.length === length * 3) return [Buffer.from(seq.replace(/%/g, ''), 'hex').toString('utf8'), i + seq.length];
    }
  }
  return undefined;
}

/**
 * One layer of escapes decoded; undefined when there is none worth decoding. `wanted` says which decoded characters matter: an escape of a
 * character no secret holds (the `\"` of every JSON string in a JSON text) stays as it is, which keeps the map short. The map keeps one
 * entry per escape, not per character: a run's exchanges are megabytes, and plain stretches map one to one.
 */
function decodeLayer(text: string, wanted: (ch: string) => boolean): (Decoded & { nested: boolean }) | undefined {
  ESCAPE_START.lastIndex = 0;
  if (!ESCAPE_START.test(text)) return undefined;
  const pieces: string[] = [];
  const esc: EscapeSpans = { at: [], length: [], srcStart: [], srcEnd: [] };
  let decodedLength = 0;
  let copiedTo = 0; // text before this index is in pieces
  let nested = false; // an escape decoded to a character that starts one: the next layer may find more
  ESCAPE_START.lastIndex = 0;
  for (let m = ESCAPE_START.exec(text); m; m = ESCAPE_START.exec(text)) {
    const found = escapeAt(text, m.index);
    if (!found) continue; // a plain `\`, `&` or `%`: copied with the stretch it stands in
    const [decoded, end] = found;
    const startsEscape = STARTS_ESCAPE.has(decoded);
    if (!startsEscape && !IN_ESCAPE.has(decoded) && !anyWanted(decoded, wanted)) {
      ESCAPE_START.lastIndex = end;
      continue;
    }
    nested ||= startsEscape;
    pieces.push(text.slice(copiedTo, m.index));
    decodedLength += m.index - copiedTo;
    esc.at.push(decodedLength);
    esc.length.push(decoded.length);
    esc.srcStart.push(m.index);
    esc.srcEnd.push(end);
    pieces.push(decoded);
    decodedLength += decoded.length;
    copiedTo = end;
    ESCAPE_START.lastIndex = end;
  }
  if (!esc.at.length) return undefined;
  pieces.push(text.slice(copiedTo));
  const source = (d: number): [number, number] => {
    // The last escape at or before d (binary search): inside it, its whole span; after it, plain characters one to one.
    let lo = 0;
    let hi = esc.at.length - 1;
    let j = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (esc.at[mid] <= d) {
        j = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (j < 0) return [d, d + 1];
    if (d < esc.at[j] + esc.length[j]) return [esc.srcStart[j], esc.srcEnd[j]];
    const at = esc.srcEnd[j] + (d - esc.at[j] - esc.length[j]);
    return [at, at + 1];
  };
  return { text: pieces.join(''), span: (from, to) => [source(from)[0], source(to - 1)[1]], nested };
}

function anyWanted(decoded: string, wanted: (ch: string) => boolean): boolean {
  for (const ch of decoded) if (wanted(ch)) return true;
  return false;
}

/**
 * The text with one, two, ... up to DECODE_LAYERS layers of escapes decoded, each mapped back to the original text; empty when the text
 * holds no escape. A layer is decoded only while the one before decoded a character that starts an escape (`&amp;` to `&`): else there is
 * nothing new to find.
 */
export function decodedLayers(text: string, wanted: (ch: string) => boolean): Decoded[] {
  const layers: Decoded[] = [];
  let current: Decoded = { text, span: (from, to) => [from, to] };
  for (let i = 0; i < DECODE_LAYERS; i++) {
    const next = decodeLayer(current.text, wanted);
    if (!next) break;
    const outer = current;
    current = {
      text: next.text,
      span: (from, to) => {
        const [a, b] = next.span(from, to);
        return outer.span(a, b);
      },
    };
    layers.push(current);
    if (!next.nested) break;
  }
  return layers;
}
