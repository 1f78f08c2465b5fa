// tests/reference/variants.test.ts: each allowed choice of contracts/ambiguities.yaml the reference can switch to, against its default (the `reference` of each
// entry).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ambiguities, limits } from '../../contracts/spec-data.js';
import { createReference } from '../../reference/app.js';
import { allowedVariants, CUSTOM_CORE_LIMIT, variantCatalogue } from '../../reference/variants.js';
import { ACTIVE, EXPIRED, FOREIGN, manualClock, withReference } from './running-reference.js';

const dns = `/api/v1/domains/${EXPIRED}/dns`;
const A = { type: 'A', name: 'www', content: '192.0.2.10' };

describe('the variant list', () => {
  it('implements every variant contracts/ambiguities.yaml names, and no other', () => {
    expect(Object.keys(variantCatalogue).sort()).toEqual([...allowedVariants].sort());
    for (const [name, v] of Object.entries(variantCatalogue)) {
      expect(ambiguities.find((a) => a.id === v.ambiguity)?.variants).toContain(name);
    }
  });

  it('refuses an unknown variant and the two error formats together', () => {
    expect(() => createReference({ variants: ['no-such-variant'] })).toThrow(/unknown variant/);
    expect(() => createReference({ variants: ['errors-list', 'errors-mixed'] })).toThrow(/exclude/);
  });
});

describe('AMB-SUCCESS-STATUS: created-200', () => {
  it('answers 200 to extended-only creations; createUser and the core POST stay 201', async () => {
    await withReference({ variants: ['created-200'] }, async (ref, api) => {
      expect((await api.post(dns, A)).status).toBe(200);
      expect((await api.post(`${dns}/bulk`, { records: [A] })).status).toBe(200);
      expect((await api.post(`${dns}/template`, ref.fixtures.template)).status).toBe(200);
      expect((await api.post('/api/v1/domains/transfer', { domain_name: 'v200.com', user_identifier: 'fixture-owner', auth_code: 'a' })).status).toBe(200);
      expect((await api.post('/api/v1/users', { user_identifier: 'v200' })).status).toBe(201);
      expect((await api.post('/api/v1/dns_records', { domain_id: EXPIRED, type: 'A', name: 'c', value: '192.0.2.1' })).status).toBe(201);
    });
  });

  it('by default answers 201 to every creation', async () => {
    await withReference({}, async (_ref, api) => {
      expect((await api.post(dns, A)).status).toBe(201);
      expect((await api.post(`${dns}/bulk`, { records: [A] })).status).toBe(201);
    });
  });
});

