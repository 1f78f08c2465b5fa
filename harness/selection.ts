// --only / --skip (CONFORMANCE_ONLY / CONFORMANCE_SKIP): an entry names an area (the suite file's name without
// .test.ts), a check id, or a check-id prefix ending in `*` (DNS-TTL-*).
export function matchesSelection(list: readonly string[], id: string, area: string): boolean {
  return list.some((s) => s === id || s === area || (s.endsWith('*') && id.startsWith(s.slice(0, -1))));
}

/** Why a check is left out by the selection, or undefined when it is selected. */
export function selectionReason(only: readonly string[], skip: readonly string[], id: string, area: string): string | undefined {
  if (only.length && !matchesSelection(only, id, area)) return `left out by --only ${only.join(',')}`;
  if (skip.length && matchesSelection(skip, id, area)) return `left out by --skip ${skip.join(',')}`;
  return undefined;
}
