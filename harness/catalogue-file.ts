// harness/catalogue-file.ts: suites/catalogue.json, every check of the suite by area and id. A run reads it instead of collecting the suite
// beside its checks (a collection imports every suite file in a worker of its own: about 2 s of CPU against the run's start on a 2-core
// machine). `npx tsx harness/catalogue-file.ts` regenerates it; a unit test fails when it is stale, and a run that loaded every suite file
// reports a catalogue its own checks contradict as an error of the suite.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogueOf } from './assessment.js';
import { collectChecks } from './commands/list.js';
import { parseConfig } from './config.js';

export const CATALOGUE_FILE = join(fileURLToPath(new URL('../suites', import.meta.url)), 'catalogue.json');
export const REGENERATE_CATALOGUE = 'npx tsx harness/catalogue-file.ts';

type Entry = { area: string; id: string };

/** The file's text: the checks sorted by area and id, one per line, so that a change of the suite shows in its diff. */
export function catalogueFileText(checks: ReadonlyArray<Entry>): string {
  const key = (c: Entry) => `${c.area}:${c.id}`;
  const sorted = [...checks].map(({ area, id }) => ({ area, id })).sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const { sha256 } = catalogueOf(sorted);
  return `{\n  "sha256": "${sha256}",\n  "checks": [\n${sorted.map((c) => `    ${JSON.stringify(c)}`).join(',\n')}\n  ]\n}\n`;
}

/** The committed catalogue, or undefined when there is none or it does not add up (the run then collects the suite itself). */
export function readCatalogueFile(file = CATALOGUE_FILE): Entry[] | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sha256?: string; checks?: Entry[] };
    if (!Array.isArray(parsed.checks) || catalogueOf(parsed.checks).sha256 !== parsed.sha256) return undefined;
    return parsed.checks;
  } catch {
    return undefined;
  }
}

/** Why the checks a run collected from every suite file contradict the catalogue it was assessed against, or undefined. */
export function staleCatalogueError(collected: ReadonlyArray<Entry>, catalogue: { sha256: string; checks: number }): string | undefined {
  const again = catalogueOf(collected);
  if (again.sha256 === catalogue.sha256) return undefined;
  return (
    `the check catalogue suites/catalogue.json (${catalogue.checks} checks) does not match the ${again.checks} checks this run collected ` +
    `from every suite file: an error of the suite, not of the target; regenerate it with ${REGENERATE_CATALOGUE}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const listing = await collectChecks(parseConfig({}));
  if (listing.errors.length) {
    process.stderr.write(`could not collect the checks:\n${listing.errors.join('\n')}\n`);
    process.exit(2);
  }
  writeFileSync(CATALOGUE_FILE, catalogueFileText(listing.checks));
  process.stdout.write(`wrote suites/catalogue.json: ${listing.checks.length} checks\n`);
}
