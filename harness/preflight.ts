// harness/preflight.ts: before any check, the setup is tried with a few reads (§4.1, §5, §7, §8): the target speaks
// HTTP and JSON, the key is accepted, /api/v1 is there, the fixture user exists and owns a domain, the second key is
// accepted, neither key's core hourly quota is spent, the foreign domain is refused to the key. A broken setup is one
// message and exit 2, never hundreds of vendor failures; only what is certainly a setup mistake is refused, and a
// deviation of the target is left to the checks.
import { Api, TransportError, type Res } from './client.js';
import { consoleText } from './console-text.js';
import { errorBodyOf } from './error-body.js';
import { DEFAULT_FULL_WINDOW_MS, Pacer, resetToMs, sleep, wholeWindowMs } from './pacer.js';
import { TargetUnreachable } from './target.js';
import { transportSettings } from './transport-agent.js';
import { CLOSED_AFTER_HANDSHAKE, handshakeVerdict } from './handshake-probe.js';
import { transportAdvice } from './transport-refusal.js';
import { PROXY_VARIABLES } from './transport-settings.js';

export { TargetUnreachable };

/** The setup is wrong (key, base URL, fixtures) or the target cannot be assessed: exit 2, one message, no check run. */
export class PreflightError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreflightError';
  }
}

export interface PreflightInput {
  baseUrl: string;
  apiKey: string;
  secondApiKey?: string;
  fixtureUser: string;
  foreignDomainId?: string;
  /** CONFORMANCE_RENEW_DOMAIN_ID: tried unless `extended` is false (renew is an extended operation, §1). */
  renewDomainId?: string;
  timeoutMs: number;
  /** Shards of one run each take their own active domain. */
  shard?: { index: number; count: number };
  /** A user_identifier no one has (carries the run prefix): the second key is tried on it. */
  unknownUser: string;
  /** The pacer of the run's primary key: what preflight learns of the windows is not lost. */
  pacer?: Pacer;
  /** The run's profile has core checks: each key's core interface is tried for a spent hourly quota. */
  core?: boolean;
  /** The run's profile has extended checks (default true). */
  extended?: boolean;
  /** The §8 burst window (a minute; the embedded reference's own): a core 429 is read again after one. */
  burstWindowMs?: number;
}

export interface PreflightResult {
  fixtureDomain: { id: string; name: string };
  /** Worth printing, not an error (e.g. fewer active domains than shards). */
  notes: string[];
  /** Requests sent. */
  requests: number;
}

function brief(res: Res): string {
  // The target's words, made safe to print (harness/console-text.ts): this message ends on the console as `setup error: …`.
  const type = res.headers['content-type'] ? ` (${consoleText(res.headers['content-type'], 100)})` : '';
  const text = res.text.replace(/\s+/g, ' ').trim();
  return `${res.status}${type}${text ? ` ${consoleText(text, 160)}` : ' with an empty body'}`;
}

const refused = (res: Res) => res.status === 401 || res.status === 403;

/**
 * A key whose core requests are refused for the rest of an hour (§8 "Default 1000 requests per hour", spent: by an earlier run with
 * CONFORMANCE_CORE_HOURLY_QUOTA, or by other use of the key) would fail every core check with a 429 the target is right to send: a setup
 * problem, not a deviation. One read of a record id no one has; a 429 is read again after a whole burst window (§8: a minute) without
 * requests, which no burst refuses: refused again, the hour is spent. X-RateLimit-Reset is only quoted, since a target may report either window
 * (AMB-RATE-LIMIT-GROUP).
 */
