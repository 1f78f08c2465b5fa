// tests/reference/dns-core.test.ts: the reference's core records under /api/v1/dns_records (§4.1, core shape of §2.3), the §2.3 rules applied there too, and
// the store shared with the extended paths (AMB-SHARED-DNS-STORE).
import { describe, expect, it } from 'vitest';
import { constants } from '../../contracts/spec-data.js';
import { ACTIVE, EXPIRED, manualClock, useReference } from './running-reference.js';

const clock = manualClock();
const core = '/api/v1/dns_records';

describe('core DNS records (§4.1)', () => {
  const t = useReference({ now: clock.now });

  it(`creates a record: 201 in the core shape, ttl ${constants.dnsTtlDefaultCore} by default, optional fields null`, async () => {
    const res = await t.api.post(core, { domain_id: EXPIRED, type: 'A', name: 'www', value: '192.0.2.5' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^rec_/),
      type: 'A',
      name: 'www',
      value: '192.0.2.5',
      ttl: constants.dnsTtlDefaultCore,
      priority: null,
      weight: null,
      port: null,
      target: null,
    });
    expect((await t.api.get(`${core}/${res.body.id}`)).body).toEqual(res.body);
  });

  it('shares one store with the extended paths: visible in both lists and counts, content shown as value', async () => {
    const viaCore = (await t.api.post(core, { domain_id: EXPIRED, type: 'MX', name: '@', value: 'mx.example.com', priority: 5 })).body;
    const list = (await t.api.get(`/api/v1/domains/${EXPIRED}/dns`)).body;
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ id: viaCore.id, type: 'MX', content: 'mx.example.com', priority: 5, ttl: 3600 });
    expect((await t.api.get(`/api/v1/domains/${EXPIRED}`)).body.dns_records_count).toBe(1);
    const viaExtended = (await t.api.post(`/api/v1/domains/${EXPIRED}/dns`, { type: 'TXT', name: 'x', content: 'hello' })).body;
    expect((await t.api.get(`${core}/${viaExtended.id}`)).body).toMatchObject({ id: viaExtended.id, value: 'hello', ttl: 300 });
    expect((await t.api.get(`${core}/rec_fixture_active_mx`)).body).toMatchObject({ type: 'MX', value: 'mail.fixture-active-site.com', priority: 10 });
  });

  it('updates with PATCH: only supplied fields change; type may change; domain_id is ignored', async () => {
    const patched = await t.api.patch(`${core}/rec_fixture_active_a`, { ttl: 7200, domain_id: EXPIRED });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: 'rec_fixture_active_a', type: 'A', name: '@', value: '192.0.2.10', ttl: 7200 });
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}/dns`)).body.total).toBe(3);
    const retyped = await t.api.patch(`${core}/rec_fixture_active_a`, { type: 'TXT', value: 'now text' });
    expect(retyped.body).toMatchObject({ type: 'TXT', value: 'now text', ttl: 7200, name: '@' });
  });

  it('validates PATCH with the §2.3 rules and changes nothing on rejection', async () => {
    expect((await t.api.patch(`${core}/rec_fixture_active_a`, { ttl: constants.dnsTtlMax + 1 })).status).toBe(422);
    expect((await t.api.patch(`${core}/rec_fixture_active_a`, { type: 'CNAME', value: 'x.example.com' })).status).toBe(422); // CNAME at @
    expect((await t.api.patch(`${core}/rec_fixture_active_a`, { value: 'x.example.com' })).status).toBe(422);
    expect((await t.api.get(`${core}/rec_fixture_active_a`)).body).toMatchObject({ type: 'A', value: '192.0.2.10', ttl: 3600 });
  });

  it('deletes with 204 and an empty body; then GET is 404 and the extended list no longer has it', async () => {
    const res = await t.api.delete(`${core}/rec_fixture_active_a`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.api.get(`${core}/rec_fixture_active_a`)).status).toBe(404);
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}/dns`)).body.total).toBe(2);
    expect((await t.api.delete(`${core}/rec_fixture_active_a`)).status).toBe(404);
  });

  it.each(['domain_id', 'type', 'name', 'value'])('a create without %s is a 400 missing_required_field', async (field) => {
    const body: Record<string, unknown> = { domain_id: EXPIRED, type: 'A', name: 'www', value: '192.0.2.5' };
    delete body[field];
    const res = await t.api.post(core, body);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ field, code: 'missing_required_field' });
  });

  it.each([
    [{ type: 'SRV', value: '1 1 80 a.example.com' }, 'type'],
    [{ type: 'NS', value: 'ns.example.com' }, 'type'],
    [{ ttl: constants.dnsTtlMin - 1 }, 'ttl'],
    [{ name: 'x'.repeat(constants.dnsNameMaxLength + 1) }, 'name'],
    [{ value: '300.1.1.1' }, 'value'],
    [{ weight: 70000 }, 'weight'],
    [{ port: -1 }, 'port'],
    [{ target: 'not a host' }, 'target'],
  ])('rejects %j with 422 naming %s', async (change, field) => {
    const res = await t.api.post(core, { domain_id: EXPIRED, type: 'A', name: 'www', value: '192.0.2.5', ...change });
    expect(res.status).toBe(422);
    expect(res.body.details.field).toBe(field);
    expect((await t.api.get(`/api/v1/domains/${EXPIRED}/dns`)).body.total).toBe(0);
  });

  it('rejects an MX without priority with 400 naming priority', async () => {
    const res = await t.api.post(core, { domain_id: EXPIRED, type: 'MX', name: '@', value: 'mx.example.com' });
    expect(res.status).toBe(400);
    expect(res.body.details.field).toBe('priority');
  });

  it('answers 404 for an unknown domain_id and an unknown record', async () => {
    expect((await t.api.post(core, { domain_id: 'dom_nope', type: 'A', name: 'www', value: '192.0.2.5' })).status).toBe(404);
    expect((await t.api.get(`${core}/rec_nope`)).status).toBe(404);
    expect((await t.api.patch(`${core}/rec_nope`, { ttl: 600 })).status).toBe(404);
  });

  it('stores weight, port and target when given', async () => {
    const res = await t.api.post(core, { domain_id: EXPIRED, type: 'A', name: 'svc', value: '192.0.2.5', weight: 5, port: 443, target: 'svc.example.com' });
    expect(res.body).toMatchObject({ weight: 5, port: 443, target: 'svc.example.com' });
  });
});
