// tests/reference/domains.test.ts: the reference's domains (§4.1, §4.3 list, detail, settings, renew), transfers (§4.3, §3) and catalogue (TLDs §2.5,
// availability §2.6).
import { describe, expect, it } from 'vitest';
import { constants } from '../../contracts/spec-data.js';
import { addCalendarYears } from '../../reference/clock.js';
import { ACTIVE, EXPIRED, PENDING, SUSPENDED, manualClock, useReference } from './running-reference.js';

const clock = manualClock();
const DAY = 86_400_000;

describe("a user's domains and one domain (§4.1, §4.3)", () => {
  const t = useReference({ now: clock.now });

  it("lists the fixture user's four domains with every extended list field and the total", async () => {
    const res = await t.api.get('/api/v1/users/fixture-owner/domains');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.domains.map((d: { id: string; status: string; dns_records_count: number }) => [d.id, d.status, d.dns_records_count])).toEqual([
      [ACTIVE, 'active', 3],
      [PENDING, 'pending', 1],
      [EXPIRED, 'expired', 0],
      [SUSPENDED, 'suspended', 2],
    ]);
    expect(Object.keys(res.body.domains[0]).sort()).toEqual(
      ['auto_renew', 'dns_records_count', 'expires_at', 'id', 'name', 'purchased_at', 'registrar', 'status'].sort(),
    );
  });

  it('lists no domains for the empty user, and answers 404 for an unknown user', async () => {
    expect((await t.api.get('/api/v1/users/fixture-empty/domains')).body).toEqual({ domains: [], total: 0 });
    expect((await t.api.get('/api/v1/users/nobody/domains')).status).toBe(404);
  });

  it('returns the extended detail: owner, nameservers, whois_privacy, dns_records and pricing as decimal strings', async () => {
    const res = await t.api.get(`/api/v1/domains/${ACTIVE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ACTIVE,
      name: 'fixture-active-site.com',
      user_identifier: 'fixture-owner',
      nameservers: expect.arrayContaining([expect.any(String)]),
      whois_privacy: true,
      dns_records_count: 3,
      pricing: { registration_price: '12.99', renewal_price: '14.99', currency: 'USD' },
    });
    expect(res.body.dns_records).toHaveLength(3);
    expect(Object.keys(res.body.dns_records[0]).sort()).toEqual(['content', 'created_at', 'id', 'name', 'ttl', 'type']);
  });

  it('answers 404 for an unknown domain', async () => {
    expect((await t.api.get('/api/v1/domains/dom_nope')).status).toBe(404);
  });

  it('updates auto_renew and whois_privacy; only supplied fields change, and the change persists', async () => {
    clock.advance(5000);
    const res = await t.api.put(`/api/v1/domains/${ACTIVE}`, { auto_renew: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ACTIVE,
      name: 'fixture-active-site.com',
      auto_renew: false,
      whois_privacy: true,
      updated_at: new Date(clock.now()).toISOString(),
    });
    await t.api.put(`/api/v1/domains/${ACTIVE}`, { whois_privacy: false }).expect(200);
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}`)).body).toMatchObject({ auto_renew: false, whois_privacy: false });
  });

  it.each([{ auto_renew: 'yes' }, { whois_privacy: 1 }, { auto_renew: null }])('rejects %j with 400 and changes nothing', async (body) => {
    const res = await t.api.put(`/api/v1/domains/${ACTIVE}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}`)).body).toMatchObject({ auto_renew: true, whois_privacy: true });
  });
});