describe('AMB-ERROR-FORMAT: errors-list, errors-mixed', () => {
  it('errors-list: every error is {errors: [message]}, 401 included', async () => {
    await withReference({ variants: ['errors-list'] }, async (ref, api) => {
      for (const res of [
        await api.get('/api/v1/users/nobody'),
        await api.post(dns, { ...A, ttl: 1 }),
        await api.get('/api/v1/dns_records/rec_nope'),
        await api.get('/api/v1/nowhere'),
        await api.post('/api/v1/users', {}),
      ]) {
        expect(res.body).toEqual({ errors: [expect.any(String)] });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      const unauth = await request(ref.url).get('/api/v1/users');
      expect(unauth.status).toBe(401);
      expect(unauth.body).toEqual({ errors: [expect.any(String)] });
    });
  });

  it('errors-mixed: list format on /api/v1/dns_records*, object format elsewhere', async () => {
    await withReference({ variants: ['errors-mixed'] }, async (_ref, api) => {
      expect((await api.get('/api/v1/dns_records/rec_nope')).body).toEqual({ errors: [expect.any(String)] });
      expect((await api.post('/api/v1/dns_records', {})).body).toEqual({ errors: [expect.any(String)] });
      expect((await api.get('/api/v1/users/nobody')).body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    });
  });
});

describe('AMB-INVALID-STATUS: invalid-400', () => {
  it('answers 400 validation_error for invalid values; missing fields stay 400', async () => {
    await withReference({ variants: ['invalid-400'] }, async (_ref, api) => {
      const res = await api.post(dns, { ...A, ttl: 59 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', details: { field: 'ttl', code: 'invalid_format' } });
      expect((await api.post('/api/v1/users', { user_identifier: 'bad id' })).status).toBe(400);
      expect((await api.post('/api/v1/users', {})).status).toBe(400);
    });
  });
});

describe('AMB-BULK-MAX: bulk-max-10', () => {
  it('accepts 10 records and rejects 11 with 400', async () => {
    await withReference({ variants: ['bulk-max-10'] }, async (_ref, api) => {
      const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...A, name: `h${i}` }));
      expect((await api.post(`${dns}/bulk`, { records: many(11) })).status).toBe(400);
      expect((await api.post(`${dns}/bulk`, { records: many(10) })).body.created).toHaveLength(10);
    });
  });
});

describe('AMB-TEMPLATES and AMB-UNKNOWN-TEMPLATE: templates-alt, unknown-template-422', () => {
  it('templates-alt: offers the alt set, and fixtures.template names one of it', async () => {
    await withReference({ variants: ['templates-alt'] }, async (ref, api) => {
      expect(ref.fixtures.template).toEqual({ template_id: 'landing', variables: { ip: '192.0.2.20' } });
      const res = await api.post(`${dns}/template`, ref.fixtures.template);
      expect(res.status).toBe(201);
      expect(res.body.records_created.map((r: { name: string }) => r.name)).toEqual(['@', 'landing']);
      expect((await api.post(`${dns}/template`, { template_id: 'web-basic', variables: { ipv4: '192.0.2.1' } })).status).toBe(404);
    });
  });

  it('unknown-template-422: an unknown template_id is a 422', async () => {
    await withReference({ variants: ['unknown-template-422'] }, async (_ref, api) => {
      const res = await api.post(`${dns}/template`, { template_id: 'nope', variables: {} });
      expect(res.status).toBe(422);
      expect(res.body.details.field).toBe('template_id');
    });
  });
});

describe('AMB-USER-REPEAT: user-repeat-409', () => {
  it('answers 409 conflict to a repeated identifier; a new one is still 201', async () => {
    await withReference({ variants: ['user-repeat-409'] }, async (_ref, api) => {
      const res = await api.post('/api/v1/users', { user_identifier: 'fixture-owner' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('conflict');
      expect((await api.post('/api/v1/users', { user_identifier: 'fresh' })).status).toBe(201);
    });
  });
});

describe('AMB-LIST-LIMIT-OVER-MAX: limit-clamp', () => {
  it('clamps limit 101 to 100 and echoes 100; limit 0 is still rejected', async () => {
    await withReference({ variants: ['limit-clamp'] }, async (_ref, api) => {
      const res = await api.get('/api/v1/users?limit=101');
      expect(res.status).toBe(200);
      expect(res.body.limit).toBe(100);
      expect((await api.get('/api/v1/users?limit=0')).status).toBe(422);
    });
  });
});

describe('AMB-SHARED-DNS-STORE: separate-stores', () => {
  it("keeps core and extended records apart: neither path sees or counts the other's", async () => {
    await withReference({ variants: ['separate-stores'] }, async (_ref, api) => {
      const viaCore = (await api.post('/api/v1/dns_records', { domain_id: EXPIRED, type: 'A', name: 'c', value: '192.0.2.1' })).body;
      expect((await api.get(`/api/v1/dns_records/${viaCore.id}`)).status).toBe(200);
      expect((await api.get(dns)).body.total).toBe(0);
      expect((await api.get(`/api/v1/domains/${EXPIRED}`)).body.dns_records_count).toBe(0);
      expect((await api.get('/api/v1/dns_records/rec_fixture_active_a')).status).toBe(404);
      expect((await api.delete(`/api/v1/domains/${EXPIRED}/dns/${viaCore.id}`)).status).toBe(404);
      expect((await api.get(`/api/v1/domains/${ACTIVE}/dns`)).body.total).toBe(3);
    });
  });
});

describe('AMB-TYPE-ON-PUT: type-change-ignored', () => {
  it('answers 200 to a PUT with another type and keeps the type', async () => {
    await withReference({ variants: ['type-change-ignored'] }, async (_ref, api) => {
      const res = await api.put(`/api/v1/domains/${ACTIVE}/dns/rec_fixture_active_a`, { type: 'CNAME', ttl: 900 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ type: 'A', ttl: 900, content: '192.0.2.10' });
    });
  });
});

describe('AMB-MISSING-VALUE: missing-omitted', () => {
  it('leaves out an e-mail never given and the completion of a pending transfer; by default they are null', async () => {
    for (const [variants, present] of [
      [['missing-omitted'], false],
      [[], true],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        await api.post('/api/v1/users', { user_identifier: 'nomail' });
        const user = (await api.get('/api/v1/users/nomail')).body;
        expect('email' in user).toBe(present);
        const listed = (await api.get('/api/v1/users?limit=100')).body.users.find((u: any) => u.user_identifier === 'nomail');
        expect('email' in listed).toBe(present);
        const started = await api.post('/api/v1/domains/transfer', { domain_name: 'miss.com', user_identifier: 'fixture-owner', auth_code: 'a' });
        const read = (await api.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).body;
        expect(['completed_at' in read, 'domain_id' in read]).toEqual([present, present]);
        if (present) expect([user.email, read.completed_at, read.domain_id]).toEqual([null, null, null]);
        expect(read.started_at).toEqual(expect.any(String)); // only values that do not exist go
      });
    }
  });
});

describe('AMB-TIMESTAMP-FORM: timestamps-offset', () => {
  it('writes every timestamp with +05:30 and six fractional digits, the same instant as the default', async () => {
    await withReference({ variants: ['timestamps-offset'] }, async (_ref, api) => {
      const { created_at, updated_at } = (await api.post(dns, A)).body;
      for (const t of [created_at, updated_at]) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:30$/);
      expect(Math.abs(Date.parse(created_at) - Date.now())).toBeLessThan(60_000);
      expect((await api.get(`/api/v1/domains/${ACTIVE}`)).body.expires_at).toMatch(/\+05:30$/);
    });
  });
});

describe('AMB-TIMESTAMP-FORM: timestamps-whole-seconds', () => {
  it('writes every timestamp without a fraction, the instant truncated to its second; with timestamps-offset, a fraction of zeros', async () => {
    await withReference({ variants: ['timestamps-whole-seconds'] }, async (_ref, api) => {
      const { created_at, updated_at } = (await api.post(dns, A)).body;
      for (const t of [created_at, updated_at]) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Math.abs(Date.parse(created_at) - Date.now())).toBeLessThan(60_000);
    });
    await withReference({ variants: ['timestamps-whole-seconds', 'timestamps-offset'] }, async (_ref, api) => {
      const { created_at } = (await api.post(dns, A)).body;
      expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000\+05:30$/);
    });
  });
});

