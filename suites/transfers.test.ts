// Transfers in: POST /api/v1/domains/transfer and GET /api/v1/domains/transfers/{transfer_id} (§2.4, §3, §4.3, §7).
// Transfers cannot be deleted through the API, so every one is initiated for a user this run creates: the
// ledger deletes that user at the end, and with it "all associated data" (§4.2). The Domain transfers group
// allows 10 requests a minute (§8): the file spends 20 transfer requests (21 if a second transfer of a domain
// is accepted), and the client paces by the headers.
// Domains go under a TLD the target offers (AMB-TLD-SET) and are compared as domains (AMB-DOMAIN-NAME-FORM).
import { limits } from '../contracts/spec-data.js';
import { absentIdLike, idShape } from '../harness/absent-id.js';
import { check, type CheckContext } from '../harness/check.js';
import { domainNameForm, freshDomainName, sameDomainName } from '../harness/domain-names.js';
import { expectEqual, expectError, expectRejected, expectSuccess, expectThat, fail, expectCurrency } from '../harness/expect.js';
import { expectDecimalString, expectTimestamp as expectIso } from '../harness/expect.js';

/** A day, in ms: the slack a not-yet-completed transfer's completed_at gets below the target's own clock. */
const DAY_MS = 86_400_000;

/**
 * Why these checks run alone (CheckMeta.exclusive): within a run. On a key another run shares they hold (CheckMeta.holdsOnSharedKey): every
 * name they send is their run's own (the owner this run creates, domain names carrying its prefix; the fixture domain only to be refused as
 * registered), and every transfer they read is one this run initiated, so nothing the other run does changes an answer they judge. What
 * the two runs share is the Domain transfers window (§8: 10 a minute per key): the pacer keeps each run inside it from the target's
 * headers, and a 429 the other run's requests caused is waited out and sent again (harness/client.ts), which costs time, not a verdict
 * (the file spends 20 transfer requests, about two windows alone and four with another run; each check allows three windows).
 */
const ALONE = "the file's checks share one transfer owner and first transfer, and the transfer window holds 10 requests a minute";

/** A check may wait out one transfer window (60 s on a real target) before its requests go through. */
const TIMEOUT = 180_000;
const AUTH_CODE = 'EPP-AUTH-CODE-1234';
/** §3 statuses after which nothing is in progress and the domain was not transferred: a second transfer is legitimate (AMB-TRANSFER-REPEAT). */
const ENDED = ['failed', 'cancelled'];

let owner: string | undefined;
/** The future owner of this file's transfers: one user created by the run (POST /api/v1/users). */
async function transferOwner(ctx: CheckContext): Promise<string> {
  if (owner) return owner;
  const userIdentifier = ctx.uniqueName('xfer');
  const res = await ctx.api.call('createUser', { body: { user_identifier: userIdentifier } });
  if (res.status < 200 || res.status >= 300)
    fail(`setup: POST /api/v1/users for the transfer owner: expected a 2xx, received ${res.status} ${res.text.slice(0, 200)}`);
  owner = userIdentifier;
  return owner;
}

function initiate(ctx: CheckContext, body: Record<string, unknown>) {
  return ctx.api.call('initiateTransfer', { body });
}

async function validTransferBody(ctx: CheckContext, domainName?: string): Promise<Record<string, unknown>> {
  return { domain_name: domainName ?? (await freshDomainName(ctx)), user_identifier: await transferOwner(ctx), auth_code: AUTH_CODE };
}

let first: { transferId: string; domainName: string } | undefined;
/** The transfer DOMAIN-TRANSFER-PENDING initiated; initiated here when that check was left out. */
async function firstTransfer(ctx: CheckContext): Promise<{ transferId: string; domainName: string }> {
  if (first) return first;
  const body = await validTransferBody(ctx);
  const created = await expectSuccess(ctx, await initiate(ctx, body), 'initiateTransfer');
  first = { transferId: String(created.transfer_id), domainName: body.domain_name as string };
  return first;
}

