// reference/faults/types.ts: the shape of a planted fault: a name, the requirement IDs it violates, a summary, and the smallest change to the reference's
// parts.
import type { ReferenceParts } from '../parts.js';

/**
 * A deliberate deviation from the spec, applied to a fresh reference before any request.
 * `apply` changes parts in place (replace a rule, wrap a store method, change a number in
 * parts.config, push to parts.hooks); it must not replace parts.config or parts.clock themselves,
 * which the rules and the rate limiter hold by reference.
 */
export interface Fault {
  name: string;
  /** Requirement IDs (contracts/requirements.yaml) a conforming suite must report as failed. */
  violates: string[];
  /**
   * The operations (operations.yaml ids, or '*' for every operation) whose behaviour the fault changes: the self-test requires a
   * check on one of them to detect it (located), so a report points the vendor at the operation that is wrong.
   */
  operations: string[];
  summary: string;
  apply(parts: ReferenceParts): void;
}