describe('AMB-DECIMAL-PLACES: decimals-trimmed', () => {
  it('writes amounts without trailing zeros ("0" for nothing spent); by default with two places', async () => {
    for (const [variants, spent] of [
      [['decimals-trimmed'], '0'],
      [[], '0.00'],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        await api.post('/api/v1/users', { user_identifier: 'spender' });
        expect((await api.get('/api/v1/users/spender')).body.total_spent).toBe(spent);
      });
    }
  });
});

describe('AMB-SRV-PRIORITY: srv-priority-from-content', () => {
  it("keeps the content's first part as an SRV priority, whatever the field says; by default the field", async () => {
    const named = { type: 'SRV', name: 'sip-tcp', content: '10 5 5060 sip.example.net', priority: 20 }; // the two disagree on purpose
    for (const [variants, priority] of [
      [['srv-priority-from-content'], 10],
      [[], 20],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        expect((await api.post(dns, named)).body.priority).toBe(priority);
      });
    }
  });
});

describe('AMB-LETTERS: unicode-letters', () => {
  it('accepts ñ in a user_identifier and a record name; by default rejects both', async () => {
    for (const [variants, accepted] of [
      [['unicode-letters'], true],
      [[], false],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        expect((await api.post('/api/v1/users', { user_identifier: 'peña' })).status === 201).toBe(accepted);
        expect((await api.post(dns, { ...A, name: 'mañana' })).status === 201).toBe(accepted);
        expect((await api.post('/api/v1/users', { user_identifier: 'pe ña' })).status).toBe(422); // a space is never a letter
      });
    }
  });
});

