// reference/server.ts: startReference, the reference served over HTTP on loopback (default 127.0.0.1, a free port),
// with faults and variants given by name or as objects.
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createReference, type ReferenceOptions } from './app.js';
import type { ReferenceFixtures } from './fixtures.js';
import type { ReferenceParts } from './parts.js';
import { objectErrorBody } from './errors.js';
import { checkVariants, resolveFaults } from './resolve-names.js';

export interface RunningReference {
  /** Like http://127.0.0.1:PORT, without /api/v1 (every §4 path carries it). */
  url: string;
  port: number;
  fixtures: ReferenceFixtures;
  parts: ReferenceParts;
  close(): Promise<void>;
}

export interface StartOptions extends ReferenceOptions {
  port?: number;
  host?: string;
  /** Faults of reference/faults by name, planted after `faults`; an unknown name throws UnknownReferenceName. */
  faultNames?: readonly string[];
}

export async function startReference(options: StartOptions = {}): Promise<RunningReference> {
  const { port = 0, host = '127.0.0.1', faultNames, ...referenceOptions } = options;
  const faults = [...(referenceOptions.faults ?? []), ...(await resolveFaults(faultNames))];
  const variants = await checkVariants(referenceOptions.variants);
  const { app, parts, fixtures } = createReference({ ...referenceOptions, faults, variants });
  const server = createServer(app);
  // A request Node's parser refuses (raw bytes that are not allowed in a path or a header, a header too large) never reaches the app: answer it
  // in the documented object format (§7) instead of Node's bare 400 without a body.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // As Node's own handler: only a socket that has not begun a response gets one (a parse error after a response, say in the rest of a body the
    // app did not read, just closes it).
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket).bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(objectErrorBody(400, 'the request is not valid HTTP', undefined, parts.config.errorCodes));
    const head = [
      'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${bound}`,
    port: bound,
    fixtures,
    parts,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // keep-alive clients must not hold the close open
      });
      return closing;
    },
  };
}
