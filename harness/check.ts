// check(): a conformance check is a vitest test carrying its id, operation, spec section and requirement ids;
// it is skipped with a reason outside its profile or without its fixture; a failure carries its reproduction, the
// request that failed it first; an exception of the suite's own code is an error (with its stack), not a failure.
import { appendFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inject, type TestContext, test } from 'vitest';
import { ambiguity, interfacesOf, isRequirement, operation, operationLabel, type Interface } from '../contracts/spec-data.js';
import { Api, TransportError, type Res } from './client.js';
import { CheckTimeLimit, DEFAULT_QUOTA_WAIT_MS, isQuotaNotInTime, vitestTimeoutOf } from './check-time-limit.js';
import { checkTag } from './check-tag.js';
import { blamesTarget, stackOf } from './error-kind.js';
import { type Exchange, toReproduction } from './exchange.js';
import { CheckFailure } from './expect.js';
import { noteExchange, withOwnLatest } from './latest-exchange.js';
import { IdleCleanup } from './idle-cleanup.js';
import { appendLedger, createdBy, deletedBy, IntentLog, type KeyName } from './ledger.js';
import { observationLine } from './observation.js';
import { Pacer, type PacerSnapshot } from './pacer.js';
import { learnSecretsFrom, redactText, registerSecret, secretsRegisteredSince } from './redact.js';
import { BUDGET_FILE, isRunBudgetSpent, RunBudget } from './run-budget.js';
import { appendExchange } from './reports/exchanges.js';
import { comparableName, relativeName, setRecordZone } from './records.js';
import { selectionReason } from './selection.js';
import { runPrefixesIn, runPrefixOf } from './shared-key.js';
import type { RunContext } from './run-context.js';
import type { PropertyFailure, Reproduction } from './report-model.js';
import { announceWait } from './wait-progress.js';
import { configureTransport } from './transport-agent.js';

export type Need = 'secondKey' | 'foreignDomain' | 'completedTransfer' | 'template' | 'fixtureDomain' | 'rateLimitProbe' | 'renewTenYears' | 'coreHourlyQuota';

export interface CheckMeta {
  /** Stable id, e.g. DNS-TTL-59-REJECTED. */
  id: string;
  /** The assertion in plain words. */
  title: string;
  /** Operation id from contracts/operations.yaml. */
  operation: string;
  /** Spec section enforced, e.g. "§2.3 rule 2". */
  spec: string;
  /** Requirement ids from contracts/requirements.yaml. */
  requirements: string[];
  /** Which interface's contract the check holds the target to; defaults from the operation. */
  iface?: Interface;
  needs?: Need[];
  /**
   * The check's time with the target (ms, default 120 s), for checks that send many requests or wait on windows themselves. Waits the
   * pacer imposes for §8 quota do not count (harness/check-time-limit.ts).
   */
  timeout?: number;
  /**
   * Why the check must run alone: it reads what other checks of the run change at the same time (a count, a total, an
   * ordering, a rate-limit window's Remaining), or spends a window others need. Unset, the check runs beside others
   * when CONFORMANCE_CONCURRENCY is above 1: it then asserts only on what it created, or on membership.
   */
  exclusive?: string;
  /**
   * Set on an exclusive check that holds all the same while another run uses the same key: it tells that run's activity from the target's
   * in the listings it reads, and measures again or is skipped (not assessed) while others are busy (harness/shared-key.ts). Running alone
   * within its own run keeps that run's checks from keeping it busy. Unset on an exclusive check: a run sharing the key may fail it
   * (tests/e2e/shared-key.test.ts prints which, with the exclusive reason).
   */
  holdsOnSharedKey?: true;
}

