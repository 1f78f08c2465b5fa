// `list`: checks collected by vitest without a target (one suite file here, to stay fast), the selection a run
// would make, and the plain table.
import { describe, expect, it } from 'vitest';
import { collectChecks, listingText, type ListedCheck } from '../../harness/commands/list.js';
import { parseConfig } from '../../harness/config.js';
import { matchesSelection, selectionReason } from '../../harness/selection.js';

describe('selection', () => {
  it('matches an area, a check id, or an id prefix ending in *', () => {
    expect(matchesSelection(['catalogue'], 'TLD-LIST-OK', 'catalogue')).toBe(true);
    expect(matchesSelection(['DNS-TTL-59-REJECTED'], 'DNS-TTL-59-REJECTED', 'dns-records')).toBe(true);
    expect(matchesSelection(['DNS-TTL-*'], 'DNS-TTL-60-ACCEPTED', 'dns-records')).toBe(true);
    expect(matchesSelection(['DNS-TTL'], 'DNS-TTL-60-ACCEPTED', 'dns-records')).toBe(false);
  });
  it('says why a check is left out', () => {
    expect(selectionReason(['users'], [], 'X', 'auth')).toBe('left out by --only users');
    expect(selectionReason([], ['auth'], 'X', 'auth')).toBe('left out by --skip auth');
    expect(selectionReason(['auth'], ['X'], 'X', 'auth')).toBe('left out by --skip X');
    expect(selectionReason([], [], 'X', 'auth')).toBeUndefined();
  });
});

describe('collectChecks', () => {
  it('lists the checks of a suite file with their metadata, sending nothing', async () => {
    const listing = await collectChecks(parseConfig({ CONFORMANCE_ONLY: 'TLD-*' }), ['suites/catalogue.test.ts']);
    expect(listing.errors).toEqual([]);
    expect(listing.checks.length).toBeGreaterThan(1);
    for (const c of listing.checks) {
      expect(c.area).toBe('catalogue');
      expect(c.id).toMatch(/^[A-Z0-9-]+/);
      expect(c.operation).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/v1\//);
      expect(c.spec).toMatch(/§/);
      expect(c.requirements.length).toBeGreaterThan(0);
    }
    const selected = listing.checks.filter((c) => !c.leftOut);
    expect(selected.length).toBeGreaterThan(0);
    expect(selected.every((c) => c.id.startsWith('TLD-'))).toBe(true);
    expect(listing.checks.filter((c) => c.leftOut).every((c) => c.leftOut === 'left out by --only TLD-*')).toBe(true);
  }, 60_000);
});

describe('listingText', () => {
  const c = (id: string, leftOut?: string): ListedCheck => ({
    id,
    title: id,
    area: 'dns-records',
    operation: 'POST /api/v1/domains/{domain_id}/dns',
    operationId: 'createDnsRecord',
    interface: 'extended',
    spec: '§2.3 rule 2',
    requirements: ['DNS-TTL-RANGE', 'DNS-ROUNDTRIP'],
    needs: [],
    leftOut,
  });
  it('prints aligned columns without escape sequences, and counts what is left out', () => {
    const text = listingText({ checks: [c('DNS-TTL-60-ACCEPTED'), c('DNS-A', 'left out by --only DNS-TTL-*')], errors: [] });
    expect(text).not.toContain('\u001b');
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ID\s+AREA\s+IFACE\s+OPERATION\s+SPEC\s+REQUIREMENTS$/);
    expect(lines[1]).toContain('DNS-TTL-60-ACCEPTED  dns-records  extended  POST /api/v1/domains/{domain_id}/dns  §2.3 rule 2  DNS-TTL-RANGE,DNS-ROUNDTRIP');
    expect(text).toContain('1 checks in 1 areas (1 of 2 left out');
    expect(text).not.toContain('DNS-A ');
    expect(listingText({ checks: [c('DNS-A', 'left out')], errors: [] }, { all: true })).toContain('DNS-A ');
  });

  it('ends with the requirement × operation pairs the selected checks cover and names the uncovered ones', () => {
    const text = listingText({ checks: [c('DNS-TTL-60-ACCEPTED')], errors: [] });
    expect(text).toMatch(/requirement × operation pairs: 2 of \d+ checked on their operation, \d+ read-back, \d+ uncovered/);
    expect(text).toContain('  uncovered: DNS-TTL-RANGE on updateDnsRecord');
    expect(text).not.toContain('uncovered: DNS-TTL-RANGE on createDnsRecord');
  });
});
