// A target whose own strings try to write into the CI log: a reference that names the fixture domain with line breaks, a workflow command,
// a fake verdict, terminal escape sequences, a bidi override and 100 kB of text, and answers chosen reads with such a body (raw bytes, not
// JSON) under a Content-Type holding a C1 control. Closed by the test.
import type { NextFunction, Request, Response } from 'express';
import { startReference, type RunningReference } from '../../reference/server.js';
import { targetEnvOf } from '../../reference/target-env.js';

/** Every trick at once: each would forge a line, a verdict or the terminal if printed raw. */
export const HOSTILE_TEXT = [
  '\u001b[2J', // clear screen
  '\u001b]0;owned title\u0007', // window title
  '\u009b31m', // C1 CSI: red
  '\u202Eevil', // right-to-left override
  '\u0000\u007f', // NUL, DEL
  '\rverdict: PASS', // carriage return over the line
  '\nx\n::error title=t::owned', // a GitHub workflow command on a line of its own
  '\n verdict: PASS', // a fake verdict line
  '\n::add-mask::nothing',
].join('');

/** The fixture domain's name as this target lists it: the tricks, then 100 kB. */
export const HOSTILE_NAME = `${HOSTILE_TEXT}${'A'.repeat(100_000)}`;

/** A header value with a C1 CSI (Node sends bytes 0x80-0xFF in a header; the client reads them as latin1). */
export const HOSTILE_CONTENT_TYPE = 'text/plain; charset=\u009b2J';

export interface HostileNamesTarget {
  reference: RunningReference;
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** A record the target lists in a domain's records (a name of its choosing) without holding it. */
export interface PlantedRecord {
  domainId: string;
  id: string;
  name: string;
}

/**
 * `answerHostile`: the requests (method and path pattern) answered `status` with HOSTILE_TEXT and 100 kB as a raw body, before the reference
 * sees them. `planted`: a record added to its domain's listing.
 */
export async function startHostileNamesTarget(
  answerHostile: Array<{ method: string; path: RegExp; status: number }> = [],
  planted?: PlantedRecord,
): Promise<HostileNamesTarget> {
  const reference = await startReference({ windowMs: 1000, host: '127.0.0.1', port: 0 });
  const fixtureName = reference.fixtures.domains.find((d) => d.owner === reference.fixtures.fixtureUser && d.status === 'active')?.name;
  reference.parts.hooks.before.push((req: Request, res: Response, next: NextFunction) => {
    const hostile = answerHostile.find((h) => h.method === req.method && h.path.test(req.path));
    if (!hostile) return next();
    res.writeHead(hostile.status, { 'content-type': HOSTILE_CONTENT_TYPE });
    res.end(Buffer.from(`${HOSTILE_TEXT}${'B'.repeat(100_000)}`, 'utf8'));
  });
  reference.parts.hooks.after.push((req, status, body, headers) => {
    const records = (body as { records?: unknown[] } | undefined)?.records;
    if (planted && req.method === 'GET' && req.path === `/api/v1/domains/${planted.domainId}/dns` && Array.isArray(records)) {
      const record = { id: planted.id, type: 'A', name: planted.name, content: '192.0.2.66', ttl: 3600, created_at: new Date().toISOString() };
      return { status, body: { ...(body as object), records: [...records, record] }, headers };
    }
    // The fixture domain renamed wherever a response names it (the preflight's listing first of all).
    return { status, body: fixtureName ? renamed(body, fixtureName, HOSTILE_NAME) : body, headers };
  });
  return {
    reference,
    env: () => targetEnvOf(reference, { template: false }),
    close: () => reference.close(),
  };
}

/** The value with every string equal to `from` replaced by `to` (a copy). */
function renamed(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => renamed(v, from, to));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, from, to)]));
  return value;
}
