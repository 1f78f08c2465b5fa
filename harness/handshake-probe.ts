// harness/handshake-probe.ts: after a connection reset at preflight, one more TLS handshake with the same client
// certificate that sends nothing, to hear the server's verdict on the certificate. Under TLS 1.3 a server judges the
// client certificate after the client's handshake ends; a request already sent makes the server's close a reset that
// discards its alert, while a silent connection receives the alert itself (certificate required, unknown CA, ...).
import { isIP } from 'node:net';
import { connect } from 'node:tls';
import { readClientCertificate } from './transport-settings.js';
import { transportAgent, transportSettings } from './transport-agent.js';

/** How long a silent connection waits for the server's verdict once its handshake ends: a round trip or two of a remote sandbox. */
const VERDICT_WAIT_MS = 2000;
/** How long its handshake may take (the default request timeout). */
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** What the probe heard: the handshake kept, a close without a word once the handshake ended, or an error code. */
export type HandshakeVerdict = 'kept' | typeof CLOSED_AFTER_HANDSHAKE | string;
/** No HTTP server closes a fresh connection within seconds of its handshake, before a byte of request: a refusal without an alert. */
export const CLOSED_AFTER_HANDSHAKE = 'CLOSED_AFTER_HANDSHAKE';

/**
 * The error code the server answers a silent handshake with (e.g. ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED), or
 * CLOSED_AFTER_HANDSHAKE; 'kept' when it kept the connection (the certificate is not what it refused); undefined when
 * the handshake did not end in time, or when the target is reached through a proxy (not probed: the tunnel is the
 * proxy agent's to build).
 */
export async function handshakeVerdict(baseUrl: string): Promise<HandshakeVerdict | undefined> {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:' || (await transportAgent().getProxyForUrl(url.href, undefined as never))) return undefined;
  const certificate = transportSettings().clientCertificate;
  const material = certificate ? readClientCertificate(certificate) : {};
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let secured = false;
    const socket = connect({ host: url.hostname, port: Number(url.port || 443), ...(isIP(url.hostname) ? {} : { servername: url.hostname }), ...material });
    const done = (code: HandshakeVerdict | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(code);
    };
    timer = setTimeout(() => done(undefined), HANDSHAKE_TIMEOUT_MS);
    socket.once('secureConnect', () => {
      secured = true;
      clearTimeout(timer);
      timer = setTimeout(() => done('kept'), VERDICT_WAIT_MS);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code));
    socket.once('close', () => done(secured ? CLOSED_AFTER_HANDSHAKE : undefined));
  });
}
