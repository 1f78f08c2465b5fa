// tests/reference/dns-extended.test.ts: the reference's records under /api/v1/domains/{domain_id}/dns (§4.4): every §2.3 rule on both sides of its boundary,
// defaults, partial PUT, DELETE, bulk, templates.
import { describe, expect, it } from 'vitest';
import { constants } from '../../contracts/spec-data.js';
import { ACTIVE, EXPIRED, PENDING, manualClock, useReference } from './running-reference.js';

const clock = manualClock();
const dns = (domain = EXPIRED) => `/api/v1/domains/${domain}/dns`;
const A = { type: 'A', name: 'www', content: '192.0.2.10' };

describe('create and list (§4.4, §2.3 extended shape and defaults)', () => {
  const t = useReference({ now: clock.now });

  it("lists a domain's records with the total", async () => {
    const res = await t.api.get(dns(ACTIVE));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.records.map((r: { id: string }) => r.id)).toEqual(['rec_fixture_active_a', 'rec_fixture_active_cname', 'rec_fixture_active_mx']);
    expect(res.body.records[2]).toMatchObject({ type: 'MX', priority: 10 });
  });

  it(`creates a record: 201 with every extended field, ttl ${constants.dnsTtlDefaultExtended} by default, priority null for A`, async () => {
    const res = await t.api.post(dns(), A);
    expect(res.status).toBe(201);
    const at = new Date(clock.now()).toISOString();
    expect(res.body).toEqual({
      id: expect.stringMatching(/^rec_/),
      ...A,
      ttl: constants.dnsTtlDefaultExtended,
      priority: null,
      created_at: at,
      updated_at: at,
    });
    const list = await t.api.get(dns());
    expect(list.body).toEqual({ records: [res.body], total: 1 });
    const domain = await t.api.get(`/api/v1/domains/${EXPIRED}`);
    expect(domain.body.dns_records_count).toBe(1);
    expect(domain.body.dns_records[0]).toEqual({ id: res.body.id, type: 'A', name: 'www', content: '192.0.2.10', ttl: 300, created_at: at });
  });

  it('ignores a priority sent for an A record and stores null', async () => {
    expect((await t.api.post(dns(), { ...A, priority: 5 })).body.priority).toBeNull();
  });

  it('keeps the priority of MX as an integer and takes an SRV priority from its content', async () => {
    expect((await t.api.post(dns(), { type: 'MX', name: '@', content: 'mx.example.com', priority: 20 })).body.priority).toBe(20);
    expect((await t.api.post(dns(), { type: 'SRV', name: 'sip', content: '10 5 5060 sip.example.com' })).body.priority).toBe(10);
  });

  it.each([
    ['AAAA', 'v6', '2001:db8::1'],
    ['CNAME', 'alias', 'target.example.com'],
    ['CNAME', 'alias2', 'target.example.com.'],
    ['NS', 'sub', 'ns1.example.net'],
    ['TXT', '@', 'v=spf1 include:example.com -all'],
    ['SRV', 'svc', '0 0 65535 srv.example.com'],
  ])('creates a valid %s record', async (type, name, content) => {
    expect((await t.api.post(dns(), { type, name, content })).status).toBe(201);
  });
});

