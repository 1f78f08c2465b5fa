// --only / --skip (CONFORMANCE_ONLY / CONFORMANCE_SKIP): an entry names an area (the suite file's name without
// .test.ts), a check id, a check-id prefix ending in `*` (DNS-TTL-*), or either inside one area (`dns-records:DNS-TTL-*`).
function matchesId(pattern: string, id: string): boolean {
  return pattern === id || (pattern.endsWith('*') && id.startsWith(pattern.slice(0, -1)));
}

export function matchesSelection(list: readonly string[], id: string, area: string): boolean {
  return list.some((s) => {
    const colon = s.indexOf(':');
    if (colon > 0) return s.slice(0, colon) === area && matchesId(s.slice(colon + 1), id);
    return s === area || matchesId(s, id);
  });
}

/**
 * The areas whose suite files need loading for an --only selection, when every entry names its area (an area, or
 * `area:ID`); undefined when an entry could be in any file. Loading fewer files makes a narrow run start faster.
 */
export function areasToLoad(only: readonly string[], knownAreas: readonly string[]): string[] | undefined {
  if (!only.length) return undefined;
  const areas = new Set<string>();
  for (const s of only) {
    const area = s.includes(':') ? s.slice(0, s.indexOf(':')) : s;
    if (!knownAreas.includes(area)) return undefined;
    areas.add(area);
  }
  return [...areas];
}

/** Why a check is left out by the selection, or undefined when it is selected. */
export function selectionReason(only: readonly string[], skip: readonly string[], id: string, area: string): string | undefined {
  if (only.length && !matchesSelection(only, id, area)) return `left out by --only ${only.join(',')}`;
  if (skip.length && matchesSelection(skip, id, area)) return `left out by --skip ${skip.join(',')}`;
  return undefined;
}
