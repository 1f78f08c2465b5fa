// mutation/survivors.ts: contracts/mutation-survivors.yaml, the classified mutants the checks let live: read, held to
// its form (kind, reason, an AMB-* row for an open point), and matched to a mutation report's survivors by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ambiguities, CONTRACTS_DIR } from '../contracts/spec-data.js';
import type { MutantName } from './mutants.js';

export const SURVIVORS_FILE = join(CONTRACTS_DIR, 'mutation-survivors.yaml');

/**
 * equivalent: no request can tell the mutant from the original (the reason says why); open-point: the mutant makes a
 * choice the spec leaves open (`ambiguity` names the contracts/ambiguities.yaml row); outside-interface: what the
 * mutant changes is no part of the §4 interface (a log line, the reference's own start-up or fixture data); unreachable: the
 * mutated code runs only in a state no run may bring about (a transfer completed, which takes days; a user deleted while it owns a
 * domain, which only a completed transfer gives), so no check can reach it, though a request in that state would tell it apart.
 */
export const KINDS = ['equivalent', 'open-point', 'outside-interface', 'unreachable'] as const;
export type Kind = (typeof KINDS)[number];

export interface SurvivorEntry extends MutantName {
  kind: Kind;
  reason: string;
  ambiguity?: string;
}

/** The key a mutant is known by: stable across line moves (file, mutator, original and replacement text). */
export function nameKey(m: MutantName): string {
  return JSON.stringify([m.file, m.mutator, m.original, m.replacement]);
}

/** Every problem of the file's form, as one line each; empty when it is well-formed. */
export function problemsOf(raw: unknown): string[] {
  const problems: string[] = [];
  const list = (raw as { survivors?: unknown })?.survivors;
  if (!Array.isArray(list)) return ['the file must hold `survivors:`, a list'];
  const seen = new Set<string>();
  const ambiguityIds = new Set(ambiguities.map((a) => a.id));
  list.forEach((e: any, i: number) => {
    const at = `survivors[${i}]`;
    for (const field of ['file', 'mutator', 'original', 'replacement', 'reason'] as const) {
      if (typeof e?.[field] !== 'string' || (field !== 'replacement' && e[field].trim() === '')) problems.push(`${at}: ${field} must be a non-empty string`);
    }
    if (!KINDS.includes(e?.kind)) problems.push(`${at}: kind must be one of ${KINDS.join(', ')}`);
    if (e?.kind === 'open-point') {
      if (!ambiguityIds.has(e.ambiguity)) problems.push(`${at}: an open-point entry names the AMB-* row of contracts/ambiguities.yaml (got ${e.ambiguity})`);
    } else if (e?.ambiguity !== undefined) problems.push(`${at}: only an open-point entry names an ambiguity`);
    const extra = Object.keys(e ?? {}).filter((k) => !['file', 'mutator', 'original', 'replacement', 'kind', 'reason', 'ambiguity'].includes(k));
    if (extra.length) problems.push(`${at}: unknown fields ${extra.join(', ')}`);
    const key = nameKey(e ?? {});
    if (seen.has(key)) problems.push(`${at}: names the same mutant as an earlier entry`);
    seen.add(key);
  });
  return problems;
}

export function readSurvivors(file = SURVIVORS_FILE): SurvivorEntry[] {
  const raw = parse(readFileSync(file, 'utf8'));
  const problems = problemsOf(raw);
  if (problems.length) throw new Error(`${file} is not well-formed:\n${problems.join('\n')}`);
  return (raw as { survivors: SurvivorEntry[] }).survivors;
}
