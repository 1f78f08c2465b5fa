// suites/users.test.ts: users and sessions: POST, GET, PUT and DELETE /api/v1/users/{user_identifier} (§2.1, §4.1, §4.2, §5 rule 6).
import { constants } from '../contracts/spec-data.js';
import { check } from '../harness/check.js';
import { freshDomainName } from '../harness/domain-names.js';
import { expectError, expectRejected, expectSuccess, expectEqual, expectThat, expectTimestamp, fail } from '../harness/expect.js';
import { updateUntilLater } from '../harness/later-instant.js';
import { busyIf, measureWhileOthersQuiet } from '../harness/shared-key.js';
import {
  createUser,
  emailFor,
  expectFoundSession,
  expectNoUser,
  identifierOfLength,
  idsOf,
  listUsers,
  newestFirst,
  othersUsersChanged,
  readUser,
} from '../harness/users.js';

const C = constants;
const core = { iface: 'core' as const };
/** Rules of POST /api/v1/users hold in both interfaces: the check runs under whichever the profile includes. */
const shared = {};
const extended = { iface: 'extended' as const };
const HOUR_MS = 3_600_000;
/** Clock difference tolerated between the target and the suite when reading expires_at. */
const CLOCK_TOLERANCE_MS = 5 * 60_000;

// ---------------------------------------------------------------- POST /api/v1/users

check(
  {
    id: 'USER-CREATE-CORE-201',
    title: 'creates a user with 201, echoes its user_identifier and returns a login_url that is an absolute http(s) URL',
    operation: 'createUser',
    spec: '§4.1, §2.1',
    requirements: ['USER-CREATE-STATUS', 'USER-SESSION-ECHO', 'USER-SESSION-SHAPE'],
    ...core,
  },
  async (ctx) => {
    const session = await createUser(ctx, ctx.uniqueName('core'), emailFor('core'));
    let url: URL | undefined;
    try {
      url = new URL(session.login_url);
    } catch {
      url = undefined;
    }
    expectThat(
      url && (url.protocol === 'https:' || url.protocol === 'http:'),
      `login_url: expected an absolute http(s) URL to embed in an iframe (§1, §2.1), received ${JSON.stringify(session.login_url)}`,
    );
  },
);

check(
  {
    id: 'USER-SESSION-EXPIRES-24H',
    title: 'returns a session whose expires_at is an ISO 8601 timestamp 24 hours after creation',
    operation: 'createUser',
    spec: '§2.1, §3, §4.2, §8',
    requirements: ['USER-SESSION-SHAPE', 'USER-SESSION-24H', 'USER-SESSION-ECHO'],
    ...extended,
  },
  async (ctx) => {
    const before = Date.now();
    const res = await ctx.api.call('createUser', { body: { user_identifier: ctx.uniqueName('session') } });
    const after = Date.now();
    const session = await expectSuccess(ctx, res);
    const expires = expectTimestamp('expires_at', session.expires_at);
    // Against the suite's clock, or the target's own (its Date header), with a few minutes of tolerance either way.
    const serverNow = Date.parse(res.headers.date ?? '');
    const nearLocal = expires >= before + 24 * HOUR_MS - CLOCK_TOLERANCE_MS && expires <= after + 24 * HOUR_MS + CLOCK_TOLERANCE_MS;
    const nearServer = !Number.isNaN(serverNow) && Math.abs(expires - (serverNow + 24 * HOUR_MS)) <= CLOCK_TOLERANCE_MS + 1000;
    expectThat(
      nearLocal || nearServer,
      `expires_at: expected about ${new Date(before + 24 * HOUR_MS).toISOString()} ` +
        `(creation + ${C.sessionValidityHours} h, §3 "User sessions expire 24 hours after creation"), received ${session.expires_at}`,
    );
  },
);

check(
  {
    id: 'USER-LOGIN-URL-NOT-API-KEY',
    title: 'returns a login_url that does not carry the partner API key (it is a separate credential)',
    operation: 'createUser',
    spec: '§5 rule 6',
    requirements: ['USER-LOGIN-URL-CREDENTIAL'],
    ...shared,
  },
  async (ctx) => {
    const session = await createUser(ctx, ctx.uniqueName('cred'));
    const url = String(session.login_url);
    const leaks = [ctx.run.apiKey, encodeURIComponent(ctx.run.apiKey)].some((k) => k && url.includes(k));
    if (leaks) fail('login_url: must be a separate credential (§5 rule 6), but it contains the partner API key ($CONFORMANCE_API_KEY)');
  },
);

