// tests/reference/auth-isolation.test.ts: the reference's §5 authentication (401 on each operation) and per-key isolation (§5 rules 4-5: 403 on another key's
// domain).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { operations } from '../../contracts/spec-data.js';
import { ACTIVE, FOREIGN, FOREIGN_RECORD, useReference } from './running-reference.js';

const samplePath = (path: string) =>
  path
    .replace('{user_identifier}', 'fixture-owner')
    .replace('{domain_id}', ACTIVE)
    .replace('{record_id}', 'rec_fixture_active_a')
    .replace('{id}', 'rec_fixture_active_a')
    .replace('{transfer_id}', 'trf_unknown')
    .replace('{domain_name}', 'example.com');

describe('authentication (§5 rules 1, 3)', () => {
  const t = useReference();

  it.each(operations.map((op) => [op.id, op.method, op.path]))('%s answers 401 unauthorized without an Authorization header', async (_id, method, path) => {
    const res = await request(t.ref.url)
      [method.toLowerCase() as 'get'](samplePath(path))
      .send(method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['an unknown key', 'Bearer sk_ref_not_a_key'],
    ['the Basic scheme', `Basic ${Buffer.from('sk_ref_primary_7f3a9c2e5b1d:').toString('base64')}`],
    ['the key without a scheme', 'sk_ref_primary_7f3a9c2e5b1d'],
    ['Bearer without a token', 'Bearer '],
  ])('answers 401 for %s', async (_what, header) => {
    const res = await request(t.ref.url).get('/api/v1/users/fixture-owner').set('Authorization', header);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('accepts the scheme in any case (RFC 7235)', async () => {
    const res = await request(t.ref.url).get('/api/v1/users/fixture-owner').set('Authorization', `bearer ${t.ref.fixtures.apiKey}`);
    expect(res.status).toBe(200);
  });

  it('checks the key before reading a malformed body: 401, not 400', async () => {
    const res = await request(t.ref.url).post('/api/v1/users').set('Content-Type', 'application/json').send('{"user_identifier":');
    expect(res.status).toBe(401);
  });
});

describe('per-key isolation (§5 rules 4, 5)', () => {
  const t = useReference();

  it("does not show one key's users to another: 404 for fixture-owner under the second key", async () => {
    expect((await t.other.get('/api/v1/users/fixture-owner')).status).toBe(404);
    expect((await t.other.get('/api/v1/users/fixture-owner/domains')).status).toBe(404);
    const list = await t.other.get('/api/v1/users');
    expect(list.body.users.map((u: { user_identifier: string }) => u.user_identifier)).toEqual(['foreign-owner']);
  });

  it('keeps user identifiers unique per key: the same identifier under two keys is two users', async () => {
    await t.api.post('/api/v1/users', { user_identifier: 'shared-name', email: 'a@one.example' }).expect(201);
    await t.other.post('/api/v1/users', { user_identifier: 'shared-name', email: 'b@two.example' }).expect(201);
    expect((await t.api.get('/api/v1/users/shared-name')).body.email).toBe('a@one.example');
    expect((await t.other.get('/api/v1/users/shared-name')).body.email).toBe('b@two.example');
    await t.other.delete('/api/v1/users/shared-name').expect(204);
    expect((await t.api.get('/api/v1/users/shared-name')).status).toBe(200);
  });

  const domainScoped: Array<[string, (t: ReturnType<typeof useReference>) => Promise<request.Response>]> = [
    ['GET /domains/{id}', (t) => t.api.get(`/api/v1/domains/${FOREIGN}`)],
    ['PUT /domains/{id}', (t) => t.api.put(`/api/v1/domains/${FOREIGN}`, { auto_renew: false })],
    ['POST /domains/{id}/renew', (t) => t.api.post(`/api/v1/domains/${FOREIGN}/renew`, { years: 1 })],
    ['GET /domains/{id}/dns', (t) => t.api.get(`/api/v1/domains/${FOREIGN}/dns`)],
    ['POST /domains/{id}/dns', (t) => t.api.post(`/api/v1/domains/${FOREIGN}/dns`, { type: 'A', name: 'x', content: '192.0.2.1' })],
    ['PUT /domains/{id}/dns/{record}', (t) => t.api.put(`/api/v1/domains/${FOREIGN}/dns/${FOREIGN_RECORD}`, { ttl: 600 })],
    ['DELETE /domains/{id}/dns/{record}', (t) => t.api.delete(`/api/v1/domains/${FOREIGN}/dns/${FOREIGN_RECORD}`)],
    ['POST /domains/{id}/dns/bulk', (t) => t.api.post(`/api/v1/domains/${FOREIGN}/dns/bulk`, { records: [] })],
    ['POST /domains/{id}/dns/template', (t) => t.api.post(`/api/v1/domains/${FOREIGN}/dns/template`, t.ref.fixtures.template)],
    ['POST /dns_records with its domain_id', (t) => t.api.post('/api/v1/dns_records', { domain_id: FOREIGN, type: 'A', name: 'x', value: '192.0.2.1' })],
    ['GET /dns_records/{its record}', (t) => t.api.get(`/api/v1/dns_records/${FOREIGN_RECORD}`)],
    ['PATCH /dns_records/{its record}', (t) => t.api.patch(`/api/v1/dns_records/${FOREIGN_RECORD}`, { ttl: 600 })],
    ['DELETE /dns_records/{its record}', (t) => t.api.delete(`/api/v1/dns_records/${FOREIGN_RECORD}`)],
  ];

  it.each(domainScoped)("answers 403 forbidden to %s on another key's domain, and changes nothing", async (_label, call) => {
    const res = await call(t);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'forbidden', message: expect.any(String) });
    const own = await t.other.get(`/api/v1/domains/${FOREIGN}`);
    expect(own.body).toMatchObject({ auto_renew: true, dns_records_count: 1 });
    expect(own.body.dns_records[0]).toMatchObject({ id: FOREIGN_RECORD, ttl: 3600 });
  });

  it("answers 404 for another key's transfer (transfers are per key)", async () => {
    const started = await t.other.post('/api/v1/domains/transfer', { domain_name: 'moving-in.com', user_identifier: 'foreign-owner', auth_code: 'AUTH-1' });
    expect(started.status).toBe(201);
    expect((await t.other.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).status).toBe(200);
    expect((await t.api.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).status).toBe(404);
  });
});