check(
  {
    id: 'TRANSFER-INITIATE-PENDING',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'initiates a transfer with status pending, an ISO 8601 estimated_completion, a decimal cost and a currency',
    operation: 'initiateTransfer',
    spec: '§2.4, §3, §4.3',
    requirements: ['TRANSFER-INITIATE-SHAPE', 'TRANSFER-INITIATE-PENDING', 'TRANSFER-STATUS-ENUM', 'DOMAIN-DECIMALS', 'TRANSFER-ROUNDTRIP'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const sent = await validTransferBody(ctx);
    const body = await expectSuccess(ctx, await initiate(ctx, sent));
    first = { transferId: String(body.transfer_id), domainName: sent.domain_name as string };
    expectThat(
      typeof body.transfer_id === 'string' && body.transfer_id !== '',
      `transfer_id: expected a non-empty string, received ${JSON.stringify(body.transfer_id)}`,
    );
    expectThat(
      sameDomainName(body.domain_name, sent.domain_name as string),
      `domain_name: expected ${JSON.stringify(sent.domain_name)} (any case, trailing dot or IDN form), received ${JSON.stringify(body.domain_name)}`,
    );
    ctx.observe('AMB-DOMAIN-NAME-FORM', domainNameForm(body.domain_name, sent.domain_name as string));
    ctx.observe('AMB-ID-SHAPE', idShape(first.transferId));
    // §3: "A newly initiated transfer is returned with status pending."
    expectEqual('status of a newly initiated transfer', body.status, 'pending');
    expectIso('estimated_completion', body.estimated_completion);
    expectDecimalString('cost', body.cost);
    expectCurrency('currency', body.currency);
    // §4.3 GET /api/v1/domains/transfers/{transfer_id}: the transfer_id answered names the transfer initiated.
    const read = await ctx.api.call('getTransfer', { params: { transfer_id: first.transferId } });
    if (read.status === 404) fail(`the transfer_id ${first.transferId} answered by POST /api/v1/domains/transfer must be readable, GET answered 404`);
    const status = await expectSuccess(ctx, read, 'getTransfer');
    expectThat(
      sameDomainName(status.domain_name, sent.domain_name as string),
      `domain_name read back: expected ${JSON.stringify(sent.domain_name)}, received ${JSON.stringify(status.domain_name)}`,
    );
  },
);

check(
  {
    id: 'TRANSFER-COMPLETED-FIELDS-EVERY-READ',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'gives a transfer that reads as completed a domain_id and completed_at on every read, not only the first',
    operation: 'getTransfer',
    spec: '§3',
    requirements: ['TRANSFER-COMPLETED-FIELDS', 'TRANSFER-STATUS-ENUM'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const { transferId } = await firstTransfer(ctx);
    for (const read of [1, 2]) {
      const body = await expectSuccess(ctx, await ctx.api.call('getTransfer', { params: { transfer_id: transferId } }));
      expectThat(limits.enums.transferStatuses.includes(body.status), `read ${read}: status outside §3: ${JSON.stringify(body.status)}`);
      if (body.status !== 'completed') continue;
      // §3: "A completed transfer carries a domain_id and completed_at."
      expectIso(`read ${read}: completed_at of a completed transfer`, body.completed_at);
      expectThat(
        typeof body.domain_id === 'string' && body.domain_id !== '',
        `read ${read}: domain_id of a completed transfer: expected a domain id, received ${JSON.stringify(body.domain_id)}`,
      );
    }
  },
);

check(
  {
    id: 'TRANSFER-STATUS-READ',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title:
      'reads back the transfer initiated: same transfer_id and domain_name, a §3 status, started_at once processed, domain_id and completed_at once completed',
    operation: 'getTransfer',
    spec: '§2.4, §3, §4.3',
    requirements: ['TRANSFER-STATUS-SHAPE', 'TRANSFER-ROUNDTRIP', 'TRANSFER-STATUS-ENUM', 'TRANSFER-COMPLETED-FIELDS'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const { transferId, domainName } = await firstTransfer(ctx);
    const read = await ctx.api.call('getTransfer', { params: { transfer_id: transferId } });
    const body = await expectSuccess(ctx, read);
    expectEqual('transfer_id', String(body.transfer_id), transferId);
    expectThat(
      sameDomainName(body.domain_name, domainName),
      `domain_name: expected ${JSON.stringify(domainName)}, received ${JSON.stringify(body.domain_name)}`,
    );
    expectThat(
      limits.enums.transferStatuses.includes(body.status),
      `status: expected one of ${limits.enums.transferStatuses.join(', ')} (§3), received ${JSON.stringify(body.status)}`,
    );
    ctx.observe('AMB-TRANSFER-TRANSITIONS', String(body.status));
    // §2.4 "started_at: string; ISO 8601; on status read": when the request was submitted or when processing began (AMB-TRANSFER-STARTED-AT).
    // Not yet processed (pending, or failed or cancelled before it was), it may not exist: null or left out; in_progress or completed, it does.
    if (body.started_at === null || body.started_at === undefined) {
      if (body.status === 'in_progress' || body.status === 'completed')
        fail(`started_at of a transfer that reads ${body.status}: expected an ISO 8601 timestamp (§2.4), received ${JSON.stringify(body.started_at)}`);
      ctx.observe('AMB-TRANSFER-STARTED-AT', body.started_at === null ? 'null' : 'omitted');
    } else {
      expectIso('started_at', body.started_at);
      ctx.observe('AMB-TRANSFER-STARTED-AT', 'set');
    }
    if (body.status === 'completed') {
      // §3: "A completed transfer carries a domain_id and completed_at."
      expectIso('completed_at of a completed transfer', body.completed_at);
      expectThat(
        typeof body.domain_id === 'string' && body.domain_id !== '',
        `domain_id of a completed transfer: expected a domain id, received ${JSON.stringify(body.domain_id)}`,
      );
    } else if (body.completed_at !== null && body.completed_at !== undefined) {
      // §2.4 types completed_at as "string; ISO 8601; on status read" and does not say what a transfer not yet completed carries: null, no
      // field (AMB-MISSING-VALUE), an expected time, the instant it failed, or a placeholder such as Go's zero time (0001-01-01T00:00:00Z)
      // where a serializer always writes the string the table types. Its form is stated; its value is not, so a time before the transfer
      // began (its started_at, or a day before the target's clock) is recorded as a placeholder, not failed.
      const completedAt = expectIso('completed_at', body.completed_at);
      const dated = Date.parse(read.headers.date ?? '');
      const floor = typeof body.started_at === 'string' ? expectIso('started_at', body.started_at) : (Number.isNaN(dated) ? Date.now() : dated) - DAY_MS;
      ctx.observe('AMB-MISSING-VALUE', completedAt >= floor ? 'set' : 'placeholder');
    }
  },
);

check(
  {
    id: 'TRANSFER-REPEAT-409',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'answers 409 to a second transfer of a domain whose first transfer reads pending, in_progress or completed',
    operation: 'initiateTransfer',
    spec: '§3, §7',
    requirements: ['TRANSFER-CONFLICT'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    // §7 "409 conflict: domain exists or transfer in progress". Transitions are not shown (§3): a first transfer that already failed or was
    // cancelled (a refused auth code may end it at once) leaves nothing in progress and no domain, so the second is legitimate
    // (AMB-TRANSFER-REPEAT). Its status is read raw: the status checks judge its form, this one only needs to know whether it ended.
    const { transferId, domainName } = await firstTransfer(ctx);
    const statusOfFirst = async (): Promise<string | undefined> => {
      const read = await ctx.api.call('getTransfer', { params: { transfer_id: transferId } });
      return read.status >= 200 && read.status < 300 && typeof read.body?.status === 'string' ? read.body.status : undefined;
    };
    const before = await statusOfFirst();
    if (before) ctx.observe('AMB-TRANSFER-REPEAT', before, 'getTransfer');
    if (before && ENDED.includes(before))
      ctx.skip(
        `the first transfer of ${domainName} (${transferId}) already reads ${before}: nothing is in progress, a second transfer is legitimate (§7)`,
        'AMB-TRANSFER-REPEAT',
      );
    const res = await initiate(ctx, await validTransferBody(ctx, domainName));
    if (res.status >= 200 && res.status < 300) {
      const after = await statusOfFirst();
      if (after && ENDED.includes(after))
        ctx.skip(
          `the first transfer of ${domainName} (${transferId}) turned ${after} while the second was sent: a second transfer is then legitimate (§7)`,
          'AMB-TRANSFER-REPEAT',
        );
      fail(
        `a second transfer of ${domainName} was accepted (${res.status}) while the first (${transferId}) reads ${after ?? 'unreadable'}: ` +
          'expected 409 conflict, "domain exists or transfer in progress" (§7)',
        res,
      );
    }
    expectError(ctx, res, { statuses: [409] });
  },
);

check(
  {
    id: 'TRANSFER-REGISTERED-409',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'answers 409 to a transfer of a domain that is already registered (the fixture domain)',
    operation: 'initiateTransfer',
    spec: '§7',
    requirements: ['TRANSFER-CONFLICT'],
    needs: ['fixtureDomain'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    expectError(ctx, await initiate(ctx, await validTransferBody(ctx, ctx.domain.name)), { statuses: [409] });
  },
);

check(
  {
    id: 'TRANSFER-REQUIRED-DOMAIN_NAME',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a transfer without domain_name',
    operation: 'initiateTransfer',
    spec: '§4.3',
    requirements: ['TRANSFER-REQUIRED-FIELDS'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const body = await validTransferBody(ctx);
    delete body.domain_name;
    expectRejected(ctx, await initiate(ctx, body), { field: 'domain_name' });
  },
);

/**
 * The refused request is rejected for `field` and starts no transfer. Without a transfer list, "no transfer" is proved by initiating the
 * same domain afterwards: a transfer left behind by the refused request would make that a 409 (§7 "transfer in progress").
 */
async function expectRefusedStartingNone(ctx: CheckContext, refused: Record<string, unknown>, body: Record<string, unknown>, field: string, what: string) {
  expectRejected(ctx, await initiate(ctx, refused), { field });
  const res = await initiate(ctx, body);
  if (res.status === 409)
    fail(`a transfer ${what} was rejected but left a transfer of ${body.domain_name as string} in progress: the complete request then got 409`);
  await expectSuccess(ctx, res);
}

for (const field of ['user_identifier', 'auth_code'] as const) {
  check(
    {
      id: `TRANSFER-REQUIRED-${field.toUpperCase()}`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title: `rejects a transfer without ${field} and starts none: the same domain can be transferred afterwards`,
      operation: 'initiateTransfer',
      spec: '§4.3',
      requirements: ['TRANSFER-REQUIRED-FIELDS'],
      timeout: TIMEOUT,
    },
    async (ctx) => {
      const body = await validTransferBody(ctx);
      const incomplete = { ...body };
      delete incomplete[field];
      await expectRefusedStartingNone(ctx, incomplete, body, field, `without ${field}`);
    },
  );
}

check(
  {
    id: 'TRANSFER-DOMAIN-NAME-NUMBER-REJECTED',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a transfer whose domain_name is a JSON number (400 or 422, never a 5xx)',
    operation: 'initiateTransfer',
    spec: '§4.3, §7',
    requirements: ['TRANSFER-REQUIRED-FIELDS'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    // §4.3 "domain_name (string, required)"; §7 400 "Invalid request data or parameters". A lax parser may read 12345 as the text
    // "12345" (AMB-TYPE-COERCION), which is no domain name either (one label, all digits): every reading refuses it.
    const body = await validTransferBody(ctx);
    expectRejected(ctx, await initiate(ctx, { ...body, domain_name: 12345 }), { field: 'domain_name' });
  },
);

check(
  {
    id: 'TRANSFER-AUTH-CODE-ARRAY-REJECTED',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a transfer whose auth_code is not a string (the code in an array) and starts none: the same domain can be transferred afterwards',
    operation: 'initiateTransfer',
    spec: '§4.3',
    requirements: ['TRANSFER-REQUIRED-FIELDS'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    // §4.3 "auth_code (string, required; code from current registrar)". An array has no reading as a string (AMB-TYPE-COERCION), so every
    // target refuses it, though the code inside is one the target accepts.
    const body = await validTransferBody(ctx);
    await expectRefusedStartingNone(ctx, { ...body, auth_code: [AUTH_CODE] }, body, 'auth_code', `with auth_code [${AUTH_CODE}]`);
  },
);

check(
  {
    id: 'TRANSFER-EXTEND-REGISTRATION-NOT-BOOLEAN-REJECTED',
    title: 'rejects extend_registration "maybe" (not a boolean, nor any reading of one) and starts no transfer: the same domain can be transferred afterwards',
    operation: 'initiateTransfer',
    spec: '§4.3',
    requirements: ['TRANSFER-EXTEND-REGISTRATION-TYPE'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    // §4.3 "extend_registration (boolean, optional; extend by 1 year)". A lax parser may cast "yes" or 1 (AMB-TYPE-COERCION), and a
    // transfer answers nothing that would show the value stored; "maybe" has no boolean reading at all, so every target refuses it.
    const body = await validTransferBody(ctx);
    expectRejected(ctx, await initiate(ctx, { ...body, extend_registration: 'maybe' }), { field: 'extend_registration' });
    const res = await initiate(ctx, body);
    if (res.status === 409) fail(`a transfer with extend_registration "yes" was rejected but left a transfer of ${body.domain_name as string} in progress`);
    await expectSuccess(ctx, res);
  },
);

check(
  {
    id: 'TRANSFER-UNKNOWN-USER',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'rejects a transfer for a user_identifier the key does not have (400, 404 or 422)',
    operation: 'initiateTransfer',
    spec: '§4.3, §7',
    requirements: ['TRANSFER-UNKNOWN-USER'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const body = { domain_name: await freshDomainName(ctx), user_identifier: `${ctx.run.prefix}-no-such-user`, auth_code: AUTH_CODE };
    const res = await initiate(ctx, body);
    // 404 (the user does not exist, §7) or a rejected value (400/422, recorded under AMB-INVALID-STATUS).
    if (res.status === 404) expectError(ctx, res, { statuses: [404] });
    else expectRejected(ctx, res, { field: 'user_identifier' });
    ctx.observe('AMB-TRANSFER-UNKNOWN-USER', String(res.status));
  },
);

check(
  {
    id: 'TRANSFER-UNKNOWN-404',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: "answers 404 to the status of a transfer that does not exist, asked by an id of the target's own shape",
    operation: 'getTransfer',
    spec: '§7',
    requirements: ['TRANSFER-NOT-FOUND'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    // §7 "404 not_found: ... does not exist". The id format is not shown (AMB-ID-SHAPE): a made-up id a UUID or integer target may refuse
    // as malformed (400/422) before any lookup, so the id asked is this run's first transfer id with its tail redrawn in its own classes.
    const { transferId } = await firstTransfer(ctx);
    const absent = absentIdLike(transferId);
    expectError(ctx, await ctx.api.call('getTransfer', { params: { transfer_id: absent } }), { statuses: [404] });
  },
);

// ---------------------------------------------------------------- a completed transfer (optional fixture CONFORMANCE_COMPLETED_TRANSFER_ID)

/** The fixture's one status read, shared by the checks below: the Domain transfers window holds 10 requests a minute. */
let completedRead: Promise<any> | undefined;
function readCompletedTransfer(ctx: CheckContext): Promise<any> {
  const transferId = ctx.run.completedTransferId!;
  completedRead ??= ctx.api.call('getTransfer', { params: { transfer_id: transferId } }).then((res) => expectSuccess(ctx, res, 'getTransfer'));
  return completedRead;
}

check(
  {
    id: 'TRANSFER-COMPLETED-FIXTURE-FIELDS',
    holdsOnSharedKey: true,
    title: 'reads a completed transfer with a domain_id (a string) and a completed_at (ISO 8601) not before its started_at',
    operation: 'getTransfer',
    spec: '§2.4, §3',
    requirements: ['TRANSFER-COMPLETED-FIELDS', 'TRANSFER-STATUS-SHAPE'],
    needs: ['completedTransfer'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const body = await readCompletedTransfer(ctx);
    expectEqual(`status of CONFORMANCE_COMPLETED_TRANSFER_ID ${ctx.run.completedTransferId}`, body.status, 'completed');
    // §3: "A completed transfer carries a domain_id and completed_at." §2.4: completed_at "ISO 8601; on status read", domain_id "string".
    const completedAt = expectIso('completed_at of a completed transfer', body.completed_at);
    expectThat(
      typeof body.domain_id === 'string' && body.domain_id !== '',
      `domain_id of a completed transfer: expected a non-empty string (§2.4 "Resulting domain"), received ${JSON.stringify(body.domain_id)}`,
    );
    const startedAt = expectIso('started_at of a completed transfer', body.started_at);
    expectThat(completedAt >= startedAt, `completed_at ${body.completed_at} is before started_at ${body.started_at}`);
  },
);

check(
  {
    id: 'TRANSFER-COMPLETED-FIXTURE-DOMAIN-READABLE',
    holdsOnSharedKey: true,
    title: "reads the domain a completed transfer names by its domain_id, under the transfer's domain_name",
    operation: 'getTransfer',
    spec: '§2.4, §3, §4.3',
    requirements: ['TRANSFER-COMPLETED-FIELDS'],
    needs: ['completedTransfer'],
    timeout: TIMEOUT,
  },
  async (ctx) => {
    const body = await readCompletedTransfer(ctx);
    // §2.4 "domain_id: Resulting domain; on status read": the domain the transfer brought in, which the key may read (GET /api/v1/domains/{id}).
    if (typeof body.domain_id !== 'string' || body.domain_id === '') fail(`domain_id of a completed transfer: received ${JSON.stringify(body.domain_id)}`);
    const read = await ctx.api.call('getDomain', { params: { domain_id: body.domain_id } });
    // A 404 here is not a stale fixture: §4.2's user deletion "deletes the user and all associated data", the transfer with the domain, and
    // the transfer was just read; no operation deletes a domain alone. A domain_id that names no domain is the target's (fault
    // completed-transfer-domain-dangling).
    const domain = await expectSuccess(ctx, read, 'getDomain');
    expectEqual('id of the domain read', String(domain.id), body.domain_id);
    expectThat(
      sameDomainName(domain.name, String(body.domain_name)),
      `name of domain ${body.domain_id}: expected the transfer's domain_name ${JSON.stringify(body.domain_name)}, received ${JSON.stringify(domain.name)}`,
    );
  },
);
