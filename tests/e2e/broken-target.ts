// A broken target for the robustness tests: a loopback HTTP proxy in front of a reference server that forwards
// everything faithfully except the requests of the chosen operations (method + path pattern), where it misbehaves
// in the way chosen for each. Closed by the test; close() also ends whatever it left hanging.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { startReference, type RunningReference } from '../../reference/server.js';
import { targetEnvOf } from '../../reference/target-env.js';

export type Misbehaviour =
  /** Never answers; the socket stays open until the client gives up or the proxy closes. */
  | 'hang'
  /** Drops the connection (a TCP reset where the platform allows it) without a response. */
  | 'reset'
  /** The real status (200 for a 204) labelled application/json, with the real body cut in half. */
  | 'invalid-json'
  /** 200 application/json streaming hugeBytes of JSON-looking bytes, with backpressure, until the client leaves. */
  | 'huge-body'
  /** 200 application/json, Content-Encoding gzip: a few KiB that inflate to hugeBytes (a decompression bomb). */
  | 'gzip-bomb'
  /** 502 with an HTML error page (Content-Type text/html), as a load balancer in front of a dead app would. */
  | 'html-error'
  /** 500 with a JSON internal_error body. */
  | 'status-500'
  /** 429 whose X-RateLimit-Reset (and Retry-After) is far in the future, negative or not a number, in turn. */
  | 'hostile-headers'
  /**
   * The real response, but the first one says its window is spent: X-RateLimit-Remaining 0, Reset spentWindowSeconds
   * ahead (a quota shared with someone else); later ones are forwarded untouched. The next request of the group waits.
   */
  | 'spent-window';

export const MISBEHAVIOURS: Misbehaviour[] = [
  'hang',
  'reset',
  'invalid-json',
  'huge-body',
  'gzip-bomb',
  'html-error',
  'status-500',
  'hostile-headers',
  'spent-window',
];

/** One operation to break: its HTTP method, a pattern its path (without the query) matches, and how. */
export interface BreakRule {
  mode: Misbehaviour;
  method: string;
  path: RegExp;
}

export interface BrokenTargetOptions {
  /** The first rule a request matches decides; requests matching none are forwarded untouched. */
  rules: BreakRule[];
  /** Bytes the huge body (or, inflated, the gzip bomb) would send if the client read them all (default 256 MiB). */
  hugeBytes?: number;
  /** hostile-headers: the X-RateLimit-Reset values to answer with, in turn (default: hostileReset's). */
  resets?: string[];
  /** spent-window: how far ahead the spent window resets (default 8 s). */
  spentWindowSeconds?: number;
  /** Options of the reference behind the proxy (default: 1-second rate-limit windows, like the embedded one). */
  reference?: Parameters<typeof startReference>[0];
}

export interface BrokenStats {
  /** Requests forwarded untouched. */
  forwarded: number;
  /** Requests of the chosen operations, each answered (or not) the broken way. */
  broken: Array<{ mode: Misbehaviour; method: string; url: string }>;
  /** huge-body: bytes written in all, and how many of those responses the client abandoned before the end. */
  hugeBytesSent: number;
  hugeAbandoned: number;
  hugeCompleted: number;
}