export interface CheckTaskMeta {
  check: {
    id: string;
    title: string;
    operation: string;
    operationId: string;
    spec: string;
    requirements: string[];
    iface: Interface;
    area: string;
    requests: number;
    retriedAfter429?: number;
    pacingWaits?: number;
    /** ms the pacer held this check's requests for a window to reset. */
    pacingWaitedMs?: number;
    /** ms the check's clock stood still while its requests waited for §8 quota (windows, 429 resets): not the target's time. */
    quotaWaitedMs?: number;
    /** ms the check's clock ran: the target's answers and the check's own work (its time limit measures this). */
    targetMs?: number;
    /** ms waited for quota per §8 group (a credential other than the run's key is never named). */
    quotaWaitByGroup?: Record<string, number>;
    /** Requests this check sent with the run's key, per §8 group (summed into summary.requestsByGroup). */
    requestsByGroup?: Record<string, number>;
    /** Fixtures the check needs (CheckMeta.needs). */
    needs?: string[];
    /** Why the check runs alone (CheckMeta.exclusive); unset: it may run beside others. */
    exclusive?: string;
    /** CheckMeta.holdsOnSharedKey. */
    holdsOnSharedKey?: true;
    /** Requests the run's cleanup sent while this check waited for a window (harness/idle-cleanup.ts). */
    cleanupRequests?: number;
    /** The pacers' knowledge after this check, handed to the final cleanup's clients. */
    pacerState?: { primary: PacerSnapshot; second?: PacerSnapshot };
    /**
     * Secrets (login_url tokens) the worker learnt since the last check ended, handed to the main process in memory: with checks in flight
     * together, an exchange may echo a token before the answer that reveals it, so the main process scrubs exchanges.jsonl once more.
     */
    secrets?: Array<{ value: string; placeholder: string }>;
    skipReason?: string;
    /** The open point (AMB-*) whose allowed choice, made by the target, left the check's sentence untestable (CheckContext.skip). */
    notApplicable?: string;
    /** Set when the check threw something other than a failure of the target: the suite broke (status error). */
    suiteError?: { stack: string };
    reproduction?: Reproduction[];
    property?: PropertyFailure;
    propertyRequests?: number;
  };
}

declare module 'vitest' {
  interface TaskMeta extends Partial<CheckTaskMeta> {}
}

/**
 * Per-worker state shared by the checks: one pacer per key (every request of the run in flight counts against its
 * §8 group there), the idle-time cleanup, the prefix counter. Each check has clients of its own (clientsFor), so that
 * checks in flight at once keep their exchanges, counts and deadlines apart.
 */
class Worker {
  readonly run: RunContext = inject('conformance');
  private counter = 0;
  readonly pacer = new Pacer();
  readonly pacer2 = new Pacer();
  /** Clients of the idle-time cleanup: same keys and pacers, their exchanges kept out of the checks' record. */
  readonly cleanupApis: Partial<Record<KeyName, Api>> = {};
  readonly idle: IdleCleanup;
  /** The run-level budget of every client of the worker: once spent, the remaining checks are skipped. */
  readonly budget: RunBudget;
  /** The first prefix of another run seen in an answer (a run sharing the key), for the reason of a check not assessed for quota. */
  otherRunSeen?: string;
  /** The cleanup's requests already counted in a check's report entry (each is counted once, by the next check to end). */
  private cleanupClaimed = { requests: 0, byGroup: {} as Record<string, number> };

  constructor() {
    registerSecret(this.run.apiKey, '$CONFORMANCE_API_KEY');
    registerSecret(this.run.secondApiKey, '$CONFORMANCE_SECOND_API_KEY');
    configureTransport(this.run.transport ?? { headers: {}, proxies: false });
    // The main process reads the file once the checks end: it says which bound ended the run.
    this.budget = new RunBudget(this.run.runBudget, Date.now, (spent) =>
      writeFileSync(join(this.run.runDir, BUDGET_FILE), `${JSON.stringify({ bound: spent.bound, message: spent.message })}\n`),
    );
    const quiet = (key: KeyName) => ({ record: (ex: Exchange) => appendExchange(this.run.runDir, '(cleanup)', key, ex) });
    this.cleanupApis.primary = new Api(this.run.baseUrl, this.run.apiKey, quiet('primary'), this.pacer, this.run.timeoutMs);
    if (this.run.secondApiKey) {
      this.cleanupApis.second = new Api(this.run.baseUrl, this.run.secondApiKey, quiet('second'), this.pacer2, this.run.timeoutMs);
    }
    for (const api of Object.values(this.cleanupApis)) if (api) api.budget = this.budget;
    this.idle = new IdleCleanup({ runDir: this.run.runDir, apis: this.cleanupApis });
    this.pacer.onIdle = (until) => this.idle.run(until);
    this.pacer2.onIdle = (until) => this.idle.run(until);
    this.pacer.onWait = announceWait;
    this.pacer2.onWait = announceWait;
  }

