// bench/slow-reference.ts: the reference served on loopback with a fixed delay before every request is handled, so
// that each answer arrives at least `latencyMs` after it was sent: a remote-like target (a cloud region ~100 ms away).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReference, type ReferenceOptions } from '../reference/app.js';
import type { ReferenceFixtures } from '../reference/fixtures.js';

export interface SlowReference {
  url: string;
  fixtures: ReferenceFixtures;
  /** Connections the server accepted: with keep-alive, far fewer than requests. */
  connections(): number;
  close(): Promise<void>;
}

export async function startSlowReference(options: ReferenceOptions & { latencyMs: number }): Promise<SlowReference> {
  const { latencyMs, ...referenceOptions } = options;
  const { app, fixtures } = createReference(referenceOptions);
  const server = createServer((req, res) => {
    setTimeout(() => app(req, res), latencyMs);
  });
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    fixtures,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