describe('AMB-RECORD-REPEAT: duplicate-record-409', () => {
  it('refuses a record equal to a stored one with 409 (bulk: in errors; template: 409); by default accepts a second one', async () => {
    await withReference({ variants: ['duplicate-record-409'] }, async (ref, api) => {
      expect((await api.post(dns, A)).status).toBe(201);
      const again = await api.post(dns, A);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('conflict');
      expect((await api.post(`${dns}/bulk`, { records: [A] })).body.errors).toHaveLength(1);
      expect((await api.post(`${dns}/template`, ref.fixtures.template)).status).toBe(201);
      expect((await api.post(`${dns}/template`, ref.fixtures.template)).status).toBe(409);
    });
    await withReference({}, async (_ref, api) => {
      expect((await api.post(dns, A)).status).toBe(201);
      expect((await api.post(dns, A)).status).toBe(201);
    });
  });
});

describe('AMB-TRANSPORT: realistic-http, slow-300ms', () => {
  it('realistic-http: the same JSON through compression, chunks, media-type parameters, odd header case, extra headers and fields', async () => {
    await withReference({ variants: ['realistic-http'] }, async (ref) => {
      const seen = { encodings: new Set<string>(), chunked: 0, close: 0, types: new Set<string>() };
      for (let i = 0; i < 12; i++) {
        const res = await request(ref.url)
          .get(`/api/v1/domains/${ACTIVE}`)
          .set('Authorization', `Bearer ${ref.fixtures.apiKey}`)
          .set('Accept-Encoding', 'gzip, deflate, br');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: ACTIVE, x_vendor_extension: expect.any(Object) }); // decoded whatever the coding
        expect(res.body.pricing.x_vendor_extension).toBeDefined();
        expect(Object.keys(res.body)).toEqual([...Object.keys(res.body)].sort().reverse());
        expect(res.headers['x-ratelimit-limit']).toBeDefined();
        expect(res.headers['x-request-id']).toBeDefined();
        seen.encodings.add(res.headers['content-encoding'] ?? 'identity');
        if (res.headers['transfer-encoding'] === 'chunked') seen.chunked++;
        if (res.headers.connection === 'close') seen.close++;
        seen.types.add(res.headers['content-type']);
      }
      expect([...seen.encodings].sort()).toEqual(['br', 'deflate', 'gzip', 'identity']);
      expect(seen.chunked).toBeGreaterThan(0);
      expect(seen.close).toBeGreaterThan(0);
      expect(seen.types.size).toBeGreaterThan(1);
    });
  });

  it('slow-300ms: every response at least 300 ms after its request', async () => {
    await withReference({ variants: ['slow-300ms'] }, async (_ref, api) => {
      const started = Date.now();
      expect((await api.get(`/api/v1/domains/${ACTIVE}`)).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    });
  });
});

describe('AMB-EMAIL-FORMAT: email-loose', () => {
  it('accepts an address only RFC 5321 refuses (a@-b.com); both readings refuse two @ and a space', async () => {
    for (const [variants, loose] of [
      [['email-loose'], true],
      [[], false],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        expect((await api.post('/api/v1/users', { user_identifier: 'loose1', email: 'a@-b.example.com' })).status === 201).toBe(loose);
        expect((await api.post('/api/v1/users', { user_identifier: 'loose2', email: 'a@@b.example.com' })).status).toBe(422);
        expect((await api.post('/api/v1/users', { user_identifier: 'loose3', email: 'a b@example.com' })).status).toBe(422);
      });
    }
  });
});

describe('AMB-CORE-RECORD-FIELDS, AMB-TXT-FORM, AMB-LABEL-LENGTH: core-example-shape, txt-quoted, ipv6-canonical', () => {
  it('writes core records in the example shape, TXT in quotes and AAAA in the RFC 5952 form', async () => {
    await withReference({ variants: ['core-example-shape', 'txt-quoted', 'ipv6-canonical'] }, async (_ref, api) => {
      const core = (await api.post('/api/v1/dns_records', { domain_id: EXPIRED, type: 'MX', name: 'm', value: 'mail.example.net', priority: 10 })).body;
      expect(Object.keys(core).sort()).toEqual(['id', 'name', 'ttl', 'type', 'value']);
      expect((await api.post(dns, { type: 'TXT', name: 't', content: 'say "hi"' })).body.content).toBe('"say \\"hi\\""');
      expect((await api.post(dns, { type: 'AAAA', name: 'six', content: '0:0:0:0:0:ffff:192.0.2.1' })).body.content).toBe('::ffff:c000:201');
    });
  });
});

