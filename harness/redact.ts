// Keeps secrets out of everything the run writes: API keys, Authorization values and login_url tokens (§5 rule 6: a login_url is a credential),
// in every form a target may echo them: raw, JSON-escaped (`\/`, `\u00xx`), HTML-escaped (`&#47;`, `&amp;`), URL-encoded (`%2F`/`%2f`, `+`) and
// base64 (standard and url-safe, at each of the 3 alignments a substring can take), in texts of any size.
interface Secret {
  placeholder: string;
  /** The secret with `+` for each space (form encoding), when it has a space. */
  plusForm?: string;
  /** The base64 characters that depend on the secret alone, at each alignment, standard and url-safe (none for a short secret). */
  base64: string[];
}

const secrets = new Map<string, Secret>();
/** Every character of every registered secret (and of its `+` form). */
const charsOfSecrets = new Set<string>();

/** Keys shorter than this are redacted only where they stand as a whole token (see isWholeToken): as substrings they would erase the report. */
export const SHORT_SECRET_LENGTH = 4;
/** A base64 run shorter than this is not searched for: too short to be told from chance (keys shorter than SHORT_SECRET_LENGTH have none). */
const MIN_BASE64_RUN = 4;

/** Register a secret and the placeholder that stands for it in written output (e.g. $CONFORMANCE_API_KEY). Any non-empty length. */
export function registerSecret(value: string | undefined, placeholder: string): void {
  if (!value || secrets.has(value)) return;
  for (const ch of value) charsOfSecrets.add(ch);
  if (value.includes(' ')) charsOfSecrets.add('+');
  secrets.set(value, {
    placeholder,
    ...(value.includes(' ') ? { plusForm: value.replace(/ /g, '+') } : {}),
    base64: value.length < SHORT_SECRET_LENGTH ? [] : base64Runs(value),
  });
}

export function registeredSecrets(): string[] {
  return [...secrets.keys()];
}

/** The secrets registered after the first `from`, with their placeholders: what the check worker hands the main process. */
export function secretsRegisteredSince(from: number): Array<{ value: string; placeholder: string }> {
  return [...secrets.entries()].slice(from).map(([value, s]) => ({ value, placeholder: s.placeholder }));
}

/**
 * The base64 characters that depend on the secret alone when it starts at byte offset 0, 1 or 2 of an encoded text: the characters mixing in
 * bytes before or after it are dropped. Standard and url-safe alphabets.
 */
export function base64Runs(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const runs = new Set<string>();
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const start = Math.ceil((offset * 8) / 6);
    const end = Math.floor(((offset + bytes.length) * 8) / 6);
    const run = encoded.slice(start, end);
    if (run.length < MIN_BASE64_RUN) continue;
    runs.add(run);
    runs.add(run.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...runs];
}

/**
 * The text with every escape decoded, and a map from each decoded character back to the span of the text it came from: JSON (`\uXXXX`, `\/`,
 * `\"`...), HTML character references (`&#47;`, `&#x2F;`, `&amp;`...) and percent-encoding (`%2F`, `%2f`, UTF-8 sequences). Each may be mixed
 * with the others and with plain characters, as a target's echo may be. `+` stays `+` (a secret with a space is also looked for with `+`).
 * The map keeps one entry per escape, not per character: a run's exchanges are megabytes, and plain stretches map one to one.
 */
interface Decoded {
  text: string;
  /** [start, end) in the text of the decoded characters [from, to). */
  span(from: number, to: number): [number, number];
}

const HTML_NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', equals: '=', plus: '+', percnt: '%' };
const JSON_SHORT: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const ESCAPE_START = /[\\&%]/g;

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

function decodeEscapes(text: string): Decoded | undefined {
  ESCAPE_START.lastIndex = 0;
  if (!ESCAPE_START.test(text)) return undefined;
  const pieces: string[] = [];
  const esc: EscapeSpans = { at: [], length: [], srcStart: [], srcEnd: [] };
  let decodedLength = 0;
  let copiedTo = 0; // text before this index is in pieces
  ESCAPE_START.lastIndex = 0;
  for (let m = ESCAPE_START.exec(text); m; m = ESCAPE_START.exec(text)) {
    const found = escapeAt(text, m.index);
    if (!found) continue; // a plain `\`, `&` or `%`: copied with the stretch it stands in
    const [decoded, end] = found;
    // An escape of a character no secret holds (the `\\"` of every JSON string in a JSON text) cannot be part of an escaped secret: it
    // stays as it is, which keeps the map short.
    if (![...decoded].some((ch) => charsOfSecrets.has(ch))) {
      ESCAPE_START.lastIndex = end;
      continue;
    }
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
  return { text: pieces.join(''), span: (from, to) => [source(from)[0], source(to - 1)[1]] };
}

/** Short secrets count only where they stand as a whole token: not inside a longer word (letters, digits, `_`). */
const WORD = /[A-Za-z0-9_]/;
function isWholeToken(text: string, start: number, end: number): boolean {
  return !WORD.test(text[start - 1] ?? '') && !WORD.test(text[end] ?? '');
}

/** Every [start, end) of `needle` in `haystack`, whole tokens only when asked. */
function occurrences(haystack: string, needle: string, wholeToken: boolean): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!wholeToken || isWholeToken(haystack, at, at + needle.length)) found.push([at, at + needle.length]);
  }
  return found;
}