async function assertCoreQuotaLeft(api: Api, setting: string, unknownId: string, burstWindowMs: number): Promise<void> {
  const read = () => send(api, 'getCoreDnsRecord', { id: unknownId }, 'key', true);
  if ((await read()).status !== 429) return;
  await sleep(wholeWindowMs(burstWindowMs));
  const again = await read();
  if (again.status !== 429) return;
  const raw = again.headers['x-ratelimit-reset'];
  const reset = Number(raw);
  const until = raw !== undefined && Number.isFinite(reset) && reset * 1000 > Date.now() ? new Date(resetToMs(reset)).toISOString() : undefined;
  throw new PreflightError(
    `the core interface refuses ${setting} with 429${until ? ` until ${until} (X-RateLimit-Reset ${consoleText(raw, 40)})` : ''}, again after a whole ` +
      `burst window without requests: its core hourly quota is spent (§8), as a run with CONFORMANCE_CORE_HOURLY_QUOTA leaves the second key — ` +
      `${until ? `start the run after ${until}` : 'start the run when its hour has ended'}, or give another key`,
  );
}

/** A 404 that is not the API's: a page of some other server (HTML, text) or a body in neither §7 error format. */
function notTheApi(res: Res): boolean {
  return res.status === 404 && (!res.json || errorBodyOf(res).format === 'undocumented');
}

async function send(api: Api, operationId: string, params: Record<string, string>, auth: 'key' | 'none' = 'key', expect429 = false): Promise<Res> {
  try {
    return await api.call(operationId, { params, auth, ...(expect429 ? { expect429 } : {}) });
  } catch (error) {
    if (error instanceof TransportError) {
      const facts = {
        clientCertificate: transportSettings().clientCertificate !== undefined,
        https: api.baseUrl.startsWith('https:'),
        proxy: PROXY_VARIABLES.some((name) => process.env[name]),
      };
      // One line: OpenSSL's messages end in a line break.
      const why = error.message.replace(/\s+/g, ' ').trim();
      // A reset over TLS may hide the server's verdict on the client certificate: a silent handshake hears it.
      const verdict = facts.https && (error.code === 'ECONNRESET' || error.code === 'EPIPE') ? await handshakeVerdict(api.baseUrl) : undefined;
      const heard =
        verdict === CLOSED_AFTER_HANDSHAKE
          ? ' (a handshake sending nothing was then closed without a word)'
          : verdict && verdict !== 'kept'
            ? ` (a handshake sending nothing then heard ${verdict})`
            : '';
      const advice = verdict === 'kept' ? '' : transportAdvice(verdict ?? error.code, facts);
      throw new TargetUnreachable(`target ${api.baseUrl} not reachable: ${why}${heard}${advice}`);
    }
    throw error;
  }
}

function pickDomain(domains: any[], fixtureUser: string, shard: PreflightInput['shard']): { domain: { id: string; name: string }; note?: string } {
  const usable = domains.filter((d) => d && (typeof d.id === 'string' || typeof d.id === 'number'));
  const actives = usable.filter((d) => d.status === 'active').sort((a, b) => String(a.id).localeCompare(String(b.id)));
  if (shard && actives.length) {
    // Shards of one run work at the same time: each takes its own active domain, so that no DNS check of one shard
    // sees the records another shard creates.
    const pick = actives[(shard.index - 1) % actives.length];
    const note =
      actives.length < shard.count
        ? `${fixtureUser} owns ${actives.length} active domain(s) for ${shard.count} shards: shards share one, ` +
          'and DNS checks that count records may race (give the fixture user one active domain per shard)'
        : undefined;
    return { domain: { id: String(pick.id), name: String(pick.name) }, note };
  }
  const chosen = usable.find((d) => d.status === 'active') ?? usable[0];
  return { domain: { id: String(chosen.id), name: String(chosen.name) } };
}