  /** The clients of one check: its own exchange record, counts and deadline; the run's pacers. */
  clientsFor(checkId: string, exchanges: Exchange[]): { api: Api; api2?: Api } {
    const api = new Api(this.run.baseUrl, this.run.apiKey, this.sinkFor('primary', checkId, exchanges), this.pacer, this.run.timeoutMs);
    // Creations are written down before they are sent (the ledger's intents), and every client spends the run's budget.
    api.intents = new IntentLog(this.run.runDir, 'primary');
    api.budget = this.budget;
    if (!this.run.secondApiKey) return { api };
    const api2 = new Api(this.run.baseUrl, this.run.secondApiKey, this.sinkFor('second', checkId, exchanges), this.pacer2, this.run.timeoutMs);
    api2.intents = new IntentLog(this.run.runDir, 'second');
    api2.budget = this.budget;
    return { api, api2 };
  }

  /** The run-key requests the idle-time cleanup sent since the last claim: reported once, with the check that claims them. */
  claimCleanupRequests(): { requests: number; byGroup: Record<string, number> } {
    const requests = Object.values(this.cleanupApis).reduce((n, a) => n + a.stats.requests, 0);
    const now = { ...(this.cleanupApis.primary?.stats.byGroup ?? {}) };
    const byGroup: Record<string, number> = {};
    for (const [g, n] of Object.entries(now)) if (n > (this.cleanupClaimed.byGroup[g] ?? 0)) byGroup[g] = n - (this.cleanupClaimed.byGroup[g] ?? 0);
    const claimed = { requests: requests - this.cleanupClaimed.requests, byGroup };
    this.cleanupClaimed = { requests, byGroup: now };
    return claimed;
  }

  private sinkFor(key: KeyName, checkId: string, exchanges: Exchange[]) {
    return {
      sending: (ex: Exchange) => {
        if (ex.method !== 'GET' && ex.method !== 'DELETE' && !ex.rawRequestBody) this.noteNames(checkId, ex.requestBody);
      },
      record: (ex: Exchange) => {
        learnSecretsFrom(ex); // a login_url token is a credential (§5 rule 6): known before anything of this exchange is written or shown
        exchanges.push(ex);
        this.otherRunSeen ??= runPrefixesIn(ex.responseText).find((p) => p !== this.run.prefix.toLowerCase());
        noteExchange(ex);
        if (ex.method !== 'GET' && ex.status >= 200 && ex.status < 300) this.noteNames(checkId, ex.responseBody);
        appendExchange(this.run.runDir, checkId, key, ex);
        for (const entry of createdBy(ex, key)) {
          appendLedger(this.run.runDir, entry);
          this.idle.noteCreated(entry);
        }
        for (const entry of deletedBy(ex, key)) {
          appendLedger(this.run.runDir, entry);
          if (entry.kind === 'deleted') this.idle.noteDeleted(entry.ref);
        }
      },
    };
  }

  /**
   * Names the run's checks sent in a change (POST, PUT, PATCH) or were answered as having created, with the check
   * that did: a check that proves a rejected request created nothing tells a record another check made meanwhile
   * (its answer possibly not yet back) from one the rejected request made.
   */
  readonly namesBy = new Map<string, Set<string>>();

  /** Note every `name` (and user_identifier) in a change's body or in its successful answer. */
  noteNames(checkId: string, body: unknown): void {
    const walk = (v: unknown, depth: number): void => {
      if (depth > 4 || v === null || typeof v !== 'object') return;
      if (Array.isArray(v)) for (const item of v) walk(item, depth + 1);
      else {
        const o = v as Record<string, unknown>;
        for (const field of ['name', 'user_identifier']) {
          if (typeof o[field] !== 'string') continue;
          // Record names as relative names: a target may answer them fully qualified (AMB-NAME-FORM).
          const n = relativeName(o[field] as string);
          const by = this.namesBy.get(n) ?? new Set<string>();
          by.add(checkId);
          this.namesBy.set(n, by);
        }
        for (const item of Object.values(o)) walk(item, depth + 1);
      }
    };
    walk(body, 0);
  }

  /** True when another check than `checkId` sent or was answered with this name. */
  namedByAnotherCheck(name: string, checkId: string): boolean {
    const by = this.namesBy.get(relativeName(name));
    return !!by && [...by].some((c) => c !== checkId);
  }

