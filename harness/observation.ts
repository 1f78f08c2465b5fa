// harness/observation.ts: one observation of an open point: which documented form the target chose on an ambiguity
// of contracts/ambiguities.yaml (report.json `observations`). An id the catalogue does not have is a mistake in the
// suite, not in the target: the check fails with an error saying so, instead of the observation vanishing from the
// report (report.ts only reports the catalogue's ids).
import { ambiguities } from '../contracts/spec-data.js';

export class UnknownAmbiguity extends Error {
  constructor(id: string) {
    super(`observe(): unknown ambiguity id ${JSON.stringify(id)}: contracts/ambiguities.yaml has ${ambiguities.map((a) => a.id).join(', ')}`);
    this.name = 'UnknownAmbiguity';
  }
}

/** The observations.jsonl line recording it; throws UnknownAmbiguity for an id the catalogue does not have. */
export function observationLine(ambiguityId: string, form: string, operationId: string, checkId: string): string {
  if (!ambiguities.some((a) => a.id === ambiguityId)) throw new UnknownAmbiguity(ambiguityId);
  return `${JSON.stringify({ ambiguity: ambiguityId, operation: operationId, form, check: checkId })}\n`;
}
