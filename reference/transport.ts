// reference/transport.ts: how a response goes on the wire. By default plainly (Content-Length, canonical header names); under the AMB-TRANSPORT variants
// the way ordinary HTTP infrastructure the spec does not constrain sends it: compressed, chunked, media-type parameters, Connection: close, header
// names in any case, unknown headers (realistic-http), and late (slow-300ms).
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ReferenceParts } from './parts.js';
import { responseDelayMs } from './variants.js';

/** Responses sent so far per reference: realistic-http varies its choices from one response to the next. */
const sent = new WeakMap<ReferenceParts, number>();

/** x-ratelimit-remaining -> X-RateLimit-Remaining, content-type -> Content-Type (names are case-insensitive; this is for readers). */
export function canonicalHeaderName(name: string): string {
  return name
    .split('-')
    .map((word) => (word.toLowerCase() === 'ratelimit' ? 'RateLimit' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('-');
}

const ENCODINGS = ['gzip', 'deflate', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The codings the request's Accept-Encoding allows (q=0 excluded), in ENCODINGS order. */
function acceptedEncodings(req: Request): Encoding[] {
  const header = String(req.headers['accept-encoding'] ?? '');
  const offered = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/i.test(q ?? ''))
    .map(([coding]) => coding.trim().toLowerCase());
  return ENCODINGS.filter((e) => offered.includes(e) || offered.includes('*'));
}

function encode(encoding: Encoding, data: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(data);
  if (encoding === 'deflate') return deflateSync(data);
  return brotliCompressSync(data);
}

const MEDIA_TYPES = ['application/json; charset=UTF-8', 'application/json;charset=utf-8; version=1', 'Application/JSON; charset="utf-8"'];
const EXTRA_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  server: 'reference-edge/1.0',
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
};
const HEADER_CASES = [(n: string) => n.toLowerCase(), (n: string) => n.toUpperCase(), canonicalHeaderName];

/** Writes status, headers and body (text, or undefined for none); realistic-http and slow-300ms change how, never what. */
export function writeResponse(parts: ReferenceParts, req: Request, res: Response, status: number, headers: Record<string, string>, text?: string): void {
  const n = (sent.get(parts) ?? 0) + 1;
  sent.set(parts, n);
  const realistic = parts.variants.has('realistic-http');
  const out: Record<string, string> = { ...headers };
  let payload: Buffer | undefined = text === undefined ? undefined : Buffer.from(text, 'utf8');
  let chunked = false;
  if (realistic) {
    Object.assign(out, EXTRA_HEADERS, { 'x-request-id': `req-${n}` });
    if (payload && /^application\/json; charset=utf-8$/i.test(out['content-type'] ?? '')) out['content-type'] = MEDIA_TYPES[n % MEDIA_TYPES.length];
    if (n % 2 === 0) out.connection = 'close';
    const encodings = acceptedEncodings(req);
    if (payload && encodings.length && n % 4 !== 0) {
      const encoding = encodings[n % encodings.length];
      payload = encode(encoding, payload);
      out['content-encoding'] = encoding;
      out.vary = 'Accept-Encoding';
    }
    chunked = payload !== undefined && n % 3 !== 0;
  }
  const nameOf = realistic ? HEADER_CASES[n % HEADER_CASES.length] : canonicalHeaderName;
  const send = () => {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(out)) res.setHeader(nameOf(name), value);
    res.status(status);
    if (payload === undefined) {
      res.end();
    } else if (chunked) {
      // No Content-Length: Node sends Transfer-Encoding: chunked, one chunk per write.
      const cut = Math.max(1, Math.floor(payload.length / 2));
      res.write(payload.subarray(0, cut));
      res.end(payload.subarray(cut));
    } else {
      res.setHeader(nameOf('content-length'), String(payload.length));
      res.end(payload);
    }
  };
  const delay = responseDelayMs(parts);
  if (delay > 0) setTimeout(send, delay);
  else send();
}
