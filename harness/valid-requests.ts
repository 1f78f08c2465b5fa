// harness/valid-requests.ts: one valid request per §4 operation (contracts/operations.yaml), for the checks that send
// every operation: the 401 checks (suites/auth.test.ts) and the rate-limit header checks (suites/rate-limit-headers.test.ts).
// Real fixture ids in the path, a valid body, run-prefixed names for what it would create. Two modes:
// - 'harmless': sent with a bad key, it must change nothing even when the target lets it through: updates and
//   deletions name run-prefixed ids that do not exist, except deleteUser, whose refusal is then proved (`after`).
// - 'succeeds': sent with the real key, it succeeds: updates and deletions act on something created first.
import { operations } from '../contracts/spec-data.js';
import type { CheckContext, Need } from './check.js';
import type { CallOptions } from './client.js';
import { registrableTld } from './domain-names.js';
import { expectSuccess, expectThat, fail } from './expect.js';

export type RequestMode = 'harmless' | 'succeeds';

export interface ValidRequest extends CallOptions {
  /** Runs after the response: what the request must have left as it was. */
  after?: () => Promise<void>;
}

/** Without a configured template, a body of the documented shape {template_id, variables} (§4.4). */
const PLACEHOLDER_TEMPLATE = { template_id: 'web-basic', variables: { ipv4: '192.0.2.10' } };

/** What the builders share: the check, the mode, and the resources a request may need created first. */
class RequestKit {
  readonly ctx: CheckContext;
  readonly mode: RequestMode;
  readonly tag: string;
  constructor(ctx: CheckContext, mode: RequestMode, tag: string) {
    this.ctx = ctx;
    this.mode = mode;
    this.tag = tag;
  }

  /** The fixture domain's id (the operations naming a domain declare needs: ['fixtureDomain']). */
  get domain_id(): string {
    return this.ctx.domain?.id;
  }

  name(): string {
    return this.ctx.uniqueName(this.tag);
  }

  txt() {
    return { type: 'TXT', name: this.name(), content: `${this.tag} check` };
  }

  /** A run-prefixed id nothing carries: an update or deletion of it changes nothing. */
  missing(): string {
    return `${this.ctx.run.prefix}-${this.tag}check`;
  }

  /** A user with the run prefix (the ledger deletes it); harmless requests share one per run. */
  async user(): Promise<string> {
    if (this.mode === 'succeeds') return createUser(this.ctx, this.tag);
    const key = `${this.ctx.run.prefix}:${this.tag}`;
    if (!sharedUsers.has(key)) sharedUsers.set(key, createUser(this.ctx, `${this.tag}user`));
    return sharedUsers.get(key) as Promise<string>;
  }

  /** An existing id of `kind`: created first when the request must succeed, a missing one when it must be harmless. */
  async existing(create: () => Promise<string>): Promise<string> {
    return this.mode === 'succeeds' ? create() : this.missing();
  }

  async record(): Promise<string> {
    const res = await this.ctx.api.call('createDnsRecord', { params: { domain_id: this.ctx.domain.id }, body: this.txt() });
    return String((await expectSuccess(this.ctx, res, 'createDnsRecord')).id);
  }

  async coreRecord(): Promise<string> {
    const res = await this.ctx.api.call('createCoreDnsRecord', {
      body: { domain_id: this.ctx.domain.id, type: 'TXT', name: this.name(), value: `${this.tag} check` },
    });
    return String((await expectSuccess(this.ctx, res, 'createCoreDnsRecord')).id);
  }

  async transfer(): Promise<string> {
    const res = await this.ctx.api.call('initiateTransfer', { body: await this.transferBody() });
    return String((await expectSuccess(this.ctx, res, 'initiateTransfer')).transfer_id);
  }

  /** A prefixed future owner: the transfer goes with that user at cleanup (§4.2 "all associated data"). */
  async transferBody() {
    return { domain_name: `${this.name()}.com`, user_identifier: await this.user(), auth_code: `pdc-${this.tag}-auth-code` };
  }
}

const sharedUsers = new Map<string, Promise<string>>();

async function createUser(ctx: CheckContext, tag: string): Promise<string> {
  const id = ctx.uniqueName(tag);
  const res = await ctx.api.call('createUser', { body: { user_identifier: id } });
  if (res.status < 200 || res.status >= 300) fail(`setup: POST /api/v1/users with the real key must succeed, received ${res.status} ${res.text.slice(0, 200)}`);
  return id;
}

type Builder = (kit: RequestKit) => ValidRequest | Promise<ValidRequest>;

