// tests/harness/valid-requests.test.ts: the catalogue of one valid request per operation covers exactly the operations
// of contracts/operations.yaml, and the fixtures each mode needs are declared.
import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts/spec-data.js';
import { needsOfRequest, VALID_REQUESTS } from '../../harness/valid-requests.js';

describe('harness/valid-requests.ts', () => {
  it('has one valid request per operation of contracts/operations.yaml, and none for anything else', () => {
    expect(Object.keys(VALID_REQUESTS).sort()).toEqual(operations.map((o) => o.id).sort());
  });

  it('declares the fixture domain for every operation naming one, and in succeeds mode what a request creates first', () => {
    for (const op of operations.filter((o) => o.path.includes('{domain_id}'))) expect(needsOfRequest(op.id, 'harmless')).toContain('fixtureDomain');
    expect(needsOfRequest('listUsers', 'harmless')).toEqual([]);
    expect(needsOfRequest('getCoreDnsRecord', 'harmless')).toEqual([]);
    expect(needsOfRequest('getCoreDnsRecord', 'succeeds')).toEqual(['fixtureDomain']);
    expect(needsOfRequest('applyDnsTemplate', 'succeeds')).toEqual(['fixtureDomain', 'template']);
    expect(needsOfRequest('applyDnsTemplate', 'harmless')).toEqual(['fixtureDomain']);
  });
});
