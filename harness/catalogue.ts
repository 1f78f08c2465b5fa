// harness/catalogue.ts: every check of the suite, collected by vitest without running anything (once per process), so
// that a run records what a complete run holds and an --only/--skip entry that selects nothing is refused before any check.
import { catalogueOf, type Catalogue } from './assessment.js';
import { collectChecks } from './commands/list.js';
import { ConfigError, type Config } from './config.js';
import { unmatchedEntries, unmatchedMessage } from './selection.js';

export interface SuiteCatalogue {
  catalogue: Catalogue;
  checks: Array<{ id: string; area: string }>;
}

let collected: Promise<SuiteCatalogue> | undefined;

/** The suite's checks, whatever the selection, shard or profile (the ids do not depend on them). */
export function suiteCatalogue(config: Config): Promise<SuiteCatalogue> {
  collected ??= collectChecks({ ...config, only: [], skip: [], shard: undefined }).then((listing) => {
    const checks = listing.checks.map((c) => ({ id: c.id, area: c.area }));
    return { catalogue: catalogueOf(checks), checks };
  });
  return collected;
}

/** Throws a ConfigError (exit 2) when an --only or --skip entry selects no check of the catalogue. */
export function assertSelectionMatches(config: Pick<Config, 'only' | 'skip'>, checks: ReadonlyArray<{ id: string; area: string }>): void {
  for (const [flag, variable, list] of [
    ['--only', 'CONFORMANCE_ONLY', config.only],
    ['--skip', 'CONFORMANCE_SKIP', config.skip],
  ] as const) {
    const unmatched = unmatchedEntries(list, checks);
    if (unmatched.length) throw new ConfigError(variable, unmatchedMessage(flag, unmatched, checks));
  }
}