const GRAM = 4;
const GRAM_MASK = (1 << 16) - 1;
/**
 * The hash of the GRAM characters of a text ending at `end` (exclusive), below 2^16: each character shifts the last in by 4 bits, so the
 * hash of every position is rolled in one step as the text is read (int32 operations only). Collisions only cost a comparison.
 */
function gramHash(text: string, end: number): number {
  let h = 0;
  for (let i = end - GRAM; i < end; i++) h = ((h << 4) ^ text.charCodeAt(i)) & GRAM_MASK;
  return h;
}

/** One text a secret is looked for as: the secret, its `+` form, or one of its base64 runs. */
interface Needle {
  text: string;
  secret: Secret;
  /** Short secrets count only as whole tokens (isWholeToken). */
  wholeToken: boolean;
}

/**
 * The needles by the hash of their first GRAM characters, and the shorter ones apart: a text is then read once, and only the needles whose
 * first characters stand at a position are compared there. A run registers a login_url token per user created, and its exchanges are
 * megabytes, so neither "every needle over the text" nor "every slice of the text" would do. Built again only when a secret is registered.
 */
interface NeedleIndex {
  size: number;
  wanted: Uint8Array;
  byGram: Map<number, Needle[]>;
  short: Needle[];
}
let needleIndex: NeedleIndex | undefined;
function needles(): NeedleIndex {
  if (needleIndex?.size === secrets.size) return needleIndex;
  const index: NeedleIndex = { size: secrets.size, wanted: new Uint8Array(GRAM_MASK + 1), byGram: new Map(), short: [] };
  for (const [value, secret] of secrets) {
    const wholeToken = value.length < SHORT_SECRET_LENGTH;
    const texts = [value, ...(secret.plusForm ? [secret.plusForm] : []), ...secret.base64];
    for (const text of texts) {
      const needle = { text, secret, wholeToken };
      if (text.length < GRAM) {
        index.short.push(needle);
        continue;
      }
      const h = gramHash(text, GRAM);
      index.wanted[h] = 1;
      const same = index.byGram.get(h);
      if (same) same.push(needle);
      else index.byGram.set(h, [needle]);
    }
  }
  needleIndex = index;
  return index;
}

/** Every [start, end, secret] of every needle in the text. */
function needlesIn(text: string, index: NeedleIndex): Array<[number, number, Secret]> {
  const found: Array<[number, number, Secret]> = [];
  for (const n of index.short) for (const [s, e] of occurrences(text, n.text, n.wholeToken)) found.push([s, e, n.secret]);
  if (!index.byGram.size) return found;
  const { wanted, byGram } = index;
  let h = 0;
  for (let end = 1; end <= text.length; end++) {
    h = ((h << 4) ^ text.charCodeAt(end - 1)) & GRAM_MASK;
    if (end < GRAM || !wanted[h]) continue;
    const at = end - GRAM;
    for (const n of byGram.get(h) ?? []) {
      if (!text.startsWith(n.text, at)) continue;
      if (n.wholeToken && !isWholeToken(text, at, at + n.text.length)) continue;
      found.push([at, at + n.text.length, n.secret]);
    }
  }
  return found;
}

/** Replaces every encoded form of every registered secret: `placeholderOf` says what stands in its place. */
function replaceSecrets(text: string, placeholderOf: (secret: Secret) => string): string {
  if (!secrets.size || !text) return text;
  const index = needles();
  const spans: Array<[number, number, string]> = [];
  for (const [s, e, secret] of needlesIn(text, index)) spans.push([s, e, placeholderOf(secret)]);
  const decoded = decodeEscapes(text);
  if (decoded) for (const [s, e, secret] of needlesIn(decoded.text, index)) spans.push([...decoded.span(s, e), placeholderOf(secret)]);
  if (!spans.length) return text;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let out = '';
  let at = 0;
  for (const [s, e, placeholder] of spans) {
    if (e <= at) continue; // inside a span already replaced
    out += s >= at ? `${text.slice(at, s)}${placeholder}` : '';
    at = e;
  }
  return out + text.slice(at);
}

