// A loopback proxy in front of a reference server for the cleanup and run-budget tests: it forwards faithfully, except
// that it can hold the response of a creation (the creation exists on the reference, the client never hears of it),
// answer 429 forever, stall, or drop every connection — each switched on at any time. The preflight's fixture lookups
// are always forwarded, so that a run starts before the target turns hostile. residue() lists what runs left.
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { startReference, type RunningReference } from '../../reference/server.js';

export type ProxyMode = 'forward' | '429' | 'stall' | 'drop';

export interface HostileProxy {
  url: string;
  reference: RunningReference;
  /** How requests other than the preflight's fixture lookups are answered from now on. */
  mode: ProxyMode;
  /** Hold the responses of the next `count` POST /api/v1/users (forwarded, answered never). */
  holdCreations(count: number): void;
  /** Resolves when the next held creation has been applied by the reference (its response is held from then on). */
  held(): Promise<void>;
  /** Creations held so far. */
  heldCount(): number;
  env(): Record<string, string>;
  /** Users and records carrying a run prefix (pdc-) left on the reference, under both keys: listed, as a client would. */
  residue(): Promise<string[]>;
  close(): Promise<void>;
}

/** The preflight's requests: the fixture user's domains, the foreign domain, each key's core read of a record no one has (its core quota). */
const PREFLIGHT = /^GET \/api\/v1\/(users\/[^/]+\/domains|domains\/[^/]+|dns_records\/[^/]+-preflight-record)(\?|$)/;

export async function startHostileProxy(): Promise<HostileProxy> {
  const reference = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
  const upstream = new URL(reference.url);
  const sockets = new Set<Socket>();
  let toHold = 0;
  let heldCount = 0;
  const heldWaiters: Array<() => void> = [];

  const forward = (req: IncomingMessage, res: ServerResponse, hold: boolean) => {
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        if (hold) {
          // The reference has answered: the creation exists. Its answer never reaches the client.
          up.resume();
          heldCount += 1;
          for (const w of heldWaiters.splice(0)) w();
          return;
        }
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const proxy: HostileProxy = {
    url: '',
    reference,
    mode: 'forward',
    holdCreations(count) {
      toHold = count;
    },
    held: () => new Promise<void>((resolve) => heldWaiters.push(resolve)),
    heldCount: () => heldCount,
    env: () => ({
      CONFORMANCE_BASE_URL: proxy.url,
      CONFORMANCE_API_KEY: reference.fixtures.apiKey,
      CONFORMANCE_SECOND_API_KEY: reference.fixtures.secondApiKey,
      CONFORMANCE_FIXTURE_USER: reference.fixtures.fixtureUser,
    }),
    async residue() {
      const left: string[] = [];
      for (const key of [reference.fixtures.apiKey, reference.fixtures.secondApiKey]) {
        const get = async (path: string) => {
          const res = await fetch(`${reference.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
          return res.status === 200 ? ((await res.json()) as any) : undefined;
        };
        for (let offset = 0; ; offset += 100) {
          const page = await get(`/api/v1/users?limit=100&offset=${offset}`);
          const users: any[] = page?.users ?? [];
          for (const u of users) if (String(u.user_identifier).startsWith('pdc-')) left.push(`user ${u.user_identifier}`);
          if (users.length < 100) break;
        }
        const domains: any[] = (await get(`/api/v1/users/${reference.fixtures.fixtureUser}/domains`))?.domains ?? [];
        for (const d of domains) {
          const records: any[] = (await get(`/api/v1/domains/${encodeURIComponent(d.id ?? d.domain_id)}/dns`))?.records ?? [];
          for (const r of records) if (/(^|\.)pdc-/i.test(String(r.name))) left.push(`record ${r.name} of ${d.id ?? d.domain_id}`);
        }
      }
      return left;
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      await reference.close();
    },
  };

  const server = createServer((req, res) => {
    const line = `${req.method} ${req.url}`;
    if (PREFLIGHT.test(line) || proxy.mode === 'forward') {
      const hold = toHold > 0 && req.method === 'POST' && /^\/api\/v1\/users(\?|$)/.test(req.url ?? '');
      if (hold) toHold -= 1;
      forward(req, res, hold);
      return;
    }
    req.resume();
    if (proxy.mode === '429') {
      const reset = Math.floor(Date.now() / 1000) + 1;
      res.writeHead(429, {
        'Content-Type': 'application/json',
        'Retry-After': '1',
        'X-RateLimit-Limit': '10',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(reset),
      });
      res.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }));
    } else if (proxy.mode === 'drop') {
      req.socket.destroy();
    }
    // 'stall': never answered; close() ends the socket.
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
