// harness/closest-name.ts: the known name nearest to a misspelt one (Levenshtein distance), for "did you mean" hints.

/** Edits (insert, delete, substitute one character) that turn a into b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The known name closest to `name` (case-insensitive), when it is close enough to be a plausible typo: at most a third
 * of the name's length in edits. Ties go to the earlier name of `known`.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const k of known) {
    const distance = editDistance(name.toUpperCase(), k.toUpperCase());
    if (!best || distance < best.distance) best = { name: k, distance };
  }
  return best && best.distance <= Math.max(2, Math.ceil(name.length / 3)) ? best.name : undefined;
}
