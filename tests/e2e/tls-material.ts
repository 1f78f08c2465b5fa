// TLS material made at test time with openssl in a temporary folder (no private key is committed): a CA the target's
// certificate and the right client certificate chain to, a second CA nobody trusts, a server certificate for the
// names a test uses, a client certificate whose key is encrypted, and one signed by the untrusted CA.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TlsMaterial {
  dir: string;
  caCert: string;
  serverCert: string;
  serverKey: string;
  /** Signed by the CA; its key is encrypted with `clientKeyPassphrase`. */
  clientCert: string;
  clientKey: string;
  clientKeyPassphrase: string;
  /** Signed by the other CA: a server trusting the CA refuses it. */
  strangerCert: string;
  strangerKey: string;
  read(file: string): Buffer;
  remove(): void;
}

/** P-256 keys: made in milliseconds where RSA keys took seconds on a busy machine. */
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

function ca(dir: string, name: string): void {
  openssl(dir, ['req', '-x509', ...EC_KEY, '-nodes', '-keyout', `${name}.key`, '-out', `${name}.pem`, '-days', '2', '-subj', `/CN=${name}`]);
}

function signed(dir: string, name: string, by: string, extensions: string, keyArgs: string[] = ['-nodes']): void {
  openssl(dir, ['req', ...EC_KEY, ...keyArgs, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`]);
  writeFileSync(join(dir, `${name}.ext`), extensions);
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${by}.pem`,
    '-CAkey',
    `${by}.key`,
    '-CAcreateserial',
    '-out',
    `${name}.pem`,
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
  ]);
}

/** `names`: the DNS names the server certificate holds (127.0.0.1 is always in it). */
export function makeTlsMaterial(names: string[]): TlsMaterial {
  const dir = mkdtempSync(join(tmpdir(), 'pdc-tls-'));
  const passphrase = `pass-${Math.random().toString(36).slice(2)}`;
  ca(dir, 'ca');
  ca(dir, 'stranger-ca');
  const san = ['IP:127.0.0.1', ...names.map((n) => `DNS:${n}`)].join(',');
  signed(dir, 'server', 'ca', `subjectAltName=${san}\nextendedKeyUsage=serverAuth\n`);
  signed(dir, 'client', 'ca', 'extendedKeyUsage=clientAuth\n', ['-passout', `pass:${passphrase}`]);
  signed(dir, 'stranger', 'stranger-ca', 'extendedKeyUsage=clientAuth\n');
  const at = (f: string) => join(dir, f);
  return {
    dir,
    caCert: at('ca.pem'),
    serverCert: at('server.pem'),
    serverKey: at('server.key'),
    clientCert: at('client.pem'),
    clientKey: at('client.key'),
    clientKeyPassphrase: passphrase,
    strangerCert: at('stranger.pem'),
    strangerKey: at('stranger.key'),
    read: (file: string) => readFileSync(file),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