/** Tries the setup; throws TargetUnreachable or PreflightError (both exit 2) on the first problem. */
export async function preflight(input: PreflightInput): Promise<PreflightResult> {
  const api = new Api(input.baseUrl, input.apiKey, { record() {} }, input.pacer ?? new Pacer(), input.timeoutMs);
  const notes: string[] = [];
  const lookup = `GET ${input.baseUrl}/api/v1/users/${input.fixtureUser}/domains`;

  const res = await send(api, 'listUserDomains', { user_identifier: input.fixtureUser });
  if (res.status === 407) {
    // RFC 9110 §15.5.8: the proxy, not the target, wants credentials.
    throw new PreflightError(
      `the proxy asks for credentials: ${lookup} answered ${brief(res)} — give them in the proxy variable ` +
        '(HTTPS_PROXY or HTTP_PROXY: http://user:password@host:port)',
    );
  }
  if (refused(res)) {
    throw new PreflightError(
      `the key was refused: ${lookup} answered ${brief(res)} — check CONFORMANCE_API_KEY, and that CONFORMANCE_BASE_URL is the ` +
        'environment the key belongs to (§5 rules 2-3); a gateway in front of it may also ask for a header (CONFORMANCE_HEADERS, --header)',
    );
  }
  if (notTheApi(res)) {
    throw new PreflightError(
      `no /api/v1 at CONFORMANCE_BASE_URL ${input.baseUrl}: ${lookup} answered ${brief(res)}, not an error of the interface (§7) — ` +
        'give the root the interface paths start from (the part before /api/v1)',
    );
  }
  if (res.status === 404) {
    // A 404 in an error format of the interface: the user is missing, or the whole path is (a gateway's JSON 404).
    // Without a key the interface answers 401 (§5 rule 3) where the path exists; a path that does not exist stays 404.
    const anonymous = await send(api, 'listUserDomains', { user_identifier: input.fixtureUser }, 'none');
    if (anonymous.status === 404) {
      throw new PreflightError(
        `no /api/v1 at CONFORMANCE_BASE_URL ${input.baseUrl}: ${lookup} answered ${brief(res)}, and 404 again without a key ` +
          '(the interface answers 401 there, §5 rule 3) — give the root the interface paths start from (the part before /api/v1)',
      );
    }
    throw new PreflightError(
      `the fixture user ${input.fixtureUser} does not exist under this key: ${lookup} answered ${brief(res)} — ` +
        'CONFORMANCE_FIXTURE_USER must name a user of this key owning at least one domain',
    );
  }
  if (res.status !== 200) {
    throw new PreflightError(`the target cannot be assessed: the fixture lookup ${lookup} answered ${brief(res)}, expected 200 (§4.1)`);
  }
  if (!res.json) {
    throw new PreflightError(
      `the target does not speak JSON: ${lookup} answered ${brief(res)} (§1: every body is JSON) — is CONFORMANCE_BASE_URL the interface's root?`,
    );
  }
  const domains = res.body?.domains;
  if (!Array.isArray(domains)) {
    throw new PreflightError(`the fixture lookup cannot be read: ${lookup} answered 200 without a \`domains\` array (§4.1): ${brief(res)}`);
  }
  if (domains.length === 0) {
    throw new PreflightError(
      `the fixture user ${input.fixtureUser} owns no domain: ${lookup} lists none — CONFORMANCE_FIXTURE_USER must own at least one ` +
        '(an active one, for the DNS checks)',
    );
  }
  if (!domains.some((d: any) => d && (typeof d.id === 'string' || typeof d.id === 'number'))) {
    throw new PreflightError(`the fixture lookup cannot be read: no domain listed by ${lookup} carries an id (§2.2): ${brief(res)}`);
  }
  const { domain, note } = pickDomain(domains, input.fixtureUser, input.shard);
  if (note) notes.push(note);

  let second: Api | undefined;
  if (input.secondApiKey) {
    // A user no one has: a valid key gets 404 (or an empty list), a refused one 401 or 403.
    second = new Api(input.baseUrl, input.secondApiKey, { record() {} }, new Pacer(), input.timeoutMs);
    const r = await send(second, 'listUserDomains', { user_identifier: input.unknownUser });
    if (refused(r)) {
      throw new PreflightError(
        `the second key was refused: GET ${input.baseUrl}/api/v1/users/${input.unknownUser}/domains with CONFORMANCE_SECOND_API_KEY ` +
          `answered ${brief(r)} — check CONFORMANCE_SECOND_API_KEY (a second key of the same environment, §5)`,
      );
    }
  }

  if (input.core) {
    const window = input.burstWindowMs ?? DEFAULT_FULL_WINDOW_MS;
    await assertCoreQuotaLeft(api, 'CONFORMANCE_API_KEY', `${input.unknownUser}-record`, window);
    if (second) await assertCoreQuotaLeft(second, 'CONFORMANCE_SECOND_API_KEY', `${input.unknownUser}-record`, window);
  }

  if (input.foreignDomainId) {
    const where = `GET ${input.baseUrl}/api/v1/domains/${input.foreignDomainId}`;
    const r = await send(api, 'getDomain', { domain_id: input.foreignDomainId });
    if (r.status >= 200 && r.status < 300) {
      // Readable with the key: either the setting names one of the key's own domains, or the target ignores §5 rule 5.
      // Only the domain's own key can tell: when the second key reads it too, it is foreign and the checks judge the target.
      const owner = second ? await send(second, 'getDomain', { domain_id: input.foreignDomainId }) : undefined;
      if (!owner || owner.status < 200 || owner.status >= 300) {
        throw new PreflightError(
          `CONFORMANCE_FOREIGN_DOMAIN_ID ${input.foreignDomainId} is readable with CONFORMANCE_API_KEY: ${where} answered ${r.status}` +
            `${owner ? `, and ${owner.status} with CONFORMANCE_SECOND_API_KEY` : ''} — give a domain the key may not use (§5 rule 5)` +
            `${owner ? '' : '; if it belongs to another key, give that key as CONFORMANCE_SECOND_API_KEY so the suite can tell'}`,
        );
      }
    } else if (r.status !== 403 && r.status !== 404) {
      throw new PreflightError(
        `the target cannot be assessed: ${where} answered ${brief(r)} for CONFORMANCE_FOREIGN_DOMAIN_ID, expected 403 or 404 (§5 rule 5, §7)`,
      );
    }
  }
  if (input.renewDomainId && input.extended !== false) await assertRenewable(api, input.baseUrl, input.renewDomainId);
  return { fixtureDomain: domain, notes, requests: api.stats.requests + (second?.stats.requests ?? 0) };
}

