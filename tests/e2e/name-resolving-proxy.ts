// A loopback forward proxy that alone knows a name: requests for `name` (plain HTTP in absolute form, or CONNECT for
// https) go to 127.0.0.1, everything else is refused with 502. The tests point a run at that name, so that reaching
// the target at all proves the run went through the proxy. It records what it forwarded.
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface NameResolvingProxy {
  url: string;
  /** What it forwarded: `CONNECT host:port` or `GET http://host:port/path`. */
  seen: string[];
  close(): Promise<void>;
}

export async function startNameResolvingProxy(name: string): Promise<NameResolvingProxy> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://invalid');
    if (url.hostname !== name) {
      res.writeHead(502).end(`this proxy resolves ${name} only`);
      return;
    }
    seen.push(`${req.method} ${req.url}`);
    const upstream = httpRequest(
      { host: '127.0.0.1', port: Number(url.port || 80), method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    if (host !== name) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    seen.push(`CONNECT ${req.url}`);
    const upstream = connect(Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