describe('§2.3 rules, each side of each boundary', () => {
  const t = useReference({ now: clock.now });

  /** Posts the record; on rejection, checks that nothing was created. */
  async function attempt(record: Record<string, unknown>) {
    const res = await t.api.post(dns(), record);
    if (res.status >= 400) expect((await t.api.get(dns())).body.total).toBe(0);
    return res;
  }

  it.each([
    [constants.dnsTtlMin - 1, 422],
    [constants.dnsTtlMin, 201],
    [constants.dnsTtlMax, 201],
    [constants.dnsTtlMax + 1, 422],
    [300.5, 422],
  ])('rule 2: ttl %d -> %i', async (ttl, status) => {
    const res = await attempt({ ...A, ttl });
    expect(res.status).toBe(status);
    if (status === 422) expect(res.body).toMatchObject({ error: 'unprocessable_entity', details: { field: 'ttl', code: 'invalid_format' } });
    else expect(res.body.ttl).toBe(ttl);
  });

  it('rule 2: a ttl that is not a number is a 400', async () => {
    expect((await attempt({ ...A, ttl: '300' })).status).toBe(400);
  });

  const label = (n: number) => 'a'.repeat(n);
  it.each([
    ['@', 201],
    [label(constants.dnsNameMaxLength), 201],
    [label(constants.dnsNameMaxLength + 1), 422],
    ['a', 201],
    ['', 422],
    ['deep.sub.name', 201],
    ['-www', 422],
    ['www-', 422],
    ['under_score', 422],
    ['sp ace', 422],
    ['*', 422],
  ])('rule 1: name %j -> %i', async (name, status) => {
    const res = await attempt({ ...A, name });
    expect(res.status).toBe(status);
    if (status === 422) expect(res.body.details.field).toBe('name');
  });

  it.each([
    ['A', '192.0.2.1', 201],
    ['A', '256.0.0.1', 422],
    ['A', '2001:db8::1', 422],
    ['AAAA', '2001:db8::1', 201],
    ['AAAA', '192.0.2.1', 422],
    ['CNAME', 'not a domain', 422],
    ['CNAME', '192.0.2.1', 422],
    ['MX', '-mail.example.com', 422],
    ['NS', 'ns', 422],
    ['TXT', 't'.repeat(constants.txtStringMaxLength), 201],
    ['TXT', 't'.repeat(constants.txtStringMaxLength + 1), 422],
    ['TXT', '', 422],
    ['SRV', '10 5 5060', 422],
    ['SRV', '10 5 70000 sip.example.com', 422],
    ['SRV', '10  5 5060 sip.example.com', 422],
    ['SRV', 'a b c sip.example.com', 422],
  ])('rule 3: %s content %j -> %i', async (type, content, status) => {
    const res = await attempt({ type, name: 'rule3', content, priority: type === 'MX' ? 10 : undefined });
    expect(res.status).toBe(status);
    if (status === 422) expect(res.body.details).toEqual({ field: 'content', code: 'invalid_format' });
  });

  it('rule 4: a CNAME at the root @ is rejected with 422 on name; at www it is created', async () => {
    const res = await attempt({ type: 'CNAME', name: '@', content: 'target.example.com' });
    expect(res.status).toBe(422);
    expect(res.body.details.field).toBe('name');
    expect((await attempt({ type: 'CNAME', name: 'www', content: 'target.example.com' })).status).toBe(201);
  });

  it('rule 5: an MX without priority is rejected naming priority', async () => {
    const res = await attempt({ type: 'MX', name: '@', content: 'mx.example.com' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ field: 'priority', code: 'missing_required_field' });
    expect(res.body.message).toMatch(/priority/);
  });

  it.each([-1, 65536, 1.5])('an MX priority of %d is rejected with 422', async (priority) => {
    expect((await attempt({ type: 'MX', name: '@', content: 'mx.example.com', priority })).status).toBe(422);
  });

  it('rule 6 (reference choice): content over 4096 characters is rejected', async () => {
    const res = await attempt({ type: 'CNAME', name: 'long', content: `${`${'a'.repeat(60)}.`.repeat(70)}com` });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/4096/);
  });

  it.each(['type', 'name', 'content'])('a record without %s is a 400 missing_required_field', async (field) => {
    const record: Record<string, unknown> = { ...A };
    delete record[field];
    const res = await attempt(record);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ field, code: 'missing_required_field' });
  });

  it.each(['PTR', 'a', 'SOA'])('type %j is rejected with 422', async (type) => {
    expect((await attempt({ ...A, type })).body.details.field).toBe('type');
  });
});