export interface BrokenTarget {
  url: string;
  reference: RunningReference;
  stats: BrokenStats;
  /** The CONFORMANCE_* variables that point a run at this target with the reference's fixtures. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** Values of X-RateLimit-Reset no client should sleep on for long: far ahead, negative, not a number, out of range. */
export function hostileResets(now = Date.now()): { farAhead: string[]; other: string[] } {
  return { farAhead: [String(Math.floor(now / 1000) + 10 * 365 * 86_400), String(now * 1000)], other: ['-86400', 'soon', '1e400', ''] };
}

export function hostileReset(n: number, now = Date.now()): string {
  const { farAhead, other } = hostileResets(now);
  const values = [...farAhead, ...other];
  return values[n % values.length];
}

const HTML_PAGE = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>
`;

const HUGE_CHUNK = Buffer.from('{"tld":"com","registration_price":"12.99","renewal_price":"14.99","available":true},'.repeat(800));

export async function startBrokenTarget(options: BrokenTargetOptions): Promise<BrokenTarget> {
  const reference = await startReference({ windowMs: 1000, ...options.reference, host: '127.0.0.1', port: 0 });
  const upstream = new URL(reference.url);
  const stats: BrokenStats = { forwarded: 0, broken: [], hugeBytesSent: 0, hugeAbandoned: 0, hugeCompleted: 0 };
  const sockets = new Set<Socket>();
  const hugeBytes = options.hugeBytes ?? 256 * 1024 * 1024;
  let bombMember: Buffer | undefined;

  const forward = (req: IncomingMessage, res: ServerResponse, rewrite?: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void): void => {
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        if (!rewrite) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => rewrite(up.statusCode ?? 502, up.headers, Buffer.concat(chunks)));
      },
    );
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  };

  const misbehave = (mode: Misbehaviour, req: IncomingMessage, res: ServerResponse): void => {
    const n = stats.broken.filter((b) => b.mode === mode).length;
    stats.broken.push({ mode, method: req.method ?? '', url: req.url ?? '' });
    if (mode !== 'invalid-json' && mode !== 'spent-window') req.resume(); // drain any request body (those two forward it)
    switch (mode) {
      case 'hang':
        return; // never answer; close() destroys the socket
      case 'reset': {
        const socket = req.socket as Socket & { resetAndDestroy?: () => void };
        if (typeof socket.resetAndDestroy === 'function') socket.resetAndDestroy();
        else socket.destroy();
        return;
      }
      case 'invalid-json':
        forward(req, res, (status, headers, body) => {
          const text = body.toString('utf8');
          const cut = text.trim() ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : '{"records": [{"id": ';
          res.writeHead(status === 204 ? 200 : status, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(cut),
            ...pick(headers, ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']),
          });
          res.end(cut);
        });
        return;
      case 'huge-body': {
        res.writeHead(200, { 'content-type': 'application/json' });
        let sent = 0;
        let gone = false;
        res.on('close', () => {
          if (sent < hugeBytes) {
            gone = true;
            stats.hugeAbandoned += 1;
          }
        });
        const pump = (): void => {
          if (gone) return;
          if (sent === 0) {
            sent += 9;
            stats.hugeBytesSent += 9;
            res.write('{"tlds":[');
          }
          while (!gone && sent < hugeBytes) {
            const chunk = HUGE_CHUNK.subarray(0, Math.min(HUGE_CHUNK.length, hugeBytes - sent));
            sent += chunk.length;
            stats.hugeBytesSent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', pump);
              return;
            }
          }
          if (!gone) {
            stats.hugeCompleted += 1;
            res.end('{}]}');
          }
        };
        pump();
        return;
      }
      case 'gzip-bomb': {
        // Concatenated gzip members, each 16 MiB of JSON-looking bytes squeezed into a few KiB.
        bombMember ??= gzipSync(Buffer.concat(Array.from({ length: Math.ceil((16 * 1024 * 1024) / HUGE_CHUNK.length) }, () => HUGE_CHUNK)), { level: 9 });
        const member = bombMember;
        const members = Math.max(1, Math.ceil(hugeBytes / (16 * 1024 * 1024)));
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        let written = 0;
        let gone = false;
        res.on('close', () => {
          if (written < members) {
            gone = true;
            stats.hugeAbandoned += 1;
          }
        });
        const pump = (): void => {
          while (!gone && written < members) {
            written += 1;
            stats.hugeBytesSent += member.length;
            if (!res.write(member)) {
              res.once('drain', pump);
              return;
            }
          }
          if (!gone) {
            stats.hugeCompleted += 1;
            res.end();
          }
        };
        pump();
        return;
      }
      case 'html-error':
        res.writeHead(502, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(HTML_PAGE) });
        res.end(HTML_PAGE);
        return;
      case 'status-500': {
        const body = JSON.stringify({ error: 'internal_error', message: 'An internal error occurred' });
        res.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      case 'spent-window':
        if (n > 0) {
          forward(req, res);
          return;
        }
        forward(req, res, (status, headers, body) => {
          const reset = Math.ceil(Date.now() / 1000) + (options.spentWindowSeconds ?? 8);
          res.writeHead(status, { ...headers, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) });
          res.end(body);
        });
        return;
      case 'hostile-headers': {
        const reset = options.resets ? options.resets[n % options.resets.length] : hostileReset(n);
        const body = JSON.stringify({ error: 'rate_limit_exceeded', message: 'Too many requests' });
        res.writeHead(429, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-ratelimit-limit': '1000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': reset,
          'retry-after': '315360000',
        });
        res.end(body);
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const rule = options.rules.find((r) => req.method === r.method.toUpperCase() && r.path.test(path));
    if (rule) misbehave(rule.mode, req, res);
    else {
      stats.forwarded += 1;
      forward(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    reference,
    stats,
    env: () => targetEnvOf({ url, fixtures: reference.fixtures }),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        await reference.close();
      })();
      return closing;
    },
  };
}

function pick(headers: IncomingMessage['headers'], names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = headers[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}
