// harness/latest-exchange.ts: the last exchange the checks' clients recorded, so that an assertion that does not name
// its response (expectThat after a read) still points at the request just before it, not at a cleanup sent afterwards.
// With checks in flight at once (CONFORMANCE_CONCURRENCY), each check has its own: the one of the check whose code is
// running (AsyncLocalStorage), never another check's request.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Exchange } from './exchange.js';

interface Latest {
  exchange?: Exchange;
}

const perCheck = new AsyncLocalStorage<Latest>();
const outside: Latest = {};

/** Run a check's body with an exchange record of its own. */
export function withOwnLatest<T>(body: () => T): T {
  return perCheck.run({}, body);
}

export function noteExchange(exchange: Exchange): void {
  (perCheck.getStore() ?? outside).exchange = exchange;
}

export function latestExchange(): Exchange | undefined {
  return (perCheck.getStore() ?? outside).exchange;
}