describe('AMB-USER-REPEAT: user-find-200', () => {
  it('answers 200 to a POST that finds the user, 201 to one that creates it; excludes user-repeat-409', async () => {
    await withReference({ variants: ['user-find-200'] }, async (_ref, api) => {
      expect((await api.post('/api/v1/users', { user_identifier: 'found' })).status).toBe(201);
      const again = await api.post('/api/v1/users', { user_identifier: 'found' });
      expect(again.status).toBe(200);
      expect(again.body.user_identifier).toBe('found');
    });
    expect(() => createReference({ variants: ['user-repeat-409', 'user-find-200'] })).toThrow(/exclude/);
  });
});

describe('AMB-RATE-LIMIT-GROUP: core-limit-custom, core-quota-on-shared-paths, renew-transfers-group', () => {
  const limitOf = (res: { headers: Record<string, string> }) => Number(res.headers['x-ratelimit-limit']);

  it(`core-limit-custom: the core-only paths allow and report ${CUSTOM_CORE_LIMIT} a window; the other groups keep theirs`, async () => {
    await withReference({ variants: ['core-limit-custom'], now: () => Date.UTC(2030, 0, 15, 12, 0, 1) }, async (_ref, api) => {
      for (let i = 1; i <= CUSTOM_CORE_LIMIT; i++) expect(limitOf(await api.get('/api/v1/dns_records/rec_nope'))).toBe(CUSTOM_CORE_LIMIT);
      expect((await api.get('/api/v1/dns_records/rec_nope')).status).toBe(429);
      expect(limitOf(await api.get(`/api/v1/domains/${ACTIVE}`))).toBe(limits.rateLimitGroups.domain_retrieval.limit);
    });
  });

  it('core-quota-on-shared-paths: createUser, listUserDomains and getDomain report the core hourly quota, an hour from the first request', async () => {
    const clock = manualClock(Date.UTC(2030, 0, 15, 12, 59, 30));
    await withReference({ variants: ['core-quota-on-shared-paths'], windowMs: 1000, now: clock.now }, async (_ref, api) => {
      const hourEnds = String(Date.UTC(2030, 0, 15, 13, 59, 30) / 1000); // not the epoch hour (13:00): the quota started with this key's first request
      const answers = [
        await api.post('/api/v1/users', { user_identifier: 'hourly' }),
        await api.get('/api/v1/users/fixture-owner/domains'),
        await api.get(`/api/v1/domains/${ACTIVE}`),
      ];
      expect(answers.map((res) => [limitOf(res), res.headers['x-ratelimit-remaining'], res.headers['x-ratelimit-reset']])).toEqual([
        [limits.rateLimitGroups.core.hourlyLimit, '999', hourEnds],
        [limits.rateLimitGroups.core.hourlyLimit, '998', hourEnds],
        [limits.rateLimitGroups.core.hourlyLimit, '997', hourEnds],
      ]);
      expect(limitOf(await api.get('/api/v1/users/fixture-owner'))).toBe(limits.rateLimitGroups.user_retrieval.limit); // extended-only: its group
    });
  });

  it('renew-transfers-group: renewDomain counts against Domain transfers, with the transfer status reads', async () => {
    await withReference({ variants: ['renew-transfers-group'], now: () => Date.UTC(2030, 0, 15, 12, 0, 1) }, async (_ref, api) => {
      const renew = await api.post(`/api/v1/domains/${ACTIVE}/renew`, { years: 1 });
      expect(renew.status).toBe(200);
      expect([limitOf(renew), renew.headers['x-ratelimit-remaining']]).toEqual([limits.rateLimitGroups.domain_transfers.limit, '9']);
      expect((await api.get('/api/v1/domains/transfers/trf_nope')).headers['x-ratelimit-remaining']).toBe('8');
    });
  });
});

