// harness/reports/har.ts: run.har, every recorded exchange of the run as an HTTP Archive 1.2 file that browsers'
// devtools open (Network panel, "Import HAR"): one page per check, one entry per request, keys already redacted.
import { STATUS_CODES } from 'node:http';
import type { Report } from '../report-model.js';
import type { LoggedExchange } from './exchanges.js';

interface HarHeader {
  name: string;
  value: string;
}

/** The parts of a report the HAR names: tool, run, target and the checks' titles (for page titles). */
type HarReport = Pick<Report, 'tool' | 'runId' | 'target' | 'startedAt' | 'checks'>;

const headers = (h: Record<string, string>): HarHeader[] => Object.entries(h).map(([name, value]) => ({ name, value }));

function queryString(url: string): HarHeader[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function entry(ex: LoggedExchange) {
  const requestContentType = Object.entries(ex.requestHeaders).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/json';
  const mimeType = ex.responseHeaders['content-type'] ?? (ex.responseText ? 'text/plain' : 'x-unknown');
  const notes = [
    ex.responseTruncatedFrom !== undefined ? `body cut to ${ex.responseText.length} of ${ex.responseTruncatedFrom} characters` : '',
    ex.retriedAfter429 ? `sent after ${ex.retriedAfter429} 429 response(s) waited out` : '',
  ].filter(Boolean);
  return {
    pageref: ex.check,
    startedDateTime: ex.startedAt,
    time: ex.durationMs,
    request: {
      method: ex.method,
      url: ex.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(ex.requestHeaders),
      queryString: queryString(ex.url),
      ...(ex.requestText !== undefined ? { postData: { mimeType: requestContentType, params: [], text: ex.requestText } } : {}),
      headersSize: -1,
      bodySize: ex.requestText !== undefined ? bytes(ex.requestText) : 0,
    },
    response: {
      // A transport failure has no response: HAR writes status 0, and Chromium's devtools show `_error`.
      status: ex.status,
      statusText: ex.transportError ? '' : (STATUS_CODES[ex.status] ?? ''),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headers(ex.responseHeaders),
      content: {
        size: ex.responseTruncatedFrom ?? bytes(ex.responseText),
        mimeType,
        text: ex.responseText,
        ...(notes.length ? { comment: notes.join('; ') } : {}),
      },
      redirectURL: ex.responseHeaders.location ?? '',
      headersSize: -1,
      bodySize: ex.transportError ? -1 : bytes(ex.responseText),
    },
    cache: {},
    // The client measures the whole exchange only; HAR requires the three phases, so the time is all `wait`.
    timings: { send: 0, wait: ex.durationMs, receive: 0 },
    ...(ex.transportError ? { _error: ex.transportError } : {}),
    _resourceType: 'fetch',
    _check: ex.check,
    _operation: ex.operation,
    comment: `${ex.check}: ${ex.operation} (key ${ex.key})`,
  };
}

/**
 * The HAR of a run. `exchanges` is undefined when none were recorded (a merged report whose parts came without
 * their exchanges.jsonl); `notes` say what is missing, in `log.comment`, so an empty archive is never taken for a
 * run that sent nothing.
 */
export function toHar(report: HarReport, exchanges: LoggedExchange[] | undefined, notes: string[] = []) {
  const list = exchanges ?? [];
  const titles = new Map(report.checks.map((c) => [c.id, `${c.id}: ${c.title}`]));
  const pages: Array<{ startedDateTime: string; id: string; title: string; pageTimings: { onContentLoad: number; onLoad: number } }> = [];
  const seen = new Set<string>();
  for (const ex of list) {
    if (seen.has(ex.check)) continue;
    seen.add(ex.check);
    const title =
      titles.get(ex.check) ?? (ex.check === '(cleanup)' ? '(cleanup): deletions the run made while checks waited for a rate-limit window' : ex.check);
    pages.push({ startedDateTime: ex.startedAt, id: ex.check, title, pageTimings: { onContentLoad: -1, onLoad: -1 } });
  }
  const comment = [
    `${report.tool.name} ${report.tool.version}, run ${report.runId}, target ${report.target.baseUrl}${report.target.embedded ? ' (embedded reference)' : ''}.`,
    "The checks' requests and the cleanup made while they waited; fixture discovery and the final cleanup are not recorded.",
    exchanges ? `${list.length} exchanges.` : 'No exchanges recorded for this report.',
    ...notes,
  ].join(' ');
  return {
    log: {
      version: '1.2',
      creator: { name: report.tool.name, version: report.tool.version },
      pages,
      entries: list.map(entry),
      comment,
    },
  };
}