  /** A fresh name carrying the run prefix: valid as a DNS label and as a user_identifier. */
  uniqueName(hint = ''): string {
    this.counter += 1;
    const tag = hint
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 12);
    return `${this.run.prefix}-${tag ? `${tag}-` : ''}${this.counter}`;
  }
}

/** How many registered secrets the worker has handed to the main process (CheckEntry.secrets). */
let secretsHanded = 0;

let worker: Worker | undefined;
function getWorker(): Worker {
  worker ??= new Worker();
  return worker;
}

export interface CheckContext {
  run: RunContext;
  api: Api;
  /** The client of the second key; present when the check declared needs: ['secondKey']. */
  api2: Api;
  /** The fixture domain; present when the check declared needs: ['fixtureDomain']. */
  domain: { id: string; name: string };
  iface: Interface;
  meta: CheckMeta;
  /** The suite file's name without .test.ts. */
  area: string;
  uniqueName(hint?: string): string;
  /**
   * The prefix of every name this check generates (run prefix, `-`, four characters of its own from its id: the same
   * in every run, so a replayed case names what the failing one named): generated names are short and fast-check
   * draws alike across checks, and two checks in flight at once must never name the same record or user (a target
   * may refuse a record beside one of its name, AMB-RECORD-REPEAT).
   */
  namePrefix: string;
  /**
   * True when a record or user of this name is someone else's doing: another request of this run was answered as
   * having created it (another check, in flight at once), or it carries another run's prefix (a run sharing the key).
   */
  madeByOthers(name: string): boolean;
  /** Record which documented form the target chose on an open point (contracts/ambiguities.yaml); an unknown id fails the check. */
  observe(ambiguityId: string, form: string, operationId?: string): void;
  /** Requests this check has sent so far. */
  requestCount(): number;
  /** Attach property-based details to the report entry. */
  setProperty(details: PropertyFailure | undefined, requests: number): void;
  /**
   * Stop here and report the check skipped with this reason: the target gave an answer the spec allows that leaves the check's own sentence
   * untested (e.g. a template whose records already exist, answered 409). Never for a wrong answer: that is a failure. `allowedChoice`
   * names the open point (AMB-*) when it is the target's allowed choice there, not the setup, that leaves the sentence untestable (a
   * registry's cap on a ten-year renewal): the check is then not applicable to this target, and certification does not wait for it.
   */
  skip(reason: string, allowedChoice?: string): never;
}

function reasonToSkip(meta: CheckMeta, iface: Interface, run: RunContext, area: string): string | undefined {
  if (run.profile !== 'full' && run.profile !== iface) return `not in profile ${run.profile} (a ${iface} check)`;
  const left = selectionReason(run.only, run.skip, meta.id, area);
  if (left) return left;
  for (const need of meta.needs ?? []) {
    if (need === 'secondKey' && !run.secondApiKey) return 'fixture not configured: CONFORMANCE_SECOND_API_KEY';
    if (need === 'foreignDomain' && !run.foreignDomainId) return 'fixture not configured: CONFORMANCE_FOREIGN_DOMAIN_ID';
    if (need === 'completedTransfer' && !run.completedTransferId) return 'fixture not configured: CONFORMANCE_COMPLETED_TRANSFER_ID';
    if (need === 'template' && !run.template) return 'fixture not configured: CONFORMANCE_TEMPLATE';
    if (need === 'rateLimitProbe' && !run.rateLimitProbe) return 'opt-in: set CONFORMANCE_RATE_LIMIT_PROBE=1 (spends quota)';
    if (need === 'renewTenYears' && !run.renewTenYears) return 'opt-in: spends 10 registration years: set CONFORMANCE_RENEW_TEN_YEARS=1';
    if (need === 'coreHourlyQuota' && !run.coreHourlyQuota)
      return "opt-in: spends the second key's core hourly quota: set CONFORMANCE_CORE_HOURLY_QUOTA (1000, §8's default, or your partner quota)";
  }
  return undefined;
}

/**
 * The contract a check holds the target to when it does not say: the operation's own interface, or for an
 * operation of both interfaces (createUser, listUserDomains, getDomain) the core one whenever the profile includes
 * it, so a rule stated for the shared operation is checked in every profile.
 */
