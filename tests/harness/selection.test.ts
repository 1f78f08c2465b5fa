// --only / --skip entries: areas, ids, id prefixes, and either scoped to an area; which suite files a selection loads.
import { describe, expect, it } from 'vitest';
import { areasToLoad, matchesSelection, unmatchedEntries, unmatchedMessage } from '../../harness/selection.js';

describe('matchesSelection', () => {
  it.each([
    [['dns-records'], 'DNS-TTL-59-REJECTED', 'dns-records', true],
    [['DNS-TTL-59-REJECTED'], 'DNS-TTL-59-REJECTED', 'dns-records', true],
    [['DNS-TTL-*'], 'DNS-TTL-59-REJECTED', 'dns-records', true],
    [['dns-records:DNS-TTL-59-REJECTED'], 'DNS-TTL-59-REJECTED', 'dns-records', true],
    [['dns-records:DNS-TTL-*'], 'DNS-TTL-86400-ACCEPTED', 'dns-records', true],
    [['users:DNS-TTL-59-REJECTED'], 'DNS-TTL-59-REJECTED', 'dns-records', false],
    [['DNS-TTL'], 'DNS-TTL-59-REJECTED', 'dns-records', false],
    [['users'], 'DNS-TTL-59-REJECTED', 'dns-records', false],
  ] as const)('%j selects %s in %s: %s', (list, id, area, expected) => {
    expect(matchesSelection(list, id, area)).toBe(expected);
  });
});

describe('areasToLoad', () => {
  const known = ['dns-records', 'users', 'properties'];
  it('loads the named areas when every entry names its area', () => {
    expect(areasToLoad(['users', 'dns-records:DNS-TTL-*', 'properties:PROP-X'], known)).toEqual(['users', 'dns-records', 'properties']);
  });
  it('loads everything when an entry could be in any file, or nothing is selected', () => {
    expect(areasToLoad(['users', 'DNS-TTL-59-REJECTED'], known)).toBeUndefined();
    expect(areasToLoad(['nowhere:X'], known)).toBeUndefined();
    expect(areasToLoad([], known)).toBeUndefined();
  });
});

describe('entries that select nothing', () => {
  const checks = [
    { id: 'DNS-TTL-59-REJECTED', area: 'dns-records' },
    { id: 'TLD-LIST-OK', area: 'catalogue' },
  ];
  it('are the entries no check of the catalogue matches', () => {
    expect(unmatchedEntries(['dns-records', 'DNS-TTL-*', 'catalogue:TLD-LIST-OK', 'TLD-LIST-OK'], checks)).toEqual([]);
    expect(unmatchedEntries(['nosucharea', 'NO-SUCH-CHECK', 'users:DNS-TTL-*', 'DNS-TTL', 'dns-records'], checks)).toEqual([
      'nosucharea',
      'NO-SUCH-CHECK',
      'users:DNS-TTL-*',
      'DNS-TTL',
    ]);
  });
  it('are named in one message with the nearest area or check id', () => {
    const message = unmatchedMessage('--only', ['dns-record', 'TLD-LIST-OKK'], checks);
    expect(message).toMatch(/^--only "dns-record" \(did you mean dns-records\?\), "TLD-LIST-OKK" \(did you mean TLD-LIST-OK\?\) select no check: /);
    expect(message).toContain('an entry is an area (catalogue, dns-records)');
  });
});
