// The run's results as data: what the vitest reporter collected, turned into report entries.
import type { Interface } from '../contracts/spec-data.js';
import type { Reproduction } from './exchange.js';
import type { PropertyFailure } from './check.js';

/**
 * passed; failed (the target is wrong: an assertion about its response, or a transport error); skipped (with the
 * reason); error (the suite itself broke, or met a response it could not interpret: the target was not assessed).
 */
export type CheckStatus = 'passed' | 'failed' | 'skipped' | 'error';

export interface CheckResult {
  id: string;
  title: string;
  area: string;
  operation: string;
  operationId: string;
  interface: Interface;
  spec: string;
  requirements: string[];
  status: CheckStatus;
  message?: string;
  /** status error: the stack of the exception the suite's own code threw (redacted). */
  stack?: string;
  reproduction?: Reproduction[];
  property?: PropertyFailure;
  propertyRequests?: number;
  requests: number;
  /** Unexpected 429s waited out and retried (not failures). */
  retriedAfter429?: number;
  /** Times the pacer waited for a window to reset before sending. */
  pacingWaits?: number;
  durationMs: number;
  /** Set when an expected-failures file lists the check. */
  expectedFailure?: string;
}