/** The parts of a login_url that may be its session token: the whole URL, and every path segment, query value or fragment of 16+ characters. */
function loginUrlTokens(loginUrl: string): string[] {
  const found = new Set<string>([loginUrl]);
  let url: URL;
  try {
    url = new URL(loginUrl, 'http://relative.invalid');
  } catch {
    return [...found];
  }
  const parts = [...url.pathname.split('/'), ...url.searchParams.values(), url.hash.replace(/^#/, '')];
  for (const part of parts) {
    let value = part;
    try {
      value = decodeURIComponent(part);
    } catch {}
    if (value.length >= 16 && /^\S+$/.test(value)) found.add(value);
  }
  return [...found];
}

check(
  {
    id: 'USER-LOGIN-URL-TOKEN-NOT-API-KEY',
    title: 'answers 401 when the login_url, or a token taken from it, is presented as the bearer API key',
    operation: 'createUser',
    spec: '§5 rule 6, rule 3',
    requirements: ['USER-LOGIN-URL-CREDENTIAL'],
    ...shared,
  },
  async (ctx) => {
    // §5 rule 6 "The session login_url ... is a separate credential for the embedded interface": it is not an API key, so
    // §5 rule 3 "A missing or invalid key yields 401" applies when it is presented as one. Where the token sits in the URL is
    // not shown, so every long part of it is tried.
    const id = ctx.uniqueName('sesstok');
    const session = await createUser(ctx, id);
    for (const token of loginUrlTokens(String(session.login_url))) {
      const res = await ctx.api.call('listUserDomains', { params: { user_id: id }, auth: { authorization: `Bearer ${token}` } });
      if (res.status !== 401) {
        fail(`GET /api/v1/users/{user_id}/domains with a part of login_url as the bearer key: expected 401 (§5 rules 3 and 6), received ${res.status}`, res);
      }
      expectError(ctx, res, { statuses: [401] });
    }
  },
);

check(
  {
    id: 'USER-CREATE-WITHOUT-EMAIL',
    title: 'creates a user sent without email; the user then exists',
    operation: 'createUser',
    spec: '§2.1, §4.1',
    requirements: ['USER-EMAIL-OPTIONAL', 'USER-CREATE-STATUS'],
    ...shared,
  },
  async (ctx) => {
    const id = ctx.uniqueName('noemail');
    await createUser(ctx, id);
    const res = await ctx.api.call('listUserDomains', { params: { user_identifier: id } });
    const body = await expectSuccess(ctx, res, 'listUserDomains', 'core');
    expectEqual(`domains of the new user ${id}`, body.domains, []);
  },
);

check(
  {
    id: 'USER-ID-MISSING-400',
    title: 'rejects a POST without user_identifier with 400 (missing_required_field)',
    operation: 'createUser',
    spec: '§2.1, §7',
    requirements: ['USER-ID-REQUIRED', 'ERR-DETAIL-MISSING-FIELD'],
    ...shared,
  },
  async (ctx) => {
    const res = await ctx.api.call('createUser', { body: { email: emailFor(ctx.uniqueName('missing')) } });
    expectError(ctx, res, { statuses: [400], field: 'user_identifier', detailCode: 'missing_required_field' });
  },
);

check(
  {
    id: 'USER-ID-255-ACCEPTED',
    title: `accepts a user_identifier of ${C.userIdentifierMaxLength} characters and echoes it whole`,
    operation: 'createUser',
    spec: '§2.1, §8',
    requirements: ['USER-ID-MAXLEN', 'USER-SESSION-ECHO'],
    ...shared,
  },
  async (ctx) => {
    const id = identifierOfLength(ctx, C.userIdentifierMaxLength);
    expectEqual('length of the identifier sent', id.length, C.userIdentifierMaxLength);
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'core');
  },
);

check(
  {
    id: 'USER-ID-256-REJECTED',
    title: `rejects a user_identifier of ${C.userIdentifierMaxLength + 1} characters and creates no user`,
    operation: 'createUser',
    spec: '§2.1, §8',
    requirements: ['USER-ID-MAXLEN'],
    ...shared,
  },
  async (ctx) => {
    const id = identifierOfLength(ctx, C.userIdentifierMaxLength + 1);
    expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), { field: 'user_identifier' });
    await expectNoUser(ctx, id, 'a rejected POST creates nothing');
  },
);

