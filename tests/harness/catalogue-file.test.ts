// tests/harness/catalogue-file.test.ts: suites/catalogue.json is the suite's checks as they stand (a run reads it instead of collecting),
// a file that does not add up is not read, and a run's own full collection tells a stale catalogue.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../../harness/assessment.js';
import { CATALOGUE_FILE, catalogueFileText, readCatalogueFile, REGENERATE_CATALOGUE, staleCatalogueError } from '../../harness/catalogue-file.js';
import { collectChecks } from '../../harness/commands/list.js';
import { parseConfig } from '../../harness/config.js';

const checks = [
  { area: 'users', id: 'USER-B' },
  { area: 'auth', id: 'AUTH-A' },
];

describe('suites/catalogue.json', () => {
  it('is what collecting the checks under suites/ gives now', async () => {
    const listing = await collectChecks(parseConfig({}));
    expect(listing.errors).toEqual([]);
    const committed = readFileSync(CATALOGUE_FILE, 'utf8');
    expect(committed, `suites/catalogue.json is stale: run ${REGENERATE_CATALOGUE} and commit it`).toBe(catalogueFileText(listing.checks));
  }, 120_000);
});

describe('reading and holding a catalogue', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pdc-catalogue-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads back what it writes, sorted by area and id', () => {
    const file = join(dir, 'ok.json');
    writeFileSync(file, catalogueFileText(checks));
    expect(readCatalogueFile(file)).toEqual([checks[1], checks[0]]);
  });

  it('does not read a file whose checks do not add up to its sha256, nor a broken one', () => {
    const edited = join(dir, 'edited.json');
    writeFileSync(edited, catalogueFileText(checks).replace('USER-B', 'USER-C'));
    expect(readCatalogueFile(edited)).toBeUndefined();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"checks": [');
    expect(readCatalogueFile(broken)).toBeUndefined();
    expect(readCatalogueFile(join(dir, 'absent.json'))).toBeUndefined();
  });

  it('tells a run whose checks differ from the catalogue, in either direction, and is silent when they agree', () => {
    const catalogue = catalogueOf(checks);
    expect(staleCatalogueError([...checks].reverse(), catalogue)).toBeUndefined();
    expect(staleCatalogueError([...checks, { area: 'users', id: 'USER-NEW' }], catalogue)).toMatch(/2 checks\) does not match the 3 checks/);
    expect(staleCatalogueError(checks.slice(1), catalogue)).toContain(REGENERATE_CATALOGUE);
  });
});