describe('AMB-RATE-LIMIT-WINDOW and AMB-RATE-LIMIT-RESET-FORM: ratelimit-token-bucket, ratelimit-fractional-reset', () => {
  const headers = (res: { headers: Record<string, string> }) => [res.headers['x-ratelimit-remaining'], res.headers['x-ratelimit-reset']];

  it('ratelimit-token-bucket: Remaining may stay equal while Reset moves; 429 when the bucket is empty, served again once a token came back', async () => {
    const start = Date.UTC(2030, 0, 15, 12, 0, 0, 100);
    const clock = manualClock(start);
    const transfers = limits.rateLimitGroups.domain_transfers.limit;
    const perToken = 60_000 / transfers; // a 60 s window: one token every 6 s
    await withReference({ variants: ['ratelimit-token-bucket', 'ratelimit-fractional-reset'], now: clock.now }, async (_ref, api) => {
      const read = () => api.get('/api/v1/domains/transfers/trf_nope');
      expect(headers(await read())).toEqual([String(transfers - 1), ((start + perToken) / 1000).toFixed(3)]);
      clock.advance(perToken); // one token back: the same Remaining, a Reset one step later
      expect(headers(await read())).toEqual([String(transfers - 1), ((start + 2 * perToken) / 1000).toFixed(3)]);
      for (let i = 2; i <= transfers; i++) expect((await read()).status).toBe(404);
      const refused = await read();
      expect(refused.status).toBe(429);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      clock.set(Number(refused.headers['x-ratelimit-reset']) * 1000); // Reset: the bucket is full again
      expect(headers(await read())[0]).toBe(String(transfers - 1));
    });
  });

  it('ratelimit-errors-uncounted: a request answered with an error is given back once answered, a served one is not', async () => {
    await withReference({ variants: ['ratelimit-errors-uncounted'], now: () => Date.UTC(2030, 0, 15, 12, 0, 0, 100) }, async (_ref, api) => {
      const limit = limits.rateLimitGroups.domain_retrieval.limit;
      const remaining = async (id: string, status: number) => {
        const res = await api.get(`/api/v1/domains/${id}`);
        expect(res.status).toBe(status);
        return Number(res.headers['x-ratelimit-remaining']);
      };
      // Its own response reports the error taken; the next request finds it given back.
      expect([await remaining('dom_nope', 404), await remaining('dom_nope', 404)]).toEqual([limit - 1, limit - 1]);
      expect([await remaining(ACTIVE, 200), await remaining(ACTIVE, 200)]).toEqual([limit - 1, limit - 2]);
    });
  });

  it('by default: fixed windows, Reset in whole seconds, the same for every request of a window', async () => {
    await withReference({ now: () => Date.UTC(2030, 0, 15, 12, 0, 0, 100) }, async (_ref, api) => {
      const resets = [await api.get('/api/v1/domains/tlds'), await api.get('/api/v1/domains/tlds')].map((res) => res.headers['x-ratelimit-reset']);
      expect(resets).toEqual([String(Date.UTC(2030, 0, 15, 12, 1, 0) / 1000), String(Date.UTC(2030, 0, 15, 12, 1, 0) / 1000)]);
    });
  });
});

describe('AMB-CORE-UNKNOWN-DOMAIN: core-unknown-domain-422', () => {
  const body = { domain_id: 'dom_nope', type: 'A', name: 'x', value: '192.0.2.1' };

  it('refuses a core record for a domain_id naming no domain with 422 on domain_id (400 with invalid-400); by default 404', async () => {
    await withReference({ variants: ['core-unknown-domain-422'] }, async (_ref, api) => {
      const res = await api.post('/api/v1/dns_records', body);
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual({ field: 'domain_id', code: 'invalid_format' });
      expect((await api.post('/api/v1/dns_records', { ...body, domain_id: FOREIGN })).status).toBe(403); // a domain that exists: as before
    });
    await withReference({ variants: ['core-unknown-domain-422', 'invalid-400'] }, async (_ref, api) => {
      expect((await api.post('/api/v1/dns_records', body)).status).toBe(400);
    });
    await withReference({}, async (_ref, api) => {
      expect((await api.post('/api/v1/dns_records', body)).status).toBe(404);
    });
  });
});

describe('AMB-ID-SHAPE: typed-ids', () => {
  it('refuses an id of another shape with 400 naming the parameter; an id of its shape that names nothing is still a 404', async () => {
    await withReference({ variants: ['typed-ids'] }, async (_ref, api) => {
      const malformed = await api.get('/api/v1/domains/pdc-x-missing');
      expect(malformed.status).toBe(400);
      expect(malformed.body.details).toEqual({ field: 'domain_id', code: 'invalid_format' });
      expect((await api.get('/api/v1/dns_records/12345')).status).toBe(400);
      expect((await api.get('/api/v1/domains/transfers/trf-nope')).status).toBe(400);
      expect((await api.get('/api/v1/domains/dom_fixture_nothing')).status).toBe(404);
      expect((await api.get(`/api/v1/domains/${ACTIVE}/dns`)).status).toBe(200);
    });
    await withReference({}, async (_ref, api) => {
      expect((await api.get('/api/v1/domains/pdc-x-missing')).status).toBe(404);
    });
  });
});