for (const [tag, ch, what] of [
  ['DOT', '.', 'a dot'],
  ['SPACE', ' ', 'a space'],
  ['AT', '@', 'an @'],
  ['SLASH', '/', 'a slash'],
] as const) {
  check(
    {
      id: `USER-ID-${tag}-REJECTED`,
      title: `rejects a user_identifier containing ${what} (only letters, digits, underscore and hyphen are allowed)`,
      operation: 'createUser',
      spec: '§2.1',
      requirements: ['USER-ID-CHARSET'],
      ...shared,
    },
    async (ctx) => {
      const id = `${ctx.uniqueName('chars')}${ch}x`;
      expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id } }), { field: 'user_identifier' });
      // A slash cannot be named in a path segment reliably (proxies treat %2F differently): no read-back for it.
      if (ch !== '/') await expectNoUser(ctx, id, 'a rejected POST creates nothing');
    },
  );
}

// §2.1 "only letters, digits, underscore, hyphen": "letters" is not defined (AMB-LETTERS). Punctuation and spaces are rejected above; a letter
// outside ASCII may be accepted or rejected, and the report records which. Either way the answer is consistent: accepted means the user exists.
check(
  {
    id: 'USER-ID-NON-ASCII-LETTER',
    title: 'accepts a user_identifier with ñ (the user then exists) or rejects it (and creates nothing): either reading of "letters" (observed)',
    operation: 'createUser',
    spec: '§2.1',
    requirements: ['USER-ID-CHARSET'],
    ...shared,
  },
  async (ctx) => {
    const id = `${ctx.uniqueName('letter')}ñx`;
    const res = await ctx.api.call('createUser', { body: { user_identifier: id } });
    if (res.status >= 200 && res.status < 300) {
      ctx.observe('AMB-LETTERS', 'unicode-letters');
      const session = await expectSuccess(ctx, res);
      expectEqual('user_identifier echoed', session.user_identifier, id);
      const domains = await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'core');
      expectEqual(`domains of the new user ${id}`, domains.domains, []);
    } else {
      ctx.observe('AMB-LETTERS', 'ascii-only');
      expectRejected(ctx, res, { field: 'user_identifier' });
      await expectNoUser(ctx, id, 'a rejected POST creates nothing');
    }
  },
);

check(
  {
    id: 'USER-EMAIL-INVALID-REJECTED',
    title: 'rejects an invalid e-mail on creation (invalid_format) and creates no user',
    operation: 'createUser',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT', 'ERR-DETAIL-INVALID-FORMAT'],
    ...shared,
  },
  async (ctx) => {
    for (const email of ['not-an-email', 'user@@example.com']) {
      const id = ctx.uniqueName('bademail');
      expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id, email } }), { field: 'email', detailCode: 'invalid_format' });
      await expectNoUser(ctx, id, `a POST with email ${JSON.stringify(email)} is rejected and creates nothing`);
    }
  },
);

check(
  {
    id: 'USER-EMAIL-NUMBER-REJECTED',
    title: 'rejects an email sent as a JSON number (400 or 422, never a 5xx) and creates no user',
    operation: 'createUser',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT'],
    ...shared,
  },
  async (ctx) => {
    // §2.1 "email | string | no | Valid e-mail address format if present"; §7 400 "Invalid request data" and 422 "Well-formed but
    // invalid values (e.g. bad e-mail ...)". A lax parser may read 12345 as the text "12345" (AMB-TYPE-COERCION), which is no e-mail
    // address either: every reading refuses it.
    const id = ctx.uniqueName('numemail');
    expectRejected(ctx, await ctx.api.call('createUser', { body: { user_identifier: id, email: 12345 } }), { field: 'email' });
    await expectNoUser(ctx, id, 'a POST with email 12345 is rejected and creates nothing');
  },
);