export function defaultInterface(operationId: string): Interface {
  const ifaces = interfacesOf(operation(operationId));
  if (ifaces.length === 1) return ifaces[0];
  return inject('conformance').profile === 'extended' ? 'extended' : 'core';
}

export function check(meta: CheckMeta, body: (ctx: CheckContext) => Promise<void>): void {
  const iface = meta.iface ?? defaultInterface(meta.operation);
  const unknown = meta.requirements.filter((r) => !isRequirement(r));
  if (unknown.length) throw new Error(`${meta.id}: unknown requirement ids ${unknown.join(', ')}`);
  if (!meta.requirements.length) throw new Error(`${meta.id}: a check verifies at least one requirement`);

  // Static metadata, readable when the checks are only collected (`partner-dns-conformance list`).
  const listed: CheckTaskMeta['check'] = {
    id: meta.id,
    title: meta.title,
    operation: operationLabel(meta.operation),
    operationId: meta.operation,
    spec: meta.spec,
    requirements: meta.requirements,
    iface,
    area: '',
    requests: 0,
    needs: meta.needs ?? [],
    ...(meta.exclusive ? { exclusive: meta.exclusive } : {}),
    ...(meta.holdsOnSharedKey ? { holdsOnSharedKey: true as const } : {}),
  };
  // Beside other checks when the run allows it (vitest's maxConcurrency is the bound); an exclusive check runs alone.
  const concurrent = (inject('conformance')?.concurrency ?? 1) > 1 && !meta.exclusive;
  // The check's own deadline (CheckTimeLimit) measures the target; vitest's timeout is only a backstop above it and the quota allowance.
  const targetMs = meta.timeout ?? 120_000;
  const quotaMs = inject('conformance')?.runBudget?.quotaWaitMs ?? DEFAULT_QUOTA_WAIT_MS;
  const timeout = vitestTimeoutOf(targetMs, quotaMs);
  const options = { timeout, meta: { check: listed }, ...(concurrent ? { concurrent: true } : { sequential: true }) };
  test(`${meta.id}: ${meta.title}`, options, (t) => withOwnLatest(() => runCheck(t)));

  async function runCheck(t: TestContext): Promise<void> {
    const w = getWorker();
    const area = basename(t.task.file.name).replace(/\.test\.ts$/, '');
    const entry: CheckTaskMeta['check'] = { ...listed, area };
    t.task.meta.check = entry;
    w.idle.fileStarted(t.task.file.filepath ?? t.task.file.name);
    const skip = reasonToSkip(meta, iface, w.run, area);
    if (skip) {
      entry.skipReason = skip;
      t.skip(skip);
      return;
    }
    if (w.budget.spent) {
      entry.skipReason = `run ended: ${w.budget.spent.message}`;
      t.skip(entry.skipReason);
      return;
    }
    const exchanges: Exchange[] = [];
    const { api, api2 } = w.clientsFor(meta.id, exchanges);
    const timeLimit = new CheckTimeLimit({ targetMs, quotaMs, otherRunSeen: () => w.otherRunSeen });
    api.timeLimit = timeLimit;
    if (api2) api2.timeLimit = timeLimit;
    setRecordZone(w.run.fixtureDomain?.name);
    const ctx: CheckContext = {
      run: w.run,
      api,
      api2: api2 as Api,
      domain: w.run.fixtureDomain as { id: string; name: string },
      iface,
      meta,
      area,
      uniqueName: (hint) => w.uniqueName(hint),
      namePrefix: `${w.run.prefix}-${checkTag(meta.id)}`,
      madeByOthers: (name) => {
        const n = comparableName(name);
        const run = runPrefixOf(n);
        return w.namedByAnotherCheck(n, meta.id) || (run !== undefined && run !== w.run.prefix);
      },
      observe: (ambiguityId, form, operationId = meta.operation) => {
        appendFileSync(join(w.run.runDir, 'observations.jsonl'), observationLine(ambiguityId, form, operationId, meta.id));
      },
      requestCount: () => exchanges.length,
      setProperty: (details, requests) => {
        entry.property = details;
        entry.propertyRequests = requests;
      },
      skip: (reason, allowedChoice) => {
        if (allowedChoice !== undefined) entry.notApplicable = ambiguity(allowedChoice).id; // an unknown id throws: a mistyped row never vanishes
        entry.skipReason = reason;
        t.skip(reason);
        throw new Error(`skip did not stop the check: ${reason}`); // vitest's skip throws; this only satisfies `never`
      },
    };
    try {
      if ((meta.needs ?? []).includes('fixtureDomain') && !w.run.fixtureDomain) {
        throw new Error(`no fixture domain: ${w.run.fixtureError ?? 'unknown reason'}`);
      }
      const running = body(ctx);
      running.catch(() => undefined); // once the time limit ended the check, the body ends on its own (its clients send nothing more)
      await Promise.race([running, timeLimit.expired]);
    } catch (thrown) {
      // A check ended on quota or on its time limit may have seen it as another error (a property's shrinking, a wrapper): the cause wins.
      const error = timeLimit.endedBy ?? thrown;
      if ((error as { code?: unknown } | undefined)?.code === 'VITEST_PENDING') throw error; // ctx.skip(): skipped, not failed
      if (isQuotaNotInTime(error)) {
        // Not the target's failure: it answered what it was sent; the check could not get the quota to finish (issue 32).
        entry.skipReason = error.message;
        t.skip(entry.skipReason);
        return;
      }
      if (isRunBudgetSpent(error)) {
        // Not the target's failure of this check, nor the suite's: the run ends (the main process says why, once).
        entry.skipReason = `run ended: ${error.message}`;
        t.skip(entry.skipReason);
        return;
      }
      entry.reproduction = reproductionOf(exchanges, error);
      if (!blamesTarget(error)) entry.suiteError = { stack: stackOf(error) };
      throw redactedError(error);
    } finally {
      timeLimit.stop();
      entry.quotaWaitedMs = Math.round(timeLimit.quotaWaitedMs);
      entry.targetMs = Math.round(timeLimit.targetMs);
      entry.quotaWaitByGroup = timeLimit.quotaWaitByGroup();
      entry.requests = exchanges.length;
      const clients = api2 ? [api, api2] : [api];
      entry.retriedAfter429 = clients.reduce((n, c) => n + c.stats.retriedAfter429, 0);
      entry.pacingWaits = clients.reduce((n, c) => n + c.stats.pacingWaits, 0);
      entry.pacingWaitedMs = clients.reduce((n, c) => n + c.stats.pacingWaitedMs, 0);
      // Per §8 group, the run's key: the check's own requests, and the cleanup's not yet counted with another check.
      const cleanup = w.claimCleanupRequests();
      const byGroup: Record<string, number> = { ...api.stats.byGroup };
      for (const [g, n] of Object.entries(cleanup.byGroup)) byGroup[g] = (byGroup[g] ?? 0) + n;
      entry.requestsByGroup = byGroup;
      entry.cleanupRequests = cleanup.requests;
      entry.pacerState = { primary: w.pacer.snapshot(), ...(api2 ? { second: w.pacer2.snapshot() } : {}) };
      const learnt = secretsRegisteredSince(secretsHanded);
      secretsHanded += learnt.length;
      if (learnt.length) entry.secrets = learnt;
    }
  }
}

/**
 * The error as it leaves the worker, redacted in place: its message, stack and diff reach the console and the report through the main process,
 * which never saw the login_url tokens this worker learnt.
 */
function redactedError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redactText(error) : error;
  error.message = redactText(error.message);
  if (error.stack) error.stack = redactText(error.stack);
  const diff = error as Error & { actual?: unknown; expected?: unknown };
  if (typeof diff.actual === 'string') diff.actual = redactText(diff.actual);
  if (typeof diff.expected === 'string') diff.expected = redactText(diff.expected);
  return error;
}

/**
 * The requests a failure shows: the one the failing assertion judged first (marked), then the one before it for
 * context; a cleanup sent after the assertion is never shown as "the request". Without a judged exchange (a suite
 * error), the check's last two requests in order.
 */
function reproductionOf(mine: Exchange[], error: unknown): Reproduction[] {
  const judged = error instanceof TransportError || error instanceof CheckFailure ? error.exchange : undefined;
  const at = judged ? mine.indexOf(judged) : -1;
  if (at < 0) return mine.slice(-2).map(toReproduction);
  return [{ ...toReproduction(mine[at]), failing: true }, ...(at > 0 ? [toReproduction(mine[at - 1])] : [])];
}

export type { Res };
