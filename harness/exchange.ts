// One HTTP exchange as the run records it, and its reproduction as a curl command (secrets redacted).
import { redactText, redactValue } from './redact.js';
import type { Reproduction } from './report-model.js';

export interface Exchange {
  operation: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** The body as sent: JSON value, raw string, or undefined. */
  requestBody?: unknown;
  rawRequestBody?: boolean;
  status: number;
  responseHeaders: Record<string, string>;
  /** Parsed JSON body when it parsed, else undefined. */
  responseBody?: unknown;
  /** Raw body text, truncated for the record. */
  responseText: string;
  durationMs: number;
  /** Transport failure (timeout, reset, refused, oversized), when there was no complete response. */
  transportError?: string;
  /** 429s waited out and retried before this exchange. */
  retriedAfter429: number;
}

const MAX_RECORDED_BODY = 4096;

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The request as a curl command; keys appear as $CONFORMANCE_API_KEY-style placeholders. */
export function toCurl(ex: Exchange): string {
  const parts = ['curl', '-sS', '-i', '-X', ex.method, shellQuote(redactText(ex.url))];
  for (const [name, value] of Object.entries(ex.requestHeaders)) {
    // Placeholders stay outside single quotes so the shell expands them.
    const redacted = redactText(`${name}: ${value}`);
    parts.push('-H', redacted.includes('$CONFORMANCE_') ? `"${redacted.replace(/"/g, '\\"')}"` : shellQuote(redacted));
  }
  if (ex.requestBody !== undefined) {
    const body = ex.rawRequestBody ? String(ex.requestBody) : JSON.stringify(ex.requestBody);
    parts.push('--data-raw', shellQuote(redactText(body)));
  }
  return parts.join(' ');
}

const KEPT_RESPONSE_HEADERS = /^(content-type|content-length|x-ratelimit-.*|retry-after|location)$/i;

export function toReproduction(ex: Exchange): Reproduction {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(ex.responseHeaders)) if (KEPT_RESPONSE_HEADERS.test(k)) headers[k] = v;
  // Redacted whole before it is cut, so that a secret straddling the cut cannot leave its first half (bodies of any size).
  const whole = redactText(ex.responseText);
  const cut = whole.length > MAX_RECORDED_BODY;
  const text = cut ? `${whole.slice(0, MAX_RECORDED_BODY)}… (${ex.responseText.length} characters)` : whole;
  return redactValue({
    operation: ex.operation,
    curl: toCurl(ex),
    request: { method: ex.method, url: ex.url, headers: ex.requestHeaders, body: ex.requestBody },
    response: {
      status: ex.status,
      headers,
      body: ex.responseBody !== undefined && !cut ? ex.responseBody : text,
      ...(ex.transportError ? { transportError: ex.transportError } : {}),
    },
  });
}