check(
  {
    id: 'USER-ID-WRONG-TYPE-REJECTED',
    title: 'never makes a user_identifier sent as a JSON number anything but a string: rejects it, or casts it to its decimal text',
    operation: 'createUser',
    spec: '§2.1',
    requirements: ['USER-ID-STRING'],
    ...shared,
  },
  async (ctx) => {
    // §2.1 "user_identifier | string": a number may be rejected or cast to its text, as lax parsers do (AMB-TYPE-COERCION); it is never
    // answered as a number. A number carries no run prefix, so it is one nobody uses (15 digits from this run), asked for before, and the
    // user a cast created is deleted after: the suite never deletes what it did not create.
    const number = 100_000_000_000_000 + Math.floor(Math.random() * 800_000_000_000_000);
    await expectNoUser(ctx, String(number), 'a user named by the number this check sends');
    const res = await ctx.api.call('createUser', { body: { user_identifier: number } });
    if (res.status >= 400) {
      expectRejected(ctx, res, { field: 'user_identifier' });
      ctx.observe('AMB-TYPE-COERCION', 'rejected');
      await expectNoUser(ctx, String(number), 'a rejected creation must create nothing');
      return;
    }
    try {
      const session = await expectSuccess(ctx, res);
      ctx.observe('AMB-TYPE-COERCION', 'coerced');
      expectEqual('user_identifier answered for a number cast to text', session.user_identifier, String(number));
    } finally {
      await ctx.api.call('deleteUser', { params: { user_identifier: String(number) } });
    }
  },
);

check(
  {
    id: 'USER-REPEAT-ONE-USER',
    exclusive: 'it compares the users total before and after its own creation, which users created meanwhile would shift',
    holdsOnSharedKey: true,
    title: 'answers a repeated POST with the same user_identifier with a session for that user or 409, and keeps one user',
    operation: 'createUser',
    spec: '§4.1, §5 rule 4, §7',
    requirements: ['USER-FIND-OR-CREATE', 'USER-REPEAT-FORM', 'AUTH-USER-ISOLATION'],
    ...extended,
  },
  async (ctx) => {
    // §5 rule 4 "User identifiers are unique per API key.": a repeat finds the user, or is refused, and the key still holds one user of
    // that identifier, counted once. The total is compared only when the newest users read around it show no user of others coming or
    // going (another run on the key); otherwise it is measured again with a fresh identifier.
    await measureWhileOthersQuiet(ctx, 'the users total around a creation and its repeat', async (attempt) => {
      const id = ctx.uniqueName('repeat');
      const before = await listUsers(ctx, newestFirst);
      await createUser(ctx, id);
      const again = await ctx.api.call('createUser', { body: { user_identifier: id } });
      // The form is recorded once: a measurement repeated because others were busy sees the same form again.
      if (again.status === 409) {
        expectError(ctx, again, { statuses: [409] });
        if (attempt === 1) ctx.observe('AMB-USER-REPEAT', 'conflict-409');
      } else {
        const session = await expectFoundSession(ctx, again);
        if (attempt === 1) ctx.observe('AMB-USER-REPEAT', 'find-or-create');
        expectEqual('user_identifier of the repeated session', session.user_identifier, id);
      }
      const after = await listUsers(ctx, newestFirst);
      expectEqual(`users listed with identifier ${id}`, idsOf(after).filter((u) => u === id).length, 1);
      expectEqual('user_identifier read back', (await readUser(ctx, id)).user_identifier, id);
      const activity = othersUsersChanged(ctx, before, after);
      if (!activity) expectEqual('total after one creation and one repeat', after.total, before.total + 1);
      return busyIf(activity);
    });
  },
);

// ---------------------------------------------------------------- GET /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-DETAIL-SHAPE',
    title: 'reads a user back with every detail field and the e-mail given at creation',
    operation: 'getUser',
    spec: '§2.1, §4.2',
    requirements: ['USER-DETAIL-SHAPE'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('detail');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    const user = await readUser(ctx, id);
    expectEqual('user_identifier', user.user_identifier, id);
    expectEqual('email', user.email, email);
    expectTimestamp('created_at', user.created_at);
    // AMB-MISSING-VALUE: a user who has not logged in may have last_login null or absent.
    if (user.last_login !== null && user.last_login !== undefined) expectTimestamp('last_login', user.last_login);
  },
);

