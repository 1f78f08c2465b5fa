// reference/faults/index.ts: the catalogue of planted faults (one file each), looked up by name.
import { cnameAtRootAccepted } from './cname-at-root-accepted.js';
import { deletedRecordStillListed } from './deleted-record-still-listed.js';
import { ttlMaxOffByOne } from './ttl-max-off-by-one.js';
import type { Fault } from './types.js';

export type { Fault } from './types.js';

export const faultCatalogue: Fault[] = [ttlMaxOffByOne, cnameAtRootAccepted, deletedRecordStillListed];

export function faultByName(name: string): Fault {
  const fault = faultCatalogue.find((f) => f.name === name);
  if (!fault) throw new Error(`unknown fault "${name}"; known: ${faultCatalogue.map((f) => f.name).join(', ')}`);
  return fault;
}