describe('PUT and DELETE of one record (§4.4)', () => {
  const t = useReference({ now: clock.now });
  const record = (id: string, domain = ACTIVE) => `${dns(domain)}/${id}`;

  it('changes only the supplied fields and moves updated_at', async () => {
    const created = (await t.api.post(dns(), { type: 'MX', name: '@', content: 'mx.example.com', priority: 10, ttl: 600 })).body;
    clock.advance(60_000);
    const res = await t.api.put(record(created.id, EXPIRED), { ttl: 1200 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, ttl: 1200, updated_at: new Date(clock.now()).toISOString() });
    const again = await t.api.put(record(created.id, EXPIRED), { content: 'mx2.example.com', priority: 5 });
    expect(again.body).toMatchObject({ name: '@', content: 'mx2.example.com', ttl: 1200, priority: 5 });
    expect((await t.api.get(dns(EXPIRED))).body.records[0]).toEqual(again.body);
  });

  it('rejects a different type with 422 and keeps the record; the same type is accepted', async () => {
    const res = await t.api.put(record('rec_fixture_active_a'), { type: 'AAAA', content: '2001:db8::1' });
    expect(res.status).toBe(422);
    expect(res.body.details.field).toBe('type');
    expect((await t.api.put(record('rec_fixture_active_a'), { type: 'A', ttl: 900 })).body).toMatchObject({ type: 'A', ttl: 900 });
  });

  it('validates the merged record: ttl 59, CNAME content that is an address, MX priority removed', async () => {
    expect((await t.api.put(record('rec_fixture_active_a'), { ttl: constants.dnsTtlMin - 1 })).status).toBe(422);
    expect((await t.api.put(record('rec_fixture_active_cname'), { content: '192.0.2.1' })).status).toBe(422);
    expect((await t.api.put(record('rec_fixture_active_mx'), { priority: null })).status).toBe(400);
    expect((await t.api.put(record('rec_fixture_active_cname'), { name: '@' })).status).toBe(422);
    const list = (await t.api.get(dns(ACTIVE))).body.records;
    expect(list.map((r: { ttl: number }) => r.ttl)).toEqual([3600, 3600, 3600]);
    expect(list[1].name).toBe('www');
  });

  it('answers 404 for an unknown record and for a record of another domain', async () => {
    expect((await t.api.put(record('rec_nope'), { ttl: 600 })).status).toBe(404);
    expect((await t.api.put(record('rec_fixture_pending_a'), { ttl: 600 })).status).toBe(404);
    expect((await t.api.delete(record('rec_fixture_pending_a'))).status).toBe(404);
    expect((await t.api.get(dns(PENDING))).body.total).toBe(1);
  });

  it('deletes with 204 and an empty body; the record leaves the list, dns_records and dns_records_count', async () => {
    const res = await t.api.delete(record('rec_fixture_active_cname'));
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const list = await t.api.get(dns(ACTIVE));
    expect(list.body.total).toBe(2);
    expect(list.body.records.map((r: { id: string }) => r.id)).not.toContain('rec_fixture_active_cname');
    const domain = (await t.api.get(`/api/v1/domains/${ACTIVE}`)).body;
    expect(domain.dns_records_count).toBe(2);
    expect(domain.dns_records.map((r: { id: string }) => r.id)).not.toContain('rec_fixture_active_cname');
    expect((await t.api.delete(record('rec_fixture_active_cname'))).status).toBe(404);
  });
});