check(
  {
    id: 'USER-DETAIL-DOMAIN-COUNT-FIXTURE',
    title: 'gives the fixture user a domain_count equal to the number of its listed domains, in the detail and the list',
    operation: 'getUser',
    spec: '§2.1, §4.2, §4.3',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    const user = await readUser(ctx, ctx.run.fixtureUser);
    const domains = await expectSuccess(
      ctx,
      await ctx.api.call('listUserDomains', { params: { user_identifier: ctx.run.fixtureUser } }),
      'listUserDomains',
      'extended',
    );
    expectThat(domains.domains.length > 0, `the fixture user ${ctx.run.fixtureUser} must own at least one domain (CONFORMANCE_FIXTURE_USER)`);
    expectEqual(`domain_count of ${ctx.run.fixtureUser} against GET /api/v1/users/{user_identifier}/domains`, user.domain_count, domains.domains.length);
    // The list entry carries the same count; on a key with many users the fixture may fall outside the first page.
    const page = await listUsers(ctx, { limit: C.listUsersLimitMax, sort: 'domain_count', order: 'desc' });
    const entry = page.users.find((u) => u.user_identifier === ctx.run.fixtureUser);
    if (entry) expectEqual(`domain_count of ${ctx.run.fixtureUser} in the users list`, entry.domain_count, domains.domains.length);
  },
);

check(
  {
    id: 'USER-DETAIL-DOMAIN-COUNT-NEW',
    title: 'gives a new user a domain_count of 0 and an empty domain list',
    operation: 'getUser',
    spec: '§2.1, §4.2, §4.3',
    requirements: ['USER-DETAIL-DOMAIN-COUNT'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('count');
    await createUser(ctx, id);
    expectEqual('domain_count of a new user', (await readUser(ctx, id)).domain_count, 0);
    const domains = await expectSuccess(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), 'listUserDomains', 'extended');
    expectEqual('domains of a new user', domains.domains.length, 0);
  },
);

check(
  { id: 'USER-GET-UNKNOWN-404', title: 'answers 404 for a user that does not exist', operation: 'getUser', spec: '§7', requirements: ['USER-NOT-FOUND'] },
  async (ctx) => {
    expectError(ctx, await ctx.api.call('getUser', { params: { user_identifier: `${ctx.run.prefix}-no-such-user` } }), { statuses: [404] });
  },
);

// ---------------------------------------------------------------- PUT /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-UPDATE-EMAIL',
    title: 'changes the e-mail on PUT, answers {user_identifier, email, updated_at} and keeps the new e-mail',
    operation: 'updateUser',
    spec: '§2.1, §4.2',
    requirements: ['USER-UPDATE-SHAPE', 'USER-UPDATE-PERSISTS'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('upd');
    await createUser(ctx, id, emailFor(id, 'old'));
    const email = emailFor(id, 'new');
    const body = await expectSuccess(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email } }));
    expectEqual('user_identifier of the update response', body.user_identifier, id);
    expectEqual('email of the update response', body.email, email);
    expectTimestamp('updated_at', body.updated_at);
    expectEqual('email read back after PUT', (await readUser(ctx, id)).email, email);
  },
);

check(
  {
    id: 'USER-UPDATE-UPDATED-AT-AFTER-CREATION',
    title: 'answers a PUT with an updated_at later than the created_at the user detail gives (a PUT again after a second where both share one)',
    operation: 'updateUser',
    spec: '§2.1, §4.2',
    requirements: ['USER-UPDATE-SHAPE'],
  },
  async (ctx) => {
    // §2.1 "The update response carries user_identifier, email and updated_at (ISO 8601)": the time of this update, so after the creation.
    // A target writing whole seconds (AMB-TIMESTAMP-FORM) may stamp a PUT in the creation's second with the same instant: the PUT is then
    // made again after the second has passed (harness/later-instant.ts), with another e-mail, and that one has to be later.
    const id = ctx.uniqueName('updat');
    await createUser(ctx, id, emailFor(id, 'old'));
    const created = expectTimestamp('created_at of the user detail', (await readUser(ctx, id)).created_at);
    const {
      result: body,
      instant: updated,
      attempts,
    } = await updateUntilLater(created, async (attempt) => {
      const put = await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: emailFor(id, `new${attempt}`) } });
      const answer = await expectSuccess(ctx, put);
      return { result: answer, instant: expectTimestamp('updated_at of the update response', answer.updated_at) };
    });
    expectThat(
      updated > created,
      `updated_at of ${attempts === 1 ? 'a PUT' : 'a PUT made again 1.1 s after one stamped with the creation instant'} must be later than ` +
        `created_at ${new Date(created).toISOString()}, received ${body.updated_at}`,
    );
  },
);

check(
  {
    id: 'USER-UPDATE-EMAIL-INVALID',
    title: 'rejects an invalid e-mail on PUT (invalid_format) and keeps the old e-mail',
    operation: 'updateUser',
    spec: '§2.1, §7',
    requirements: ['USER-EMAIL-FORMAT', 'ERR-DETAIL-INVALID-FORMAT', 'USER-UPDATE-PERSISTS'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('updbad');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    expectRejected(ctx, await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: 'not-an-email' } }), {
      field: 'email',
      detailCode: 'invalid_format',
    });
    expectEqual('email read back after a rejected PUT', (await readUser(ctx, id)).email, email);
  },
);

