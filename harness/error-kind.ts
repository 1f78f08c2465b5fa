// harness/error-kind.ts: who an exception in a check blames. The target: a CheckFailure (harness/expect.ts's
// assertions about its responses) or a TransportError (its timeout, reset or garbage); the check failed. Anything
// else is the suite's own (a bug in a helper, or a response it could not interpret): status error, the target not assessed.
import { TransportError } from './client.js';
import { CheckFailure } from './expect.js';

export function blamesTarget(error: unknown): boolean {
  return error instanceof CheckFailure || error instanceof TransportError;
}

/** The stack of a suite error as the report keeps it: name, message and frames, at most 40 lines. */
export function stackOf(error: unknown): string {
  if (error instanceof Error) return (error.stack ?? `${error.name}: ${error.message}`).split('\n').slice(0, 40).join('\n');
  return `thrown value: ${String(error)}`;
}