describe('POST /api/v1/domains/{domain_id}/renew (§4.3)', () => {
  const t = useReference({ now: clock.now });

  it('moves expires_at by whole calendar years and charges renewal_price x years', async () => {
    const before = (await t.api.get(`/api/v1/domains/${ACTIVE}`)).body.expires_at as string;
    const res = await t.api.post(`/api/v1/domains/${ACTIVE}/renew`, { years: 3 });
    expect(res.status).toBe(200);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 3);
    expect(res.body).toEqual({
      id: ACTIVE,
      name: 'fixture-active-site.com',
      expires_at: expected.toISOString(),
      renewal_cost: '44.97',
      currency: 'USD',
      renewed_at: new Date(clock.now()).toISOString(),
    });
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}`)).body.expires_at).toBe(expected.toISOString());
    expect((await t.api.get('/api/v1/users/fixture-owner')).body.total_spent).toBe('123.93');
  });

  it(`accepts ${constants.renewYearsMin} and ${constants.renewYearsMax} years`, async () => {
    expect((await t.api.post(`/api/v1/domains/${SUSPENDED}/renew`, { years: constants.renewYearsMin })).body.renewal_cost).toBe('44.99');
    expect((await t.api.post(`/api/v1/domains/${EXPIRED}/renew`, { years: constants.renewYearsMax })).body.renewal_cost).toBe('154.90');
  });

  it.each([
    [{ years: constants.renewYearsMin - 1 }, 422],
    [{ years: constants.renewYearsMax + 1 }, 422],
    [{ years: 1.5 }, 422],
    [{ years: '2' }, 400],
    [{}, 400],
  ])('rejects %j with %i and leaves expires_at alone', async (body, status) => {
    const before = (await t.api.get(`/api/v1/domains/${PENDING}`)).body.expires_at;
    const res = await t.api.post(`/api/v1/domains/${PENDING}/renew`, body);
    expect(res.status).toBe(status);
    expect(res.body.details.field).toBe('years');
    expect((await t.api.get(`/api/v1/domains/${PENDING}`)).body.expires_at).toBe(before);
  });

  it('adds calendar years in UTC, 29 February becoming 28 February', () => {
    expect(new Date(addCalendarYears(Date.UTC(2028, 1, 29), 1)).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(new Date(addCalendarYears(Date.UTC(2028, 1, 29), 4)).toISOString()).toBe('2032-02-29T00:00:00.000Z');
    expect(new Date(addCalendarYears(Date.UTC(2030, 11, 31, 23, 59), 2)).toISOString()).toBe('2032-12-31T23:59:00.000Z');
  });
});

describe('transfers (§4.3, §2.4, §3)', () => {
  const t = useReference({ now: clock.now });
  const transfer = (body: Record<string, unknown>) =>
    t.api.post('/api/v1/domains/transfer', { domain_name: 'incoming-site.com', user_identifier: 'fixture-owner', auth_code: 'EPP-123', ...body });

  it(`starts a transfer: 201, pending, estimated completion ${constants.transferDurationDaysMin} days out, the TLD's transfer price`, async () => {
    const res = await transfer({ extend_registration: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      transfer_id: expect.stringMatching(/^trf_/),
      domain_name: 'incoming-site.com',
      status: 'pending',
      estimated_completion: new Date(clock.now() + constants.transferDurationDaysMin * DAY).toISOString(),
      cost: '11.99',
      currency: 'USD',
    });
    const status = await t.api.get(`/api/v1/domains/transfers/${res.body.transfer_id}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      transfer_id: res.body.transfer_id,
      domain_name: 'incoming-site.com',
      status: 'pending',
      started_at: new Date(clock.now()).toISOString(),
      completed_at: null,
      domain_id: null,
    });
  });

  it('answers 409 conflict for a registered name (any key) and for a name already being transferred', async () => {
    expect((await transfer({ domain_name: 'fixture-active-site.com' })).status).toBe(409);
    expect((await transfer({ domain_name: 'foreign-partner-site.com' })).status).toBe(409);
    await transfer({}).expect(201);
    const again = await t.other.post('/api/v1/domains/transfer', { domain_name: 'incoming-site.com', user_identifier: 'foreign-owner', auth_code: 'X' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('conflict');
  });

  it('answers 404 for an unknown user and an unknown transfer', async () => {
    expect((await transfer({ user_identifier: 'nobody' })).status).toBe(404);
    expect((await t.api.get('/api/v1/domains/transfers/trf_000000000000')).status).toBe(404);
  });

  it.each([
    [{ domain_name: 'not a domain' }, 422, 'domain_name'],
    [{ domain_name: 'no-tld' }, 422, 'domain_name'],
    [{ domain_name: 'unsold.zz' }, 422, 'domain_name'],
    [{ domain_name: 'closed.bank' }, 422, 'domain_name'],
    [{ auth_code: undefined }, 400, 'auth_code'],
    [{ domain_name: undefined }, 400, 'domain_name'],
    [{ auth_code: 7 }, 400, 'auth_code'],
    [{ extend_registration: 'yes' }, 400, 'extend_registration'],
  ])('rejects %j with %i naming %s', async (body, status, field) => {
    const res = await transfer(body);
    expect(res.status).toBe(status);
    expect(res.body.details.field).toBe(field);
  });
});

describe('TLDs and availability (§2.5, §2.6)', () => {
  const t = useReference({ now: clock.now });

  it('lists TLD entries with decimal-string prices', async () => {
    const res = await t.api.get('/api/v1/domains/tlds');
    expect(res.status).toBe(200);
    expect(res.body.tlds.length).toBeGreaterThan(3);
    for (const entry of res.body.tlds) {
      expect(entry).toEqual({
        tld: expect.stringMatching(/^[a-z]+$/),
        registration_price: expect.stringMatching(/^\d+\.\d{2}$/),
        renewal_price: expect.stringMatching(/^\d+\.\d{2}$/),
        transfer_price: expect.stringMatching(/^\d+\.\d{2}$/),
        currency: 'USD',
        available: expect.any(Boolean),
      });
    }
  });

  it('reports a free name available with its price and suggestions', async () => {
    const res = await t.api.get('/api/v1/domains/availability/brand-new-name.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      domain_name: 'brand-new-name.com',
      available: true,
      price: '12.99',
      currency: 'USD',
      premium: false,
      suggestions: ['brand-new-name.net', 'brand-new-name.org', 'brand-new-name.io'],
    });
  });

  it('reports a name registered under any key, or being transferred, unavailable with price and currency null', async () => {
    for (const name of ['fixture-active-site.com', 'foreign-partner-site.com']) {
      expect((await t.api.get(`/api/v1/domains/availability/${name}`)).body).toMatchObject({ available: false, price: null, currency: null });
    }
    await t.api.post('/api/v1/domains/transfer', { domain_name: 'arriving.org', user_identifier: 'fixture-empty', auth_code: 'A' }).expect(201);
    expect((await t.api.get('/api/v1/domains/availability/arriving.org')).body.available).toBe(false);
  });

  it.each(['-bad.com', 'no_underscore.com', 'single', 'a..com', `${'x'.repeat(64)}.com`])('rejects the invalid name %j with 422', async (name) => {
    const res = await t.api.get(`/api/v1/domains/availability/${encodeURIComponent(name)}`);
    expect(res.status).toBe(422);
    expect(res.body.details.field).toBe('domain_name');
  });
});
