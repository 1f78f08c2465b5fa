// tests/reference/users.test.ts: the reference's users: session creation (§4.1, §2.1), detail, list paging and sorting, update, delete with cascade (§4.2).
import { describe, expect, it } from 'vitest';
import { constants } from '../../contracts/spec-data.js';
import { ACTIVE, manualClock, useReference } from './running-reference.js';

const clock = manualClock();
const HOUR = 3_600_000;

describe('POST /api/v1/users (§4.1 find or create, §2.1 fields)', () => {
  const t = useReference({ now: clock.now });

  it('creates a user: 201 with user_identifier, a login_url and expires_at 24 hours later', async () => {
    const res = await t.api.post('/api/v1/users', { user_identifier: 'new_user-1', email: 'new@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user_identifier: 'new_user-1',
      login_url: expect.stringMatching(/^https:\/\/embed\.reference\.invalid\/session\/[A-Za-z0-9_-]{20,}$/),
      expires_at: new Date(clock.now() + constants.sessionValidityHours * HOUR).toISOString(),
    });
    const detail = await t.api.get('/api/v1/users/new_user-1');
    expect(detail.body).toMatchObject({ email: 'new@example.com', created_at: new Date(clock.now()).toISOString(), domain_count: 0, total_spent: '0.00' });
  });

  it('finds an existing user on a repeated call: 201, a new session, the same user, no second user', async () => {
    const first = await t.api.post('/api/v1/users', { user_identifier: 'repeat' });
    clock.advance(HOUR);
    const second = await t.api.post('/api/v1/users', { user_identifier: 'repeat' });
    expect(second.status).toBe(201);
    expect(second.body.login_url).not.toBe(first.body.login_url);
    expect(Date.parse(second.body.expires_at) - Date.parse(first.body.expires_at)).toBe(HOUR);
    const detail = await t.api.get('/api/v1/users/repeat');
    expect(detail.body.last_login).toBe(new Date(clock.now()).toISOString());
    expect(detail.body.created_at).toBe(new Date(clock.now() - HOUR).toISOString());
    const list = await t.api.get('/api/v1/users?limit=100');
    expect(list.body.users.filter((u: { user_identifier: string }) => u.user_identifier === 'repeat')).toHaveLength(1);
  });

  it('answers 400 missing_required_field when user_identifier is absent', async () => {
    const res = await t.api.post('/api/v1/users', { email: 'a@example.com' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'validation_error', message: expect.any(String), details: { field: 'user_identifier', code: 'missing_required_field' } });
  });

  it(`accepts a user_identifier of ${constants.userIdentifierMaxLength} characters and rejects ${constants.userIdentifierMaxLength + 1} with 422`, async () => {
    const max = constants.userIdentifierMaxLength;
    expect((await t.api.post('/api/v1/users', { user_identifier: 'u'.repeat(max) })).status).toBe(201);
    const res = await t.api.post('/api/v1/users', { user_identifier: 'u'.repeat(max + 1) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: 'unprocessable_entity', details: { field: 'user_identifier', code: 'invalid_format' } });
  });

  it.each(['has space', 'dot.ted', 'at@sign', 'ünïcode', ''])('rejects user_identifier %j with 422 invalid_format', async (uid) => {
    const res = await t.api.post('/api/v1/users', { user_identifier: uid });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ field: 'user_identifier', code: 'invalid_format' });
  });

  it('rejects a user_identifier that is not a string with 400', async () => {
    expect((await t.api.post('/api/v1/users', { user_identifier: 42 })).status).toBe(400);
  });

  it.each(['not-an-email', 'a@b', '@example.com', 'a@@example.com', 'a b@example.com'])(
    'rejects email %j with 422 details {field: email, code: invalid_format}',
    async (email) => {
      const res = await t.api.post('/api/v1/users', { user_identifier: 'mail-test', email });
      expect(res.status).toBe(422);
      expect(res.body.details).toEqual({ field: 'email', code: 'invalid_format' });
      expect((await t.api.get('/api/v1/users/mail-test')).status).toBe(404);
    },
  );
});