const LOGIN_URL_WORD = /login_url/i;
const LOGIN_URL_TOKEN = /("login_url"\s*:\s*")([a-z][a-z0-9+.-]*:\/\/[^/"\s]*)?[^"]*(")/gi;
/** A login_url in JSON text, escaped or not (`https:\/\/...`): its value is learnt as a secret before anything is redacted. */
const LOGIN_URL_IN_TEXT = /"login_url"\s*:\s*"((?:[^"\\]|\\.)*)"/gi;
export const LOGIN_TOKEN_PLACEHOLDER = '<login_url token>';
/** Path segments and query values of a login_url at least this long are tokens on their own (a short one such as "session" is not). */
const LOGIN_TOKEN_PART_LENGTH = 12;

/**
 * Learn a login_url's token so that it is redacted wherever it appears later (a Location header, an echo in another body): the URL after its
 * origin, and each long path segment and query value on its own.
 */
export function registerLoginUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    if (url.length >= SHORT_SECRET_LENGTH) registerSecret(url, LOGIN_TOKEN_PLACEHOLDER);
    return;
  }
  const rest = url.startsWith(parsed.origin) ? url.slice(parsed.origin.length) : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (rest.replace(/^\/+/, '').length >= SHORT_SECRET_LENGTH) registerSecret(rest.replace(/^\/+/, ''), LOGIN_TOKEN_PLACEHOLDER);
  const parts = [...parsed.pathname.split('/'), ...[...parsed.searchParams.values()], parsed.hash.slice(1)];
  for (const part of parts) {
    const token = safeDecode(part);
    if (token.length >= LOGIN_TOKEN_PART_LENGTH) registerSecret(token, LOGIN_TOKEN_PLACEHOLDER);
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Registers every login_url a JSON text carries. */
const learntLoginUrls = new Set<string>();
function learnLoginUrls(text: string): void {
  if (!text.includes('login_url')) return;
  for (const match of text.matchAll(LOGIN_URL_IN_TEXT)) {
    if (learntLoginUrls.has(match[1])) continue;
    learntLoginUrls.add(match[1]);
    try {
      registerLoginUrl(JSON.parse(`"${match[1]}"`) as string);
    } catch {
      registerLoginUrl(match[1]);
    }
  }
}

/** Registers every login_url found in a JSON-like value: `login_url` fields, and JSON texts held in strings (a recorded response body). */
export function learnSecretsFrom(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') learnLoginUrls(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
        if (k === 'login_url' && typeof child === 'string') registerLoginUrl(child);
        stack.push(child);
      }
    }
  }
}

/** Replace every registered secret, in each of its encoded forms, in a string; and the token part of any login_url. */
export function redactText(text: string): string {
  learnLoginUrls(text);
  let out = replaceSecrets(text, (secret) => secret.placeholder);
  // The two patterns only where their words occur: most texts carry neither, and a run redacts megabytes.
  if (out.includes('Bearer')) out = out.replace(/(Bearer\s+)(?!\$CONFORMANCE_)[A-Za-z0-9._~+/=-]{12,}/g, '$1<redacted>');
  if (!LOGIN_URL_WORD.test(out)) return out;
  return out.replace(LOGIN_URL_TOKEN, (_m, head: string, origin: string | undefined, tail: string) => `${head}${origin ?? ''}/<redacted>${tail}`);
}

/** Deep copy of a JSON-like value with secrets redacted in every string; login_url values lose their token. */
export function redactValue<T>(value: T): T {
  learnSecretsFrom(value); // first, so a Location header met before the body's login_url is redacted too
  return redactLearnt(value);
}

function redactLearnt<T>(value: T): T {
  if (typeof value === 'string') return redactText(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactLearnt(v)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === 'login_url' && typeof v === 'string') out[k] = redactLoginUrl(v);
      else if (/^authorization$/i.test(k) && typeof v === 'string') out[k] = redactAuthorization(v);
      else out[k] = redactLearnt(v);
    }
    return out as T;
  }
  return value;
}

export function redactLoginUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}/<redacted>`;
  } catch {
    return '<redacted>';
  }
}

function redactAuthorization(value: string): string {
  const redacted = redactText(value);
  if (redacted !== value) return redacted;
  const [scheme] = value.split(/\s+/);
  return value.includes(' ') ? `${scheme} <redacted>` : '<redacted>';
}

/** Every encoded form of every registered secret replaced by one fixed text (the last guard on a written file's whole text). */
export function scrubRegisteredSecrets(text: string, replacement: string): string {
  return replaceSecrets(text, () => replacement);
}

/** A console writer whose every line is redacted first: the run's own lines (the `fixture:` line, preflight messages, failures). */
export function redactingWriter(write: (line: string) => void): (line: string) => void {
  return (line) => write(redactText(line));
}
