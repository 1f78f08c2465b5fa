// harness/latest-exchange.ts: the last exchange the checks' clients recorded, so that an assertion that does not name
// its response (expectThat after a read) still points at the request just before it, not at a cleanup sent afterwards.
import type { Exchange } from './exchange.js';

let latest: Exchange | undefined;

export function noteExchange(exchange: Exchange): void {
  latest = exchange;
}

export function latestExchange(): Exchange | undefined {
  return latest;
}