describe('GET /api/v1/users/{user_identifier} (§4.2 user detail)', () => {
  const t = useReference({ now: clock.now });

  it('returns the detail fields with total_spent as a decimal string', async () => {
    const res = await t.api.get('/api/v1/users/fixture-owner');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user_identifier: 'fixture-owner',
      email: 'owner@fixture.example',
      created_at: expect.stringMatching(/Z$/),
      last_login: expect.stringMatching(/Z$/),
      domain_count: 4,
      total_spent: '78.96', // registration prices 12.99 + 13.99 + 11.99 + 39.99,
    });
  });

  it('shows email null for a user without one', async () => {
    expect((await t.api.get('/api/v1/users/fixture-empty')).body).toMatchObject({ email: null, domain_count: 0, total_spent: '0.00' });
  });

  it('answers 404 not_found for an unknown user', async () => {
    const res = await t.api.get('/api/v1/users/nobody-here');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe('GET /api/v1/users (§4.2 list: limit, offset, sort, order)', () => {
  const t = useReference({ now: clock.now });

  /** Creates users one minute apart, so created_at orders them. */
  async function createUsers(count: number) {
    for (let i = 0; i < count; i++) {
      clock.advance(60_000);
      await t.api.post('/api/v1/users', { user_identifier: `list-${String(i).padStart(2, '0')}` }).expect(201);
    }
  }
  const ids = (body: { users: Array<{ user_identifier: string }> }) => body.users.map((u) => u.user_identifier);

  it('defaults to limit 50, offset 0, newest created first, and reports the total', async () => {
    await createUsers(3);
    const res = await t.api.get('/api/v1/users');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, limit: constants.listUsersLimitDefault, offset: 0 });
    expect(ids(res.body)).toEqual(['list-02', 'list-01', 'list-00', 'fixture-empty', 'fixture-owner']);
    expect(Object.keys(res.body.users[0]).sort()).toEqual(['created_at', 'domain_count', 'email', 'last_login', 'user_identifier']);
  });

  it('pages with limit and offset; total counts every user', async () => {
    await createUsers(4);
    const page = await t.api.get('/api/v1/users?limit=2&offset=1&order=asc');
    expect(page.body).toMatchObject({ total: 6, limit: 2, offset: 1 });
    expect(ids(page.body)).toEqual(['fixture-empty', 'list-00']);
    const beyond = await t.api.get('/api/v1/users?offset=10');
    expect(beyond.body).toMatchObject({ users: [], total: 6 });
  });

  it('sorts by domain_count and last_login in both orders', async () => {
    await createUsers(1);
    expect(ids((await t.api.get('/api/v1/users?sort=domain_count&order=desc')).body)[0]).toBe('fixture-owner');
    expect(ids((await t.api.get('/api/v1/users?sort=domain_count&order=asc')).body).at(-1)).toBe('fixture-owner');
    expect(ids((await t.api.get('/api/v1/users?sort=last_login&order=desc')).body)[0]).toBe('list-00');
    expect(ids((await t.api.get('/api/v1/users?sort=last_login&order=asc')).body)[0]).toBe('fixture-empty');
  });

  it('breaks ties in creation order, the same on every call', async () => {
    // Same instant: created_at ties, creation order decides.
    for (const uid of ['tie-b', 'tie-a', 'tie-c']) await t.api.post('/api/v1/users', { user_identifier: uid }).expect(201);
    const asc = ids((await t.api.get('/api/v1/users?order=asc')).body);
    expect(asc.slice(-3)).toEqual(['tie-b', 'tie-a', 'tie-c']);
    const desc = ids((await t.api.get('/api/v1/users')).body);
    expect(desc.slice(0, 3)).toEqual(['tie-c', 'tie-a', 'tie-b']);
  });

  it(`accepts limit ${constants.listUsersLimitMax}`, async () => {
    expect((await t.api.get(`/api/v1/users?limit=${constants.listUsersLimitMax}`)).body.limit).toBe(constants.listUsersLimitMax);
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${constants.listUsersLimitMax + 1}`, 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['sort=name', 'sort'],
    ['order=up', 'order'],
    ['limit=1&limit=2', 'limit'],
  ])('rejects %s with 422 naming the parameter', async (query, field) => {
    const res = await t.api.get(`/api/v1/users?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ field, code: 'invalid_format' });
  });
});

describe('PUT and DELETE /api/v1/users/{user_identifier} (§4.2)', () => {
  const t = useReference({ now: clock.now });

  it('updates the email: {user_identifier, email, updated_at}, and the change persists', async () => {
    clock.advance(1000);
    const res = await t.api.put('/api/v1/users/fixture-empty', { email: 'now@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_identifier: 'fixture-empty', email: 'now@example.com', updated_at: new Date(clock.now()).toISOString() });
    expect((await t.api.get('/api/v1/users/fixture-empty')).body.email).toBe('now@example.com');
  });

  it('rejects an invalid email with 422 and keeps the old one', async () => {
    const res = await t.api.put('/api/v1/users/fixture-owner', { email: 'broken' });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ field: 'email', code: 'invalid_format' });
    expect((await t.api.get('/api/v1/users/fixture-owner')).body.email).toBe('owner@fixture.example');
  });

  it('answers 404 to an update or delete of an unknown user', async () => {
    expect((await t.api.put('/api/v1/users/nobody', { email: 'a@example.com' })).status).toBe(404);
    expect((await t.api.delete('/api/v1/users/nobody')).status).toBe(404);
  });

  it("deletes with 204 and an empty body, and removes the user's domains, records and transfers", async () => {
    const transfer = await t.api.post('/api/v1/domains/transfer', { domain_name: 'cascade-check.com', user_identifier: 'fixture-owner', auth_code: 'A1' });
    expect(transfer.status).toBe(201);
    const res = await t.api.delete('/api/v1/users/fixture-owner');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    expect((await t.api.get('/api/v1/users/fixture-owner')).status).toBe(404);
    expect((await t.api.get('/api/v1/users/fixture-owner/domains')).status).toBe(404);
    expect((await t.api.get(`/api/v1/domains/${ACTIVE}`)).status).toBe(404);
    expect((await t.api.get('/api/v1/dns_records/rec_fixture_active_a')).status).toBe(404);
    expect((await t.api.get(`/api/v1/domains/transfers/${transfer.body.transfer_id}`)).status).toBe(404);
    expect((await t.api.get('/api/v1/users')).body.total).toBe(1);
    expect((await t.api.get('/api/v1/domains/availability/fixture-active-site.com')).body.available).toBe(true);
  });
});
