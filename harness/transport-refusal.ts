// harness/transport-refusal.ts: what a transport error at preflight says about the setup, so that the one exit-2
// message names the setting to fix: a client certificate demanded or refused (mutual TLS), a target certificate of a
// CA this machine does not trust, a name only a proxy can resolve.

/** TLS alerts a server sends when it wants a client certificate and got none, or refuses the one it got. */
const CLIENT_CERTIFICATE_REFUSED = new RegExp(
  `ALERT_(${[
    'CERTIFICATE_REQUIRED',
    'BAD_CERTIFICATE',
    'UNKNOWN_CA',
    'ACCESS_DENIED',
    'HANDSHAKE_FAILURE',
    'CERTIFICATE_UNKNOWN',
    'UNSUPPORTED_CERTIFICATE',
    'CERTIFICATE_EXPIRED',
    'CERTIFICATE_REVOKED',
    'DECRYPT_ERROR',
  ].join('|')})$`,
);
/** Node's codes for a target certificate it cannot chain to a trusted CA. */
const UNTRUSTED_CA = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
]);

export interface TransportFacts {
  /** A client certificate was configured (CONFORMANCE_CLIENT_CERT). */
  clientCertificate: boolean;
  /** The target is https. */
  https: boolean;
  /** A proxy variable is set. */
  proxy: boolean;
}

/** The advice to add to "target … not reachable" for a transport error code, or '' when the code says nothing about the setup. */
export function transportAdvice(code: string | undefined, facts: TransportFacts): string {
  if (!code) return '';
  // A handshake that sent nothing, closed without an alert right after it ended (harness/handshake-probe.ts).
  if (CLIENT_CERTIFICATE_REFUSED.test(code) || code === 'CLOSED_AFTER_HANDSHAKE') {
    return facts.clientCertificate
      ? ' — the target refused the client certificate given (CONFORMANCE_CLIENT_CERT, CONFORMANCE_CLIENT_KEY): ' +
          'give the one its operator issued for this environment'
      : ' — the target asks for a client certificate (mutual TLS) and none was given: set CONFORMANCE_CLIENT_CERT and CONFORMANCE_CLIENT_KEY ' +
          '(PEM files; CONFORMANCE_CLIENT_KEY_PASSPHRASE for an encrypted key)';
  }
  if (UNTRUSTED_CA.has(code)) {
    return (
      " — the target's certificate is signed by a CA this machine does not trust: set NODE_EXTRA_CA_CERTS to a PEM file of that CA " +
      '(a private CA of the sandbox, or of a proxy that inspects TLS)'
    );
  }
  if ((code === 'ECONNRESET' || code === 'EPIPE') && facts.https) {
    // Under TLS 1.3 a server checks the client certificate after the client's handshake ends; the client has sent its
    // request by then, and the server's close of a connection with unread data is a reset that discards the alert.
    return facts.clientCertificate
      ? ' — a reset right after the TLS handshake is how a target refuses the client certificate given (CONFORMANCE_CLIENT_CERT, ' +
          'CONFORMANCE_CLIENT_KEY) under TLS 1.3: give the one its operator issued for this environment'
      : ' — if the target asks for a client certificate (mutual TLS), set CONFORMANCE_CLIENT_CERT and CONFORMANCE_CLIENT_KEY';
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return " — the target's certificate does not name the host of CONFORMANCE_BASE_URL";
  if ((code === 'ENOTFOUND' || code === 'EAI_AGAIN') && !facts.proxy) {
    return ' — if this machine reaches the target through a proxy, set HTTPS_PROXY (or HTTP_PROXY for an http target), and NO_PROXY for hosts reached directly';
  }
  return '';
}