check(
  {
    id: 'USER-UPDATE-EMAIL-NOT-STRING-REJECTED',
    title: 'rejects an email that is not a string on PUT (a valid address wrapped in an array) and keeps the old e-mail',
    operation: 'updateUser',
    spec: '§4.2',
    requirements: ['USER-UPDATE-EMAIL-STRING'],
  },
  async (ctx) => {
    // §4.2 "PUT /api/v1/users/{user_identifier} Body: email (optional string)". The array holds a valid address, so only a
    // type check refuses it (a format check on String(value) would pass it).
    const id = ctx.uniqueName('updtype');
    const email = emailFor(id);
    await createUser(ctx, id, email);
    const res = await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: [emailFor(id, 'other')] } });
    expectRejected(ctx, res, { field: 'email' });
    expectEqual('email read back after a rejected PUT', (await readUser(ctx, id)).email, email);
  },
);

check(
  {
    id: 'USER-UPDATE-UNKNOWN-404',
    title: 'answers 404 to a PUT of a user that does not exist',
    operation: 'updateUser',
    spec: '§7',
    requirements: ['USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = `${ctx.run.prefix}-no-such-user`;
    const res = await ctx.api.call('updateUser', { params: { user_identifier: id }, body: { email: emailFor(id) } });
    if (res.status >= 200 && res.status < 300) {
      await ctx.api.call('deleteUser', { params: { user_identifier: id } }); // the PUT may have created it: leave nothing behind
    }
    expectError(ctx, res, { statuses: [404] });
  },
);

// ---------------------------------------------------------------- DELETE /api/v1/users/{user_identifier}

check(
  {
    id: 'USER-DELETE-REMOVES',
    title: 'deletes a user with 204 and an empty body; the user and its domain list are then 404',
    operation: 'deleteUser',
    spec: '§4.2, §7',
    requirements: ['USER-DELETE-204', 'USER-DELETE-CASCADE', 'HTTP-204-EMPTY', 'USER-NOT-FOUND'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('del');
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    expectError(ctx, await ctx.api.call('getUser', { params: { user_identifier: id } }), { statuses: [404], operationId: 'getUser' });
    expectError(ctx, await ctx.api.call('listUserDomains', { params: { user_identifier: id } }), { statuses: [404], operationId: 'listUserDomains' });
  },
);

check(
  {
    id: 'USER-DELETE-AGAIN-404',
    title: 'answers 404 to a second DELETE of the same user',
    operation: 'deleteUser',
    spec: '§4.2, §7',
    requirements: ['USER-NOT-FOUND', 'USER-DELETE-204'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('deltwice');
    await createUser(ctx, id);
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    expectError(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }), { statuses: [404] });
  },
);

check(
  {
    id: 'USER-DELETE-CASCADE-TRANSFER',
    title: "deletes the user's transfers with the user: the transfer status is 404 afterwards",
    operation: 'deleteUser',
    spec: '§4.2',
    requirements: ['USER-DELETE-CASCADE'],
  },
  async (ctx) => {
    const id = ctx.uniqueName('cascade');
    await createUser(ctx, id);
    const transferRes = await ctx.api.call('initiateTransfer', {
      body: { domain_name: await freshDomainName(ctx, 'xfer'), user_identifier: id, auth_code: 'EPP-7Kq2-xZ9w' },
    });
    const transfer = await expectSuccess(ctx, transferRes, 'initiateTransfer', 'extended');
    const transferId = String(transfer.transfer_id);
    await expectSuccess(ctx, await ctx.api.call('getTransfer', { params: { transfer_id: transferId } }), 'getTransfer', 'extended');
    await expectSuccess(ctx, await ctx.api.call('deleteUser', { params: { user_identifier: id } }));
    const after = await ctx.api.call('getTransfer', { params: { transfer_id: transferId } });
    if (after.status !== 404)
      fail(
        `"deletes the user and all associated data" (§4.2): GET /api/v1/domains/transfers/${transferId} ` +
          `of the deleted user's transfer must be 404, received ${after.status}`,
      );
    expectError(ctx, after, { statuses: [404], operationId: 'getTransfer' });
  },
);
