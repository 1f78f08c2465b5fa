// The endpoint tables of §4.1-4.4, read from the spec text, are exactly the operations of the two contracts.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalisePath, operationsOf, rawContract } from './contract-documents.js';
import { SHARED_SPEC, VENDORED_SPEC, parseEndpointRows, specMarkdownPath } from './spec-endpoint-rows.js';

const rows = parseEndpointRows(readFileSync(specMarkdownPath(), 'utf8'));
const key = (method: string, path: string) => `${method} ${normalisePath(path)}`;

describe('spec copy', () => {
  it('keeps a vendored copy of the spec in contracts/', () => {
    expect(existsSync(VENDORED_SPEC)).toBe(true);
  });

  it('the vendored copy alone yields the same 26 endpoint rows (checkouts without ../shared)', () => {
    expect(parseEndpointRows(readFileSync(VENDORED_SPEC, 'utf8'))).toEqual(rows);
  });

  it.skipIf(!existsSync(SHARED_SPEC))('vendored copy is byte-for-byte the shared spec', () => {
    expect(readFileSync(VENDORED_SPEC, 'utf8')).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });
});

describe('§4 endpoint tables', () => {
  it('list 26 rows: 7 core (§4.1), 5 users (§4.2), 8 domains (§4.3), 6 DNS (§4.4)', () => {
    expect(rows).toHaveLength(26);
    const perSection = Object.fromEntries(['4.1', '4.2', '4.3', '4.4'].map((s) => [s, rows.filter((r) => r.section === s).length]));
    expect(perSection).toEqual({ '4.1': 7, '4.2': 5, '4.3': 8, '4.4': 6 });
  });

  it('name 23 distinct method and path pairs once path parameter names are normalised', () => {
    expect(new Set(rows.map((r) => key(r.method, r.path))).size).toBe(23);
  });

  it('every §4.1 row is an operation of core.openapi.yaml', () => {
    const core = new Set(operationsOf(rawContract('core')).map((e) => key(e.method, e.path)));
    const missing = rows.filter((r) => r.section === '4.1' && !core.has(key(r.method, r.path)));
    expect(missing, 'rows of §4.1 without a core operation').toEqual([]);
  });

  it('every §4.2-4.4 row is an operation of extended.openapi.yaml', () => {
    const extended = new Set(operationsOf(rawContract('extended')).map((e) => key(e.method, e.path)));
    const missing = rows.filter((r) => r.section !== '4.1' && !extended.has(key(r.method, r.path)));
    expect(missing, 'rows of §4.2-4.4 without an extended operation').toEqual([]);
  });

  it('every contract operation is a row of its interface table (no invented endpoints)', () => {
    const coreRows = new Set(rows.filter((r) => r.section === '4.1').map((r) => key(r.method, r.path)));
    const extendedRows = new Set(rows.filter((r) => r.section !== '4.1').map((r) => key(r.method, r.path)));
    const extra = [
      ...operationsOf(rawContract('core')).filter((e) => !coreRows.has(key(e.method, e.path))),
      ...operationsOf(rawContract('extended')).filter((e) => !extendedRows.has(key(e.method, e.path))),
    ].map((e) => `${e.method} ${e.path}`);
    expect(extra).toEqual([]);
  });

  it('the core document spells paths as §4.1 does (e.g. {user_id}), the extended one as §4.2-4.4 do', () => {
    const spelled = (kind: 'core' | 'extended') => new Set(operationsOf(rawContract(kind)).map((e) => `${e.method} ${e.path}`));
    const core = spelled('core');
    const extended = spelled('extended');
    for (const row of rows) {
      expect((row.section === '4.1' ? core : extended).has(`${row.method} ${row.path}`), `§${row.section} ${row.method} ${row.path}`).toBe(true);
    }
  });
});
