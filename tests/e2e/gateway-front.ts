// A front before a reference server started by the test, as partners meet in their sandboxes: over TLS when given a
// certificate (and then, with `clientCa`, demanding a client certificate of that CA: mutual TLS), and, with
// `requiredHeaders`, a gateway that answers 403 to any request without each of those headers and values.
import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import type { RunningReference } from '../../reference/server.js';

export interface FrontOptions {
  tls?: { cert: Buffer; key: Buffer; clientCa?: Buffer };
  requiredHeaders?: Record<string, string>;
}

export interface Front {
  port: number;
  /** Requests the gateway refused for a missing or wrong header. */
  refused: number;
  /** Requests forwarded to the reference. */
  forwarded: number;
  close(): Promise<void>;
}

export async function startFront(reference: RunningReference, options: FrontOptions): Promise<Front> {
  const upstream = new URL(reference.url);
  const sockets = new Set<Socket>();
  const front: Front = { port: 0, refused: 0, forwarded: 0, close: async () => {} };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const missing = Object.entries(options.requiredHeaders ?? {}).find(([name, value]) => req.headers[name.toLowerCase()] !== value);
    if (missing) {
      front.refused += 1;
      res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: `gateway: ${missing[0]} required` }));
      return;
    }
    front.forwarded += 1;
    const forward = httpRequest(
      { host: upstream.hostname, port: Number(upstream.port), method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  };
  const t = options.tls;
  const server = t
    ? createHttpsServer({ cert: t.cert, key: t.key, ...(t.clientCa ? { ca: t.clientCa, requestCert: true, rejectUnauthorized: true } : {}) }, handle)
    : createHttpServer(handle);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A refused handshake is the client's error to report; the server only logs nothing.
  server.on('tlsClientError', () => {});
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  front.port = (server.address() as AddressInfo).port;
  front.close = async () => {
    for (const s of sockets) s.destroy();
    server.close();
    await once(server, 'close');
  };
  return front;
}