/** The catalogue: one entry per operation id of contracts/operations.yaml (a unit test holds it to that list). */
export const VALID_REQUESTS: Record<string, Builder> = {
  createUser: (k) => ({ body: { user_identifier: k.name() } }),
  listUsers: () => ({}),
  getUser: (k) => ({ params: { user_identifier: k.ctx.run.fixtureUser } }),
  listUserDomains: (k) => ({ params: { user_identifier: k.ctx.run.fixtureUser } }),
  updateUser: async (k) => ({ params: { user_identifier: await k.user() }, body: { email: `${k.tag}-check@example.com` } }),
  deleteUser: async (k) => {
    // A fresh user, so the real key could delete it: a refusal must come from authentication, and the user survive.
    const id = await createUser(k.ctx, `${k.tag}del`);
    if (k.mode === 'succeeds') return { params: { user_identifier: id } };
    return {
      params: { user_identifier: id },
      after: async () => {
        if (k.ctx.run.profile === 'core') return;
        const still = await k.ctx.api.call('getUser', { params: { user_identifier: id } });
        expectThat(still.status === 200, `a DELETE refused with 401 must delete nothing, but GET /api/v1/users/${id} answered ${still.status}`);
      },
    };
  },
  getDomain: (k) => ({ params: { domain_id: k.domain_id } }),
  updateDomain: async (k) => {
    // The domain's own current settings: a valid update that leaves the fixture domain as it was.
    const detail = await expectSuccess(k.ctx, await k.ctx.api.call('getDomain', { params: { domain_id: k.domain_id } }), 'getDomain', 'extended');
    return { params: { domain_id: k.domain_id }, body: { auto_renew: detail.auto_renew, whois_privacy: detail.whois_privacy } };
  },
  renewDomain: (k) => ({ params: { domain_id: k.domain_id }, body: { years: 1 } }),
  initiateTransfer: async (k) => ({ body: await k.transferBody() }),
  getTransfer: async (k) => ({ params: { transfer_id: await k.existing(() => k.transfer()) } }),
  listTlds: () => ({}),
  // Under a TLD the target offers, not .com (AMB-TLD-SET): one that does not sell .com may refuse a .com name.
  checkAvailability: async (k) => ({ params: { domain_name: `${k.name()}.${await registrableTld(k.ctx)}` } }),
  listDnsRecords: (k) => ({ params: { domain_id: k.domain_id } }),
  createDnsRecord: (k) => ({ params: { domain_id: k.domain_id }, body: k.txt() }),
  updateDnsRecord: async (k) => ({ params: { domain_id: k.domain_id, record_id: await k.existing(() => k.record()) }, body: { ttl: 600 } }),
  deleteDnsRecord: async (k) => ({ params: { domain_id: k.domain_id, record_id: await k.existing(() => k.record()) } }),
  bulkCreateDnsRecords: (k) => ({ params: { domain_id: k.domain_id }, body: { records: [k.txt()] } }),
  applyDnsTemplate: (k) => ({
    params: { domain_id: k.domain_id },
    body: k.mode === 'succeeds' ? k.ctx.run.template : (k.ctx.run.template ?? PLACEHOLDER_TEMPLATE),
  }),
  createCoreDnsRecord: (k) => ({ body: { domain_id: k.domain_id, type: 'TXT', name: k.name(), value: `${k.tag} check` } }),
  getCoreDnsRecord: async (k) => ({ params: { id: await k.existing(() => k.coreRecord()) } }),
  updateCoreDnsRecord: async (k) => ({ params: { id: await k.existing(() => k.coreRecord()) }, body: { ttl: 600 } }),
  deleteCoreDnsRecord: async (k) => ({ params: { id: await k.existing(() => k.coreRecord()) } }),
};

/** `tag` goes into the names the request creates, so a report shows which suite made them. */
export async function validRequest(ctx: CheckContext, operationId: string, mode: RequestMode, tag: string): Promise<ValidRequest> {
  const build = VALID_REQUESTS[operationId];
  if (!build) throw new Error(`no valid request written for ${operationId} (harness/valid-requests.ts)`);
  return build(new RequestKit(ctx, mode, tag));
}

const CORE_RECORD_OPERATIONS = ['getCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'];

/** The fixtures a request of `operationId` in `mode` needs: the check declares them, and is skipped without them. */
export function needsOfRequest(operationId: string, mode: RequestMode): Need[] {
  const op = operations.find((o) => o.id === operationId);
  const namesDomain = Boolean(op?.path.includes('{domain_id}')) || operationId === 'createCoreDnsRecord';
  // Succeeding, a core record operation first creates a record on the fixture domain; applying a template needs one.
  const createsOnDomain = mode === 'succeeds' && CORE_RECORD_OPERATIONS.includes(operationId);
  const needs: Need[] = namesDomain || createsOnDomain ? ['fixtureDomain'] : [];
  if (mode === 'succeeds' && operationId === 'applyDnsTemplate') needs.push('template');
  return needs;
}