describe('POST .../dns/bulk (§4.4 bulk rules)', () => {
  const t = useReference({ now: clock.now });
  const bulk = (records: unknown) => t.api.post(`${dns()}/bulk`, { records });

  it('creates the valid records and reports each invalid one with its submitted fields and a message', async () => {
    const submitted = [
      { type: 'A', name: 'one', content: '192.0.2.1' },
      { type: 'MX', name: '@', content: 'mx.example.com' },
      { type: 'TXT', name: 'two', content: 'hello', ttl: 120 },
      { type: 'A', name: 'three', content: 'not-an-ip', ttl: 59 },
      'not an object',
    ];
    const res = await bulk(submitted);
    expect(res.status).toBe(201);
    expect(res.body.created).toEqual([
      { id: expect.stringMatching(/^rec_/), type: 'A', name: 'one', content: '192.0.2.1', ttl: 300 },
      { id: expect.stringMatching(/^rec_/), type: 'TXT', name: 'two', content: 'hello', ttl: 120 },
    ]);
    expect(res.body.errors).toEqual([
      { record: submitted[1], error: expect.stringMatching(/priority/) },
      { record: submitted[3], error: expect.any(String) },
      { record: submitted[4], error: expect.any(String) },
    ]);
    expect((await t.api.get(dns())).body.total).toBe(2);
  });

  it('accepts 100 records and rejects 101 with 400, creating nothing', async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'A', name: `h${i}`, content: '192.0.2.1' }));
    const over = await bulk(many(101));
    expect(over.status).toBe(400);
    expect((await t.api.get(dns())).body.total).toBe(0);
    const res = await bulk(many(100));
    expect(res.status).toBe(201);
    expect(res.body.created).toHaveLength(100);
  });

  it('rejects records that is missing or not an array with 400', async () => {
    expect((await t.api.post(`${dns()}/bulk`, {})).body.details).toEqual({ field: 'records', code: 'missing_required_field' });
    expect((await bulk({ type: 'A' })).status).toBe(400);
    expect((await bulk('A www 192.0.2.1')).status).toBe(400);
  });
});

describe('POST .../dns/template (§4.4 templates, reference/templates.yaml)', () => {
  const t = useReference({ now: clock.now });
  const apply = (body: unknown) => t.api.post(`${dns()}/template`, body);

  it('applies web-basic: A @ and A www with the ipv4 variable', async () => {
    const res = await apply({ template_id: 'web-basic', variables: { ipv4: '198.51.100.4' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      template_id: 'web-basic',
      records_created: [
        { id: expect.stringMatching(/^rec_/), type: 'A', name: '@', content: '198.51.100.4' },
        { id: expect.stringMatching(/^rec_/), type: 'A', name: 'www', content: '198.51.100.4' },
      ],
    });
    expect((await t.api.get(dns())).body.total).toBe(2);
  });

  it('applies mail-mx: MX @ with priority 10', async () => {
    await apply({ template_id: 'mail-mx', variables: { mail_host: 'mail.example.com' } }).expect(201);
    expect((await t.api.get(dns())).body.records[0]).toMatchObject({ type: 'MX', name: '@', content: 'mail.example.com', priority: 10, ttl: 300 });
  });

  it('the fixture template applies', async () => {
    expect((await apply(t.ref.fixtures.template)).status).toBe(201);
  });

  it('answers 404 for an unknown template, and creates nothing', async () => {
    const res = await apply({ template_id: 'no-such-template', variables: {} });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    expect((await apply({ template_id: 'constructor', variables: {} })).status).toBe(404);
    expect((await t.api.get(dns())).body.total).toBe(0);
  });

  it('answers 422 for a missing variable and for a variable that gives an invalid record, creating nothing', async () => {
    const missing = await apply({ template_id: 'web-basic', variables: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.details).toEqual({ field: 'variables.ipv4', code: 'missing_required_field' });
    expect((await apply({ template_id: 'web-basic', variables: { ipv4: 'nope' } })).status).toBe(422);
    expect((await t.api.get(dns())).body.total).toBe(0);
  });

  it('answers 400 for a missing template_id or variables that are not an object of strings', async () => {
    expect((await apply({ variables: {} })).status).toBe(400);
    expect((await apply({ template_id: 'web-basic', variables: ['192.0.2.1'] })).status).toBe(400);
    expect((await apply({ template_id: 'web-basic', variables: { ipv4: 1 } })).status).toBe(400);
  });
});
