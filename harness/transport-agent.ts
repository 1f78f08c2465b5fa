// harness/transport-agent.ts: how every request reaches the target. One agent for the whole process (the checks, the
// preflight, the cleanup and `sweep` all send through client.ts's Api, which takes it from here): proxies as curl and
// undici read them (HTTPS_PROXY, HTTP_PROXY, NO_PROXY in either case, CONNECT for https), the client certificate,
// kept-alive connections; and the extra headers a gateway asks for (CONFORMANCE_HEADERS, --header).
import { ProxyAgent } from 'proxy-agent';
import { registerSecret } from './redact.js';
import { PROXY_VARIABLES, readClientCertificate, type TransportSettings } from './transport-settings.js';

export type { TransportSettings } from './transport-settings.js';

/**
 * Connections kept open between requests and shared by every client of the process: a remote target costs a TCP (and
 * TLS) handshake per connection, and without an agent each request opened one and closed it (Connection: close).
 * An idle connection is closed after 4 s, before the server does (Node's default keep-alive timeout is 5 s, a
 * `Keep-Alive: timeout=N` hint shortens it): a request sent on a connection the server is closing meets ECONNRESET,
 * which a bench run against the 100 ms reference met 8 times while the pacer held requests for a window.
 */
const IDLE_CONNECTION_MS = 4000;

let settings: TransportSettings = { headers: {} };
let agent: ProxyAgent | undefined;

function proxyPassword(url: string | undefined): string | undefined {
  try {
    return url ? decodeURIComponent(new URL(url).password) || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** Sets how this process reaches the target; the extra header values, the passphrase and a proxy's password are registered with the redactor like keys. */
export function configureTransport(next: TransportSettings): void {
  for (const [name, value] of Object.entries(next.proxyVariables ?? {})) if (process.env[name] === undefined) process.env[name] = value;
  for (const [name, value] of Object.entries(next.headers)) registerSecret(value, `$CONFORMANCE_HEADERS[${name}]`);
  registerSecret(next.clientCertificate?.passphrase, '$CONFORMANCE_CLIENT_KEY_PASSPHRASE');
  // A proxy's password, when its URL carries one, is a credential too.
  for (const name of PROXY_VARIABLES) {
    const password = proxyPassword(process.env[name]);
    if (password) registerSecret(password, `$${name.toUpperCase()}_PASSWORD`);
  }
  agent?.destroy();
  agent = undefined;
  settings = next;
}

/** The transport settings this process sends with (for the check worker's run context). */
export function transportSettings(): TransportSettings {
  return settings;
}

/**
 * The agent of every request: ProxyAgent picks, per request, a direct connection or the proxy the environment names
 * (proxy-from-env: https_proxy/HTTPS_PROXY for https URLs, tunnelled with CONNECT; http_proxy/HTTP_PROXY for http ones;
 * no_proxy/NO_PROXY bypasses), and the TLS options (the client certificate) apply to the target's handshake either way.
 */
export function transportAgent(): ProxyAgent {
  if (agent) return agent;
  const tls = settings.clientCertificate ? readClientCertificate(settings.clientCertificate) : {};
  agent = new ProxyAgent({
    keepAlive: true,
    timeout: IDLE_CONNECTION_MS,
    ...tls,
    ...(settings.proxies === false ? { getProxyForUrl: () => '' } : {}),
  });
  return agent;
}

/**
 * The headers a request carries: the client's own, then each extra header whose name the client did not set (in any
 * case), so that an extra header never replaces Authorization nor a header a check sets on purpose.
 */
export function withExtraHeaders(own: Record<string, string>): Record<string, string> {
  const taken = new Set(Object.keys(own).map((n) => n.toLowerCase()));
  const out = { ...own };
  for (const [name, value] of Object.entries(settings.headers)) if (!taken.has(name.toLowerCase())) out[name] = value;
  return out;
}
