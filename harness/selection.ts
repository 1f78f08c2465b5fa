// --only / --skip (CONFORMANCE_ONLY / CONFORMANCE_SKIP): an entry names an area (the suite file's name without
// .test.ts), a check id, a check-id prefix ending in `*` (DNS-TTL-*), or either inside one area (`dns-records:DNS-TTL-*`).
// An entry that selects nothing is a mistake (exit 2), never an empty run that passes.
import { closestName } from './closest-name.js';

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

/** The entries of an --only/--skip list that select no check of the catalogue: a typo, not a selection. */
export function unmatchedEntries(list: readonly string[], checks: ReadonlyArray<{ id: string; area: string }>): string[] {
  return list.filter((entry) => !checks.some((c) => matchesSelection([entry], c.id, c.area)));
}

/** One message naming every entry that selects nothing, with the nearest area or check id as a hint. */
export function unmatchedMessage(flag: '--only' | '--skip', entries: string[], checks: ReadonlyArray<{ id: string; area: string }>): string {
  const areas = [...new Set(checks.map((c) => c.area))].sort();
  const names = [...areas, ...checks.map((c) => c.id)];
  const described = entries.map((entry) => {
    const bare = entry.includes(':') ? entry.slice(entry.indexOf(':') + 1) : entry;
    const hint = closestName(bare.replace(/\*$/, ''), names);
    return `${JSON.stringify(entry)}${hint ? ` (did you mean ${hint}?)` : ''}`;
  });
  return (
    `${flag} ${described.join(', ')} ${entries.length > 1 ? 'select' : 'selects'} no check: an entry is an area (${areas.join(', ')}), ` +
    'a check id, an id prefix ending in * or either scoped to an area (area:ID); `partner-dns-conformance list` shows them'
  );
}
