// harness/pair-coverage.ts: coverage at the grain a certifier needs, one (stated requirement × operation) pair per operation a row of
// contracts/requirements.yaml lists; a pair is checked when a check on that operation lists the requirement, or marked read-back.
import { operations, requirements, type Requirement } from '../contracts/spec-data.js';

/** What coverage needs of a check: its id, the operation it calls, the requirements it lists. */
export interface CheckOnOperation {
  id: string;
  operationId: string;
  requirements: string[];
}

export type PairStatus = 'checked' | 'read-back' | 'uncovered';

export interface RequirementPair {
  requirement: string;
  operation: string;
  status: PairStatus;
  /** Checks on this operation that list the requirement (sorted). */
  checks: string[];
}

export interface PairCoverage {
  /** Stated (requirement, operation) pairs; rows on every operation ('*') are counted per requirement instead. */
  total: number;
  /** Pairs with a check on that operation. */
  checked: number;
  /** Pairs without such a check that the row marks read-back: the operation only reads back what another operation's check changed. */
  readBack: string[];
  /** Pairs with neither: "REQUIREMENT on operationId". */
  uncovered: string[];
}

/** Every stated pair of the catalogue with its status, in the catalogue's order (requirement, then its operations). */
export function requirementPairs(checks: CheckOnOperation[], catalogue: Requirement[] = requirements): RequirementPair[] {
  const by = new Map<string, string[]>();
  for (const c of checks) {
    if (!c.operationId) continue;
    for (const r of c.requirements) {
      const key = `${r}|${c.operationId}`;
      by.set(key, [...(by.get(key) ?? []), c.id]);
    }
  }
  const pairs: RequirementPair[] = [];
  for (const row of catalogue) {
    if (row.level !== 'stated' || row.operations.includes('*')) continue;
    for (const op of row.operations) {
      const found = [...new Set(by.get(`${row.id}|${op}`) ?? [])].sort();
      const status: PairStatus = found.length ? 'checked' : (row.readBack ?? []).includes(op) ? 'read-back' : 'uncovered';
      pairs.push({ requirement: row.id, operation: op, status, checks: found });
    }
  }
  return pairs;
}

export const pairLabel = (p: Pick<RequirementPair, 'requirement' | 'operation'>): string => `${p.requirement} on ${p.operation}`;

export function pairCoverageOf(checks: CheckOnOperation[], catalogue: Requirement[] = requirements): PairCoverage {
  const pairs = requirementPairs(checks, catalogue);
  return {
    total: pairs.length,
    checked: pairs.filter((p) => p.status === 'checked').length,
    readBack: pairs.filter((p) => p.status === 'read-back').map(pairLabel),
    uncovered: pairs.filter((p) => p.status === 'uncovered').map(pairLabel),
  };
}

/** One line for consoles and listings: "pairs: 190 of 199 checked, 9 read-back, 0 uncovered". */
export function pairCoverageLine(c: PairCoverage): string {
  return (
    `requirement × operation pairs: ${c.checked} of ${c.total} checked on their operation, ` + `${c.readBack.length} read-back, ${c.uncovered.length} uncovered`
  );
}

/** Problems with the catalogue's read-back marks: a mark must name a listed operation, and the row must be checked somewhere else. */
export function readBackMarkProblems(checks: CheckOnOperation[], catalogue: Requirement[] = requirements): string[] {
  const known = new Set(operations.map((o) => o.id));
  const pairs = requirementPairs(checks, catalogue);
  const problems: string[] = [];
  for (const row of catalogue) {
    for (const op of row.readBack ?? []) {
      if (!known.has(op)) problems.push(`${row.id}: readBack names unknown operation ${op}`);
      else if (!row.operations.includes(op)) problems.push(`${row.id}: readBack ${op} is not one of its operations`);
    }
    if (!row.readBack?.length) continue;
    const checkedElsewhere = pairs.some((p) => p.requirement === row.id && p.status === 'checked' && !row.readBack?.includes(p.operation));
    if (!checkedElsewhere) problems.push(`${row.id}: marked read-back, but no check of another operation verifies it`);
  }
  return problems;
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** contracts/requirements-coverage.csv: one line per stated pair (Inferno's requirements_coverage.csv habit). */
export function pairCoverageCsv(checks: CheckOnOperation[], catalogue: Requirement[] = requirements): string {
  const lines = ['requirement,operation,status,checks'];
  for (const p of requirementPairs(checks, catalogue)) lines.push([p.requirement, p.operation, p.status, p.checks.join(' ')].map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}
