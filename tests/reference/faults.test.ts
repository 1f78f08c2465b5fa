// tests/reference/faults.test.ts: the planted faults of reference/faults: each changes the behaviour its name says, and only with the fault planted.
import { describe, expect, it } from 'vitest';
import { createReference } from '../../reference/app.js';
import { faultByName, faultCatalogue } from '../../reference/faults/index.js';
import { EXPIRED, withReference } from './running-reference.js';

const dns = `/api/v1/domains/${EXPIRED}/dns`;

describe('the fault catalogue', () => {
  it('has unique names, each with requirement IDs and a summary, found by name', () => {
    expect(new Set(faultCatalogue.map((f) => f.name)).size).toBe(faultCatalogue.length);
    for (const fault of faultCatalogue) {
      expect(fault.violates.length).toBeGreaterThan(0);
      expect(fault.summary).not.toBe('');
      expect(faultByName(fault.name)).toBe(fault);
    }
    expect(() => faultByName('no-such-fault')).toThrow(/unknown fault/);
  });

  it('leaves other references untouched (a fault changes only the parts it is applied to)', () => {
    const faulty = createReference({ faults: [faultByName('ttl-max-off-by-one')] });
    const clean = createReference();
    expect(faulty.parts.config.constants.dnsTtlMax).toBe(clean.parts.config.constants.dnsTtlMax + 1);
  });
});

describe('ttl-max-off-by-one', () => {
  it('accepts ttl 86401, which the clean reference rejects; 86402 stays rejected', async () => {
    const record = (ttl: number) => ({ type: 'A', name: 'www', content: '192.0.2.1', ttl });
    await withReference({}, async (_ref, api) => expect((await api.post(dns, record(86401))).status).toBe(422));
    await withReference({ faults: [faultByName('ttl-max-off-by-one')] }, async (_ref, api) => {
      expect((await api.post(dns, record(86401))).status).toBe(201);
      expect((await api.post(dns, record(86402))).status).toBe(422);
    });
  });
});

describe('cname-at-root-accepted', () => {
  it('creates a CNAME at @, which the clean reference rejects', async () => {
    const record = { type: 'CNAME', name: '@', content: 'target.example.com' };
    await withReference({}, async (_ref, api) => expect((await api.post(dns, record)).status).toBe(422));
    await withReference({ faults: [faultByName('cname-at-root-accepted')] }, async (_ref, api) => {
      expect((await api.post(dns, record)).status).toBe(201);
      expect((await api.post(`${dns}/bulk`, { records: [record] })).body.created).toHaveLength(1);
    });
  });
});

describe('deleted-record-still-listed', () => {
  it('answers 204 to DELETE but keeps listing and counting the record; the record itself is gone', async () => {
    const path = '/api/v1/domains/dom_fixture_active/dns/rec_fixture_active_a';
    await withReference({}, async (_ref, api) => {
      await api.delete(path).expect(204);
      expect((await api.get('/api/v1/domains/dom_fixture_active/dns')).body.total).toBe(2);
    });
    await withReference({ faults: [faultByName('deleted-record-still-listed')] }, async (_ref, api) => {
      await api.delete(path).expect(204);
      const list = (await api.get('/api/v1/domains/dom_fixture_active/dns')).body;
      expect(list.total).toBe(3);
      expect(list.records.map((r: { id: string }) => r.id)).toContain('rec_fixture_active_a');
      expect((await api.get('/api/v1/domains/dom_fixture_active')).body.dns_records_count).toBe(3);
      expect((await api.get('/api/v1/dns_records/rec_fixture_active_a')).status).toBe(404);
    });
  });
});