describe('AMB-TYPE-COERCION: coerce-types', () => {
  it('casts "yes" and 1 to true and a numeric user_identifier to its text; an array stays refused; by default every other type is refused', async () => {
    await withReference({ variants: ['coerce-types'] }, async (_ref, api) => {
      const put = await api.put(`/api/v1/domains/${ACTIVE}`, { auto_renew: 'no', whois_privacy: 1 });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ auto_renew: false, whois_privacy: true });
      const user = await api.post('/api/v1/users', { user_identifier: 424242 });
      expect(user.status).toBe(201);
      expect(user.body.user_identifier).toBe('424242');
      expect((await api.put(`/api/v1/domains/${ACTIVE}`, { auto_renew: ['yes'] })).status).toBeGreaterThanOrEqual(400);
    });
    await withReference({}, async (_ref, api) => {
      expect((await api.put(`/api/v1/domains/${ACTIVE}`, { auto_renew: 'yes' })).status).toBeGreaterThanOrEqual(400);
      expect((await api.post('/api/v1/users', { user_identifier: 424242 })).status).toBeGreaterThanOrEqual(400);
    });
  });
});

describe('AMB-LIST-PARAM-INVALID: list-params-fallback', () => {
  it('reads an unusable limit, offset, sort or order as absent; a limit over 100 stays refused; by default each is a 422', async () => {
    await withReference({ variants: ['list-params-fallback'] }, async (_ref, api) => {
      const page = await api.get('/api/v1/users?limit=ten&offset=-1&sort=email&order=up');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ limit: 50, offset: 0 });
      expect((await api.get('/api/v1/users?limit=101')).status).toBe(422);
    });
    await withReference({}, async (_ref, api) => {
      for (const q of ['limit=ten', 'offset=-1', 'sort=email', 'order=up']) expect((await api.get(`/api/v1/users?${q}`)).status).toBe(422);
    });
  });
});

describe('AMB-RECORD-REPEAT: cname-root-409', () => {
  it('refuses a CNAME at the root with 409 conflict naming the type; by default with 422 naming the name', async () => {
    await withReference({ variants: ['cname-root-409'] }, async (_ref, api) => {
      const res = await api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'CNAME', name: '@', content: 'target.example.net' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'conflict', details: { field: 'type' } });
    });
    await withReference({}, async (_ref, api) => {
      const res = await api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'CNAME', name: '@', content: 'target.example.net' });
      expect(res.status).toBe(422);
      expect(res.body.details.field).toBe('name');
    });
  });
});

describe('AMB-NAME-FORM: names-fqdn', () => {
  it('writes extended record names fully qualified, the root as the domain; by default as sent', async () => {
    await withReference({ variants: ['names-fqdn'] }, async (ref, api) => {
      const zone = ref.fixtures.domains.find((d) => d.id === ACTIVE)!.name;
      const created = await api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'TXT', name: 'fq', content: 'x' });
      expect(created.body.name).toBe(`fq.${zone}`);
      const listed = (await api.get(`/api/v1/domains/${ACTIVE}/dns`)).body.records;
      expect(listed.find((r: any) => r.id === 'rec_fixture_active_a').name).toBe(zone);
    });
    await withReference({}, async (_ref, api) => {
      expect((await api.post(`/api/v1/domains/${ACTIVE}/dns`, { type: 'TXT', name: 'fq', content: 'x' })).body.name).toBe('fq');
    });
  });
});

