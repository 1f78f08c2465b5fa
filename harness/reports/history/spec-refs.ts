// harness/reports/history/spec-refs.ts: where a check stands in the spec as data: its requirement rows
// (contracts/requirements.yaml) and the open points (contracts/ambiguities.yaml) it may meet: those its requirements
// name ("see AMB-…") and those the runs observed on its operation. A check most targets fail is sent to these for review.
import { type Ambiguity, ambiguities, type Requirement, requirements } from '../../../contracts/spec-data.js';
import type { CheckMeta } from './run-summary.js';

const requirementById = new Map(requirements.map((r) => [r.id, r]));

export interface SpecRefs {
  requirements: Requirement[];
  ambiguities: Ambiguity[];
}

/** `observed`: operation -> open points observed on it (CheckIndex.observed). */
export function specRefsOf(check: CheckMeta, observed: ReadonlyMap<string, ReadonlySet<string>>): SpecRefs {
  const reqs = check.requirements.map((id) => requirementById.get(id)).filter((r): r is Requirement => r !== undefined);
  const named = new Set(reqs.flatMap((r) => [...r.sentence.matchAll(/AMB-[A-Z0-9-]+/g)].map((m) => m[0])));
  for (const id of observed.get(check.operation) ?? []) named.add(id);
  return { requirements: reqs, ambiguities: ambiguities.filter((a) => named.has(a.id)) };
}