/** §2.2 statuses of a domain no registrar renews: a registration not yet complete, and one the registry holds. */
const NOT_RENEWABLE = new Set(['pending', 'suspended']);

/**
 * CONFORMANCE_RENEW_DOMAIN_ID names the domain the renewal checks renew (§4.3 `POST /api/v1/domains/{domain_id}/renew`). A mistyped id,
 * another key's domain, or one in a status no registrar renews would fail every renewal check against a target that is right: one read of
 * the domain's detail (§4.3, extended) tells, and is a setup error instead.
 */
async function assertRenewable(api: Api, baseUrl: string, id: string): Promise<void> {
  const where = `GET ${baseUrl}/api/v1/domains/${id}`;
  const r = await send(api, 'getDomain', { domain_id: id });
  if (r.status === 404 || r.status === 403) {
    throw new PreflightError(
      `CONFORMANCE_RENEW_DOMAIN_ID ${id} is not a domain of CONFORMANCE_API_KEY: ${where} answered ${brief(r)} — give the id of a domain ` +
        'the key owns, or unset it to renew the fixture domain (§4.3 renew, §5 rule 5)',
    );
  }
  if (r.status !== 200 || !r.json) {
    throw new PreflightError(`the target cannot be assessed: ${where} answered ${brief(r)} for CONFORMANCE_RENEW_DOMAIN_ID, expected 200 (§4.3)`);
  }
  const status = r.body?.status;
  if (typeof status === 'string' && NOT_RENEWABLE.has(status)) {
    throw new PreflightError(
      `CONFORMANCE_RENEW_DOMAIN_ID ${id} cannot be renewed: its status is ${status} (§2.2) — give an active (or expired) domain of the key, ` +
        'or unset it to renew the fixture domain',
    );
  }
}
