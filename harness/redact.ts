// Keeps secrets out of everything the run writes: API keys, Authorization values and login_url tokens (§5 rule 6: a login_url is a credential),
// in every form a target may echo them: raw, JSON-escaped (`\/`, `\u00xx`), HTML-escaped (`&#47;`, `&amp;`), URL-encoded (`%2F`/`%2f`, `+`),
// those escapes nested a few layers deep (harness/redact-decode.ts), in any letter case, as hex (upper or lower) and base64 (standard and
// url-safe, at each of the 3 alignments a substring can take), and, for a key, any run of more than half of its characters (a key cut short
// still gives most of it away), in texts of any size.
import { decodedLayers } from './redact-decode.js';

interface Secret {
  placeholder: string;
  /** The secret with `+` for each space (form encoding), when it has a space. */
  plusForm?: string;
  /** The hex of the secret's UTF-8 bytes (matched in either case, as every form is; none for a short secret). */
  hex?: string;
  /** The base64 characters that depend on the secret alone, at each alignment, standard and url-safe (none for a short secret). */
  base64: string[];
  /** Runs of more than half of it count too: a key's, not a login_url token's (tokens share a path like `session/tok_`). */
  partial: boolean;
}

const secrets = new Map<string, Secret>();
/** Every character of every registered secret (and of its `+` form). */
const charsOfSecrets = new Set<string>();

/** Keys shorter than this are redacted only where they stand as a whole token (see isWholeToken): as substrings they would erase the report. */
export const SHORT_SECRET_LENGTH = 4;
/** A base64 run shorter than this is not searched for: too short to be told from chance (keys shorter than SHORT_SECRET_LENGTH have none). */
const MIN_BASE64_RUN = 4;
/** Keys at least this long are also redacted where more than half of them stands in a row (for an 8-character key, any 5 of them). */
export const PARTIAL_SECRET_LENGTH = 8;

/** Register a secret and the placeholder that stands for it in written output (e.g. $CONFORMANCE_API_KEY). Any non-empty length. */
export function registerSecret(value: string | undefined, placeholder: string): void {
  if (!value || secrets.has(value)) return;
  // Both cases of each character: an escape of a case-changed character (`&#x4B;` for a `k`) is decoded too.
  for (const ch of value) charsOfSecrets.add(ch).add(ch.toLowerCase()).add(ch.toUpperCase());
  if (value.includes(' ')) charsOfSecrets.add('+');
  const long = value.length >= SHORT_SECRET_LENGTH;
  secrets.set(value, {
    placeholder,
    ...(value.includes(' ') ? { plusForm: value.replace(/ /g, '+') } : {}),
    ...(long ? { hex: Buffer.from(value, 'utf8').toString('hex') } : {}),
    base64: long ? base64Runs(value) : [],
    partial: placeholder !== LOGIN_TOKEN_PLACEHOLDER && value.length >= PARTIAL_SECRET_LENGTH,
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

/** One text a secret is looked for as (lower case): the secret, its `+` form, its hex, one of its base64 runs, or a window of one of these. */
interface Needle {
  text: string;
  secret: Secret;
  /** Short secrets count only as whole tokens (isWholeToken). */
  wholeToken: boolean;
  /** A window of `form` at `offset`: found, it counts when the run of the form around it is at least `min` long. */
  window?: { form: string; offset: number; min: number };
}

/**
 * The text in lower case, each character where it was: toLowerCase (native, fast) when it keeps the length (no character lengthened, as `İ`
 * does; none shortens), else ASCII letters only.
 */
function lowerCase(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/**
 * Windows of a form (lower case) that find every run of more than half of it: a run of `min` characters holds a window of `width` starting at
 * a multiple of `step` (step = min - width + 1), whichever offset it starts at. Each found window is then grown to the run around it.
 */
function windowNeedles(form: string, secret: Secret): Needle[] {
  const min = Math.floor(form.length / 2) + 1;
  const width = Math.max(GRAM, Math.ceil(min / 2));
  const step = min - width + 1;
  const out: Needle[] = [];
  for (let offset = 0; offset + width <= form.length; offset += step) {
    out.push({ text: form.slice(offset, offset + width), secret, wholeToken: false, window: { form, offset, min } });
  }
  return out;
}

/** The run of the form around a window found at `at` of the (lower-case) text: [start, end), or undefined when shorter than the window's min. */
function grownRun(lower: string, at: number, window: NonNullable<Needle['window']>, width: number): [number, number] | undefined {
  const { form, offset, min } = window;
  let before = 0;
  while (offset - before > 0 && at - before > 0 && lower[at - before - 1] === form[offset - before - 1]) before++;
  let after = 0;
  while (offset + width + after < form.length && lower[at + width + after] === form[offset + width + after]) after++;
  return before + width + after >= min ? [at - before, at + width + after] : undefined;
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
    const forms = [value, secret.plusForm, secret.hex].flatMap((f) => (f ? [lowerCase(f)] : []));
    const all: Needle[] = [...forms, ...secret.base64.map(lowerCase)].map((text) => ({ text, secret, wholeToken }));
    if (secret.partial) for (const form of forms) all.push(...windowNeedles(form, secret));
    for (const needle of all) {
      const { text } = needle;
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

/** Every [start, end, secret] of every needle in the text, in any letter case. */
function needlesIn(text: string, index: NeedleIndex): Array<[number, number, Secret]> {
  const lower = lowerCase(text);
  const found: Array<[number, number, Secret]> = [];
  for (const n of index.short) for (const [s, e] of occurrences(lower, n.text, n.wholeToken)) found.push([s, e, n.secret]);
  if (!index.byGram.size) return found;
  const { wanted, byGram } = index;
  // Where the last run found of each secret ends: a window inside it finds nothing new (a key echoed a thousand times has a dozen windows).
  const coveredTo = new Map<Secret, number>();
  let h = 0;
  for (let end = 1; end <= lower.length; end++) {
    h = ((h << 4) ^ lower.charCodeAt(end - 1)) & GRAM_MASK;
    if (end < GRAM || !wanted[h]) continue;
    const at = end - GRAM;
    for (const n of byGram.get(h) ?? []) {
      if (!lower.startsWith(n.text, at)) continue;
      if (n.wholeToken && !isWholeToken(lower, at, at + n.text.length)) continue;
      if (n.window && at + n.text.length <= (coveredTo.get(n.secret) ?? -1)) continue;
      const run = n.window ? grownRun(lower, at, n.window, n.text.length) : ([at, at + n.text.length] as [number, number]);
      if (!run) continue;
      found.push([run[0], run[1], n.secret]);
      if (run[1] > (coveredTo.get(n.secret) ?? -1)) coveredTo.set(n.secret, run[1]);
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
  // Each layer of escapes undone in turn (`&amp;amp;` takes two), every layer searched: a secret may stand at any depth.
  for (const decoded of decodedLayers(text, (ch) => charsOfSecrets.has(ch))) {
    for (const [s, e, secret] of needlesIn(decoded.text, index)) spans.push([...decoded.span(s, e), placeholderOf(secret)]);
  }
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
