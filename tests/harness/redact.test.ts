// Redaction: keys, Authorization values and login_url tokens never reach written output.
import { describe, expect, it } from 'vitest';
import { redactText, redactValue, registerSecret } from '../../harness/redact.js';
import { toCurl, toReproduction, type Exchange } from '../../harness/exchange.js';

registerSecret('sk_secret_primary_123', '$CONFORMANCE_API_KEY');

const exchange: Exchange = {
  operation: 'createUser',
  method: 'POST',
  url: 'http://127.0.0.1:1/api/v1/users',
  requestHeaders: { Authorization: 'Bearer sk_secret_primary_123', 'Content-Type': 'application/json' },
  requestBody: { user_identifier: "o'brien" },
  status: 201,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: { user_identifier: 'x', login_url: 'https://embed.example.test/session/tok_abcdef123456' },
  responseText: '{"user_identifier":"x","login_url":"https://embed.example.test/session/tok_abcdef123456"}',
  durationMs: 1,
  retriedAfter429: 0,
};

describe('redaction', () => {
  it('replaces a registered key by its placeholder', () => {
    expect(redactText('Bearer sk_secret_primary_123')).toBe('Bearer $CONFORMANCE_API_KEY');
  });

  it('hides unregistered bearer tokens', () => {
    expect(redactText('Authorization: Bearer abcdefghijklmnopqrstuvwxyz')).toBe('Authorization: Bearer <redacted>');
  });

  it('keeps only the origin of a login_url', () => {
    expect(redactValue({ login_url: 'https://embed.example.test/session/tok?x=1' })).toEqual({ login_url: 'https://embed.example.test/<redacted>' });
    expect(redactText('{"login_url":"https://e.test/s/tok_1"}')).toBe('{"login_url":"https://e.test/<redacted>"}');
  });

  it('writes a curl command with the key as an expandable placeholder and quotes safely', () => {
    const curl = toCurl(exchange);
    expect(curl).toContain('"Authorization: Bearer $CONFORMANCE_API_KEY"');
    expect(curl).toContain(`--data-raw '{"user_identifier":"o'\\''brien"}'`);
    expect(curl).not.toContain('sk_secret_primary_123');
  });

  it('leaves no secret in a reproduction', () => {
    const text = JSON.stringify(toReproduction(exchange));
    expect(text).not.toContain('sk_secret_primary_123');
    expect(text).not.toContain('tok_abcdef123456');
  });
});
