// harness/catalogue.ts: every check of the suite, read from suites/catalogue.json (harness/catalogue-file.ts) or, without it, collected by
// vitest without running anything (once per process), so that a run records what a complete run holds and an --only/--skip entry that
// selects nothing is refused before any check.
import { catalogueOf, type Catalogue } from './assessment.js';
import { readCatalogueFile } from './catalogue-file.js';
import { startCollecting } from './commands/list.js';
import { ConfigError, type Config } from './config.js';
import { unmatchedEntries, unmatchedMessage } from './selection.js';

export interface SuiteCatalogue {
  catalogue: Catalogue;
  checks: Array<{ id: string; area: string }>;
}

let collected: Promise<{ catalogue: Promise<SuiteCatalogue> }> | undefined;

/** The suite's checks, whatever the selection, shard or profile (the ids do not depend on them). */
export async function suiteCatalogue(config: Config): Promise<SuiteCatalogue> {
  return (await startSuiteCatalogue(config)).catalogue;
}

/**
 * Starts collecting the catalogue: resolves once collection is under way, with the catalogue still to come, so that a
 * run collects it while its checks run (a selection to hold against it is awaited first).
 */
export function startSuiteCatalogue(config: Config): Promise<{ catalogue: Promise<SuiteCatalogue> }> {
  collected ??=
    committedCatalogue() ??
    startCollecting({ ...config, only: [], skip: [], shard: undefined }).then(({ listing }) => {
      const catalogue = listing.then((l) => {
        const checks = l.checks.map((c) => ({ id: c.id, area: c.area }));
        return { catalogue: catalogueOf(checks), checks };
      });
      catalogue.catch(() => undefined); // awaited later by the run: a failure is raised there, not as an unhandled rejection
      return { catalogue };
    });
  return collected;
}

/** The committed suites/catalogue.json, read once per process like a collection, or undefined without a valid one. */
function committedCatalogue(): Promise<{ catalogue: Promise<SuiteCatalogue> }> | undefined {
  const checks = readCatalogueFile();
  return checks ? Promise.resolve({ catalogue: Promise.resolve({ catalogue: catalogueOf(checks), checks }) }) : undefined;
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