describe('AMB-RENEW-YEAR: renew-365-days, renew-cap-10-years', () => {
  it('renews by 365 days, or refuses a renewal past 10 years from today with 422; by default by a calendar year', async () => {
    const renew = async (variants: string[], years: number) =>
      withReference({ variants }, async (_ref, api) => {
        const before = Date.parse((await api.get(`/api/v1/domains/${ACTIVE}`)).body.expires_at);
        const res = await api.post(`/api/v1/domains/${ACTIVE}/renew`, { years });
        return { status: res.status, days: res.status === 200 ? (Date.parse(res.body.expires_at) - before) / 86_400_000 : undefined };
      });
    expect(await renew(['renew-365-days'], 4)).toEqual({ status: 200, days: 4 * 365 });
    expect((await renew(['renew-cap-10-years'], 10)).status).toBe(422);
    expect((await renew(['renew-cap-10-years'], 1)).status).toBe(200);
    expect((await renew([], 4)).days).toBe(4 * 365 + 1);
  });
});

describe('AMB-AVAIL-INVALID-NAME, AMB-TLD-SET: invalid-name-unavailable, tlds-unlisted, unsupported-tld-refused', () => {
  it('answers a name that is not a domain name as not registrable, lists no TLD, and refuses a TLD it does not offer; by default the other way', async () => {
    for (const [variants, changed] of [
      [['invalid-name-unavailable', 'tlds-unlisted', 'unsupported-tld-refused'], true],
      [[], false],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        const invalid = await api.get('/api/v1/domains/availability/bad_!.com');
        if (changed) expect([invalid.status, invalid.body]).toMatchObject([200, { available: false, price: null, currency: null }]);
        else expect(invalid.status).toBe(422);
        expect((await api.get('/api/v1/domains/tlds')).body.tlds.length === 0).toBe(changed);
        const unoffered = await api.get('/api/v1/domains/availability/some-name.example');
        if (changed) expect([unoffered.status, unoffered.body.details?.field]).toEqual([422, 'domain_name']);
        else expect([unoffered.status, unoffered.body.available, unoffered.body.price]).toEqual([200, false, null]);
        expect((await api.get('/api/v1/domains/availability/some-name.net')).body.available).toBe(true); // offered TLDs are served all the same
      });
    }
  });
});

describe('AMB-DOMAIN-NAME-FORM: domain-names-absolute', () => {
  it('writes domain_name of availability results, their suggestions and transfers with a trailing dot', async () => {
    await withReference({ variants: ['domain-names-absolute'] }, async (_ref, api) => {
      const availability = (await api.get('/api/v1/domains/availability/Absolute-Name.com')).body;
      expect(availability.domain_name).toBe('absolute-name.com.');
      expect(availability.suggestions.every((s: string) => s.endsWith('.'))).toBe(true);
      const started = await api.post('/api/v1/domains/transfer', { domain_name: 'absolute-name.com', user_identifier: 'fixture-owner', auth_code: 'a' });
      expect(started.body.domain_name).toBe('absolute-name.com.');
      expect((await api.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).body.domain_name).toBe('absolute-name.com.');
    });
  });
});

describe('AMB-TRANSFER-REPEAT, AMB-TRANSFER-STARTED-AT: transfer-fails-at-once, transfer-started-at-on-processing', () => {
  const transfer = { domain_name: 'again.com', user_identifier: 'fixture-owner', auth_code: 'a' };

  it('transfer-fails-at-once: answers pending, reads failed, and takes a second transfer of the domain; by default the second is a 409', async () => {
    for (const [variants, fails] of [
      [['transfer-fails-at-once'], true],
      [[], false],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        const started = await api.post('/api/v1/domains/transfer', transfer);
        expect(started.body.status).toBe('pending'); // §3, whatever happens next
        expect((await api.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).body.status).toBe(fails ? 'failed' : 'pending');
        expect((await api.post('/api/v1/domains/transfer', transfer)).status).toBe(fails ? 201 : 409);
      });
    }
  });

  it('transfer-started-at-on-processing: started_at null while pending, left out under missing-omitted; by default the time of submission', async () => {
    for (const [variants, startedAt] of [
      [['transfer-started-at-on-processing'], null],
      [['transfer-started-at-on-processing', 'missing-omitted'], undefined],
      [[], expect.any(String)],
    ] as const) {
      await withReference({ variants: [...variants] }, async (_ref, api) => {
        const started = await api.post('/api/v1/domains/transfer', transfer);
        const read = (await api.get(`/api/v1/domains/transfers/${started.body.transfer_id}`)).body;
        expect(read.started_at).toEqual(startedAt);
        expect('started_at' in read).toBe(startedAt !== undefined);
      });
    }
  });
});
