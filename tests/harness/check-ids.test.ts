// tests/harness/check-ids.test.ts: every check id is declared once across all suite files (collected the way `list`
// collects them), and every observation names an ambiguity of contracts/ambiguities.yaml.
import { describe, expect, it } from 'vitest';
import { ambiguities } from '../../contracts/spec-data.js';
import { checkTag } from '../../harness/check-tag.js';
import { collectChecks, duplicateIds } from '../../harness/commands/list.js';
import { parseConfig } from '../../harness/config.js';
import { observationLine, UnknownAmbiguity } from '../../harness/observation.js';

describe('check ids', () => {
  it('are unique across all suite files, as list collects them', async () => {
    const listing = await collectChecks(parseConfig({}));
    expect(listing.errors).toEqual([]);
    expect(listing.checks.length).toBeGreaterThan(300);
    expect(duplicateIds(listing.checks)).toEqual([]);
    expect(new Set(listing.checks.map((c) => c.id)).size).toBe(listing.checks.length);
    // Each check names what it generates under a tag of its own (CheckContext.namePrefix): two checks sharing one could
    // name the same record at once.
    const byTag = new Map<string, string[]>();
    for (const c of listing.checks) byTag.set(checkTag(c.id), [...(byTag.get(checkTag(c.id)) ?? []), c.id]);
    expect([...byTag.values()].filter((ids) => ids.length > 1)).toEqual([]);
  }, 120_000);

  it('tag a check with four base-36 characters of its id, the same in every run', () => {
    expect(checkTag('PROP-DNS-VALID-A')).toMatch(/^[0-9a-z]{4}$/);
    expect(checkTag('PROP-DNS-VALID-A')).toBe(checkTag('PROP-DNS-VALID-A'));
    expect(checkTag('PROP-DNS-VALID-A')).not.toBe(checkTag('PROP-DNS-VALID-AAAA'));
  });

  it('a duplicate is reported with the areas declaring it', () => {
    const checks = [
      { id: 'A-1', area: 'auth' },
      { id: 'A-1', area: 'users' },
      { id: 'B-1', area: 'users' },
    ];
    expect(duplicateIds(checks)).toEqual(['check id A-1 is declared 2 times (auth, users)']);
  });
});

describe('observe()', () => {
  it('records an observation of a known ambiguity', () => {
    const id = ambiguities[0].id;
    expect(JSON.parse(observationLine(id, 'some-form', 'createUser', 'X-1'))).toEqual({
      ambiguity: id,
      operation: 'createUser',
      form: 'some-form',
      check: 'X-1',
    });
  });

  it('refuses a mistyped ambiguity id, naming it, instead of letting it vanish from the report', () => {
    expect(() => observationLine('AMB-USER-REPAET', '409', 'createUser', 'X-1')).toThrow(UnknownAmbiguity);
    expect(() => observationLine('AMB-USER-REPAET', '409', 'createUser', 'X-1')).toThrow(/unknown ambiguity id "AMB-USER-REPAET"/);
  });
});
