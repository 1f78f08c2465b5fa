// harness/reports/exchanges.ts: exchanges.jsonl, every HTTP exchange of a run's checks in order (one JSON line each,
// the check id on the line), redacted when written; once the checks end, scrubbed again and kept as exchanges.jsonl.gz
// (about a thirtieth of the size); the HAR and Allure writers, merge and rerun read it back, either form.
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Exchange } from '../exchange.js';
import { learnSecretsFrom, redactText, redactValue } from '../redact.js';

export const EXCHANGES_FILE = 'exchanges.jsonl';
/** The log once the checks have ended: the same lines, gzip'd. */
export const EXCHANGES_GZ = 'exchanges.jsonl.gz';

/** Longest body kept per exchange (the client accepts up to 5 MiB; a HAR of a run must stay openable). */
export const MAX_LOGGED_BODY = 64 * 1024;

export interface LoggedExchange {
  /** The check that sent it, or `(cleanup)` for the cleanup the run did while a check waited for a window. */
  check: string;
  /** Which of the run's keys the request carried (the value never is: `$CONFORMANCE_API_KEY`). */
  key: string;
  startedAt: string;
  operation: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  /** The body as sent: JSON text, or the raw string a check sent as is. */
  requestText?: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseText: string;
  /** Characters of the response body when it was longer than MAX_LOGGED_BODY (responseText is cut). */
  responseTruncatedFrom?: number;
  durationMs: number;
  transportError?: string;
  retriedAfter429: number;
}

/** The line of one exchange: every key and login_url token redacted before a byte is written. */
export function toLoggedExchange(check: string, key: string, ex: Exchange, finishedAt = Date.now()): LoggedExchange {
  const requestText =
    ex.requestBody === undefined
      ? undefined
      : ex.rawRequestBody || typeof ex.requestBody === 'string'
        ? String(ex.requestBody)
        : JSON.stringify(ex.requestBody);
  // Bodies are redacted whole before they are cut: a secret straddling the cut must not leave a part of itself.
  learnSecretsFrom(ex);
  const responseText = redactText(ex.responseText);
  const request = requestText === undefined ? undefined : redactText(requestText);
  const long = responseText.length > MAX_LOGGED_BODY;
  // The bodies are redacted above; the rest (URL, headers) here, with what the bodies taught.
  const head = redactValue({
    check,
    key,
    operation: ex.operation,
    url: ex.url,
    requestHeaders: ex.requestHeaders,
    responseHeaders: ex.responseHeaders,
    transportError: ex.transportError,
  });
  return {
    check: head.check,
    key: head.key,
    startedAt: new Date(finishedAt - ex.durationMs).toISOString(),
    operation: head.operation,
    method: ex.method,
    url: head.url,
    requestHeaders: head.requestHeaders,
    ...(request !== undefined ? { requestText: request.slice(0, MAX_LOGGED_BODY) } : {}),
    status: ex.status,
    responseHeaders: head.responseHeaders,
    responseText: long ? responseText.slice(0, MAX_LOGGED_BODY) : responseText,
    ...(long ? { responseTruncatedFrom: ex.responseText.length } : {}),
    durationMs: ex.durationMs,
    ...(head.transportError ? { transportError: head.transportError } : {}),
    retriedAfter429: ex.retriedAfter429,
  };
}

/**
 * Scrubs the run folder's exchanges.jsonl again with every secret known now: with checks in flight together, an answer may
 * echo a login_url token before the answer that reveals it reaches the worker (the main process learns them from the checks).
 */
export function rescrubExchanges(runDir: string): void {
  const file = join(runDir, EXCHANGES_FILE);
  if (!existsSync(file)) return;
  // Compressed as it is scrubbed: the log is the run's largest file (5.5 MB of a full run), and its JSON lines pack about thirtyfold.
  writeFileSync(join(runDir, EXCHANGES_GZ), gzipSync(redactText(readFileSync(file, 'utf8'))));
  rmSync(file);
}

/** Appends one exchange to the run folder's exchanges.jsonl (the checks run in one worker, in order). */
export function appendExchange(runDir: string, check: string, key: string, ex: Exchange): void {
  appendFileSync(join(runDir, EXCHANGES_FILE), `${JSON.stringify(toLoggedExchange(check, key, ex))}\n`);
}

/** The exchanges of a run folder, or undefined when it has none (a report copied without its folder, a shard's). */
export function readExchanges(runDir: string): LoggedExchange[] | undefined {
  const gz = join(runDir, EXCHANGES_GZ);
  const file = join(runDir, EXCHANGES_FILE);
  if (!existsSync(gz) && !existsSync(file)) return undefined;
  // The compressed log of the checks, then any line appended after it was compressed (or a run that ended before).
  const text = `${existsSync(gz) ? gunzipSync(readFileSync(gz)).toString('utf8') : ''}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  const out: LoggedExchange[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as LoggedExchange);
    } catch {
      // A line cut by a crash mid-write: the others still stand.
    }
  }
  return out;
}
