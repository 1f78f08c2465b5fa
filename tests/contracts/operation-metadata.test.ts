// Every contract operation carries operationId, x-spec, x-rate-limit-group, x-interface, a summary and an area
// tag, all agreeing with contracts/operations.yaml (§4 tables, §8 groups); success statuses follow §4.1/§4.4.
import { describe, expect, it } from 'vitest';
import { ambiguities, interfacesOf, limits, operation, operations } from '../../contracts/spec-data.js';
import { INTERFACES, operationsOf, rawContract } from './contract-documents.js';

const AREA_TAGS = ['users', 'domains', 'transfers', 'catalogue', 'dns'];
const AMBIGUITY_IDS = new Set(ambiguities.map((a) => a.id));

describe.each(INTERFACES)('%s.openapi.yaml operations', (kind) => {
  const entries = operationsOf(rawContract(kind));

  it.each(entries.map((e) => [`${e.method} ${e.path}`, e] as const))('%s carries the operation extensions', (_, entry) => {
    const op = entry.operation;
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(op.summary, 'summary').toBeTruthy();
    const xSpec = op['x-spec'];
    const sections = Array.isArray(xSpec) ? xSpec : [xSpec];
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(s).toMatch(/^§\d/);
    expect(op['x-interface']).toBe(kind);
    expect(op.tags).toHaveLength(1);
    expect(AREA_TAGS).toContain(op.tags?.[0]);
    for (const id of op['x-ambiguities'] ?? []) expect(AMBIGUITY_IDS, `x-ambiguities ${id}`).toContain(id);
  });

  it.each(entries.map((e) => [String(e.operation.operationId), e] as const))(
    '%s agrees with contracts/operations.yaml on method, path, rate-limit group and interface',
    (id, entry) => {
      const data = operation(id);
      expect(entry.method).toBe(data.method);
      expect(entry.path).toBe(kind === 'core' ? (data.corePath ?? data.path) : data.path);
      expect(entry.operation['x-rate-limit-group']).toBe(data.group);
      expect(limits.rateLimitGroups[data.group], `§8 group ${data.group}`).toBeDefined();
      expect(interfacesOf(data)).toContain(kind);
      // The x-spec list names the §4 table(s) the operation comes from.
      const xSpec = entry.operation['x-spec'];
      const sections = Array.isArray(xSpec) ? xSpec : [String(xSpec)];
      const tables = data.rows.filter((r) => (kind === 'core' ? r === '4.1' : r !== '4.1'));
      for (const t of tables) expect(sections).toContain(`§${t}`);
    },
  );

  it('uses each operationId once and only in the tags it declares', () => {
    const ids = entries.map((e) => e.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = (rawContract(kind).tags ?? []).map((t) => t.name);
    for (const e of entries) expect(declared).toContain(e.operation.tags?.[0]);
  });

  it('has exactly one 2xx per operation: 204 for DELETE, 201 for creations, 200 otherwise', () => {
    const creations = new Set(['createUser', 'createCoreDnsRecord', 'createDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'initiateTransfer']);
    for (const { method, operation: op } of entries) {
      const success = Object.keys(op.responses).filter((s) => s.startsWith('2'));
      const expected = method === 'DELETE' ? '204' : creations.has(String(op.operationId)) ? '201' : '200';
      expect(success, String(op.operationId)).toEqual([expected]);
    }
  });
});

describe('contracts/operations.yaml coverage', () => {
  const byKind = Object.fromEntries(INTERFACES.map((kind) => [kind, new Map(operationsOf(rawContract(kind)).map((e) => [e.operation.operationId, e]))]));

  it.each(operations.map((op) => [op.id, op] as const))('%s is an operation of every contract its rows name', (_, op) => {
    for (const kind of interfacesOf(op)) expect(byKind[kind].has(op.id), `${op.id} in ${kind}`).toBe(true);
    for (const kind of INTERFACES.filter((k) => !interfacesOf(op).includes(k))) {
      expect(byKind[kind].has(op.id), `${op.id} not in ${kind}`).toBe(false);
    }
  });

  it('shared operations (createUser, listUserDomains, getDomain) use the same id in both documents', () => {
    const shared = operations.filter((op) => interfacesOf(op).length === 2).map((op) => op.id);
    expect(shared.sort()).toEqual(['createUser', 'getDomain', 'listUserDomains']);
  });

  it('extended creations note AMB-SUCCESS-STATUS (200/201/202/207 accepted) on their 201', () => {
    const extended = rawContract('extended');
    for (const id of ['createDnsRecord', 'bulkCreateDnsRecords', 'applyDnsTemplate', 'initiateTransfer']) {
      const entry = operationsOf(extended).find((e) => e.operation.operationId === id);
      const created = entry?.operation.responses['201'] as { description?: string } | undefined;
      expect(created?.description, id).toContain('AMB-SUCCESS-STATUS');
      expect(entry?.operation['x-ambiguities'], id).toContain('AMB-SUCCESS-STATUS');
    }
  });
});
