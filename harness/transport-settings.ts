// harness/transport-settings.ts: what the configuration says about reaching the target (proxy variables, client
// certificate, extra headers), read once with the other settings; the agent that applies it is transport-agent.ts.
// Light on purpose: config.ts loads it up front, the proxy agent only loads when a request is sent.
import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { ConfigError, type SettingValues } from './settings.js';

/** The proxy variables honoured, as curl reads them: the lower-case form wins over the upper-case one. */
export const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'] as const;

export interface ClientCertificate {
  certFile: string;
  keyFile: string;
  passphrase?: string;
}

/** How this process reaches the target; handed to the check worker with the run context. */
export interface TransportSettings {
  clientCertificate?: ClientCertificate;
  /** Extra headers, by name: sent on every request, never over a header the client sets itself. */
  headers: Record<string, string>;
  /** Proxy variables found in a .env file (the process environment wins): applied as if exported. */
  proxyVariables?: Record<string, string>;
  /** False for the embedded reference: it runs in this process, on loopback, and is never behind a proxy. */
  proxies?: boolean;
}

/** The certificate files read and tried together: an unreadable file, a key that does not fit, a wrong passphrase is one ConfigError. */
export function readClientCertificate(c: ClientCertificate): { cert: Buffer; key: Buffer; passphrase?: string } {
  const read = (file: string, variable: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError(variable, `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  };
  const cert = read(c.certFile, 'CONFORMANCE_CLIENT_CERT');
  const key = read(c.keyFile, c.keyFile === c.certFile ? 'CONFORMANCE_CLIENT_CERT' : 'CONFORMANCE_CLIENT_KEY');
  const material = { cert, key, ...(c.passphrase ? { passphrase: c.passphrase } : {}) };
  try {
    createSecureContext(material);
  } catch (error) {
    const why = (error as Error).message;
    const variable = /bad decrypt|passphrase|BAD_PASSWORD|interrupted or cancelled/i.test(why) ? 'CONFORMANCE_CLIENT_KEY_PASSPHRASE' : 'CONFORMANCE_CLIENT_KEY';
    throw new ConfigError(variable, `the client certificate cannot be used with its key: ${why} (PEM files: CONFORMANCE_CLIENT_CERT, CONFORMANCE_CLIENT_KEY)`);
  }
  return material;
}

/** The transport settings of a configuration; the certificate is tried here, so that a bad one stops the run before anything is sent. */
export function transportSettingsOf(
  v: Pick<SettingValues, 'clientCert' | 'clientKey' | 'clientKeyPassphrase' | 'headers'>,
  env: Record<string, string | undefined>,
): TransportSettings {
  if (v.clientKey && !v.clientCert) throw new ConfigError('CONFORMANCE_CLIENT_KEY', 'set without CONFORMANCE_CLIENT_CERT, the certificate it is the key of');
  if (v.clientKeyPassphrase && !v.clientCert) throw new ConfigError('CONFORMANCE_CLIENT_KEY_PASSPHRASE', 'set without CONFORMANCE_CLIENT_CERT');
  const clientCertificate = v.clientCert
    ? { certFile: v.clientCert, keyFile: v.clientKey ?? v.clientCert, ...(v.clientKeyPassphrase ? { passphrase: v.clientKeyPassphrase } : {}) }
    : undefined;
  if (clientCertificate) readClientCertificate(clientCertificate);
  const proxyVariables: Record<string, string> = {};
  for (const name of PROXY_VARIABLES) if (env[name]?.trim() && process.env[name] === undefined) proxyVariables[name] = env[name].trim();
  return {
    ...(clientCertificate ? { clientCertificate } : {}),
    headers: v.headers ?? {},
    ...(Object.keys(proxyVariables).length ? { proxyVariables } : {}),
  };
}

/** The variables a command run again needs set to reach the target as this one did (names only: their values are secrets or paths). */
export function transportVariables(t: TransportSettings | undefined): string[] {
  const cert = t?.clientCertificate;
  return [
    ...(Object.keys(t?.headers ?? {}).length ? ['CONFORMANCE_HEADERS'] : []),
    ...(cert ? ['CONFORMANCE_CLIENT_CERT'] : []),
    ...(cert && cert.keyFile !== cert.certFile ? ['CONFORMANCE_CLIENT_KEY'] : []),
    ...(cert?.passphrase ? ['CONFORMANCE_CLIENT_KEY_PASSPHRASE'] : []),
  ];
}
