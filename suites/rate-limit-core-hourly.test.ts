// §8 core "Default 1000 requests per hour": the second key's core requests are refused with 429 once its hourly quota is spent, on every core
// operation, and the first key's are not (the quota is per API key). Opt-in (CONFORMANCE_CORE_HOURLY_QUOTA): spending the quota takes at least
// ten minutes at the §8 burst and leaves that key without the core interface until its hour ends, so the file runs last
// (harness/conformance.vitest.config.ts RUN_LAST) and spends the second key's quota, never the first's, which the run's cleanup needs. Every
// request names a record or domain that does not exist, in the target's id shape (AMB-ID-SHAPE): nothing is created.
import { absentCoreRecordId, absentDomainId } from '../harness/absent-id.js';
import { check, type CheckContext, type CheckMeta } from '../harness/check.js';
import type { Api, CallOptions, Res } from '../harness/client.js';
import { expectError, fail } from '../harness/expect.js';
import { sleep, wholeWindowMs } from '../harness/pacer.js';
import { clockSkewSeconds, minuteWindowMs, rateHeadersOf } from '../harness/rate-headers.js';
import { announceWait } from '../harness/wait-progress.js';
import { operationLabel } from '../contracts/spec-data.js';

const ALONE = "it spends the second key's core hourly quota, which every core request of that key would then meet";

/** What every check of the file declares: it runs alone, holds on a shared key (others' requests only spend the hour sooner), and may spend an hour. */
const HOURLY = {
  exclusive: ALONE,
  holdsOnSharedKey: true,
  needs: ['secondKey', 'fixtureDomain', 'coreHourlyQuota'] as CheckMeta['needs'],
  // Ten minutes at the §8 burst for the default quota, twenty where a fixed hour starts midway, and a wait per burst.
  timeout: 75 * 60_000,
} satisfies Partial<CheckMeta>;

/** §8 "Burst up to 100 requests per minute": a window of one minute, or the embedded reference's shorter one. */
const burstWindowMs = minuteWindowMs;

/** §8's hour, or the embedded reference's: as many of its windows as an hour has minutes (reference/config.ts hourlyWindows). */
function hourMs(ctx: CheckContext): number {
  return ctx.run.embedded ? 60 * burstWindowMs(ctx) : 3_600_000;
}

/** Long enough that no burst window still holds a request sent before it. */
const idleWindow = (ctx: CheckContext) => wholeWindowMs(burstWindowMs(ctx));

/**
 * How long to wait after a refusal before reading again: until the refusal's X-RateLimit-Reset (one second of slack, and on the later of our
 * clock and the target's, as its Date header shows), when that lies within a burst window; a whole burst window otherwise. A target that
 * reports its burst window (AMB-RATE-LIMIT-GROUP) serves again once that Reset has passed, as RL-429-PROBE holds; one that reports the hour's,
 * or no Reset, is given the whole minute. No shorter wait is guessed from an earlier one: a refusal late in a fixed window is served again
 * sooner than one early in it, and a read still refused by the burst would be taken for a spent hour (a check passing a target without one).
 */
function burstWait(ctx: CheckContext, refusal: Res): number {
  const reset = Number(refusal.headers['x-ratelimit-reset']);
  const behindMs = Math.max(0, -clockSkewSeconds(refusal, Date.now()) * 1000);
  const until = Number.isFinite(reset) && reset > 0 && reset < 1e11 ? reset * 1000 - Date.now() + behindMs + 1000 : Infinity;
  return until <= idleWindow(ctx) ? Math.max(500, Math.ceil(until)) : idleWindow(ctx);
}

type CoreOperation = 'getCoreDnsRecord' | 'createCoreDnsRecord' | 'updateCoreDnsRecord' | 'deleteCoreDnsRecord';

/** What the file's checks share (one module per suite file): the ids they name, and what spending the hour found. */
const state: {
  absent?: { recordId: string; domainId: string };
  /** When a read of the second key was last refused after a whole idle burst window: the hour was spent then. */
  spentAt?: number;
  /** The first check could not assess the quota (the reason): the others skip with it instead of spending an hour each. */
  notAssessed?: string;
  /** The first check found no hourly quota: the others are not assessed either. */
  neverSpent?: boolean;
} = {};

async function absentIds(ctx: CheckContext): Promise<{ recordId: string; domainId: string }> {
  state.absent ??= { recordId: await absentCoreRecordId(ctx), domainId: absentDomainId(ctx) };
  return state.absent;
}

/** A core request of each operation that the target refuses whatever its quota: a record id, or a creation's domain_id, that names nothing. */
async function refusedAnyway(ctx: CheckContext, operationId: CoreOperation): Promise<CallOptions> {
  const { recordId, domainId } = await absentIds(ctx);
  if (operationId === 'createCoreDnsRecord') return { body: { domain_id: domainId, type: 'TXT', name: ctx.uniqueName('rlhour'), value: 'x' } };
  if (operationId === 'updateCoreDnsRecord') return { params: { id: recordId }, body: { ttl: 600 } };
  return { params: { id: recordId } };
}

/** Statuses a served request of `refusedAnyway` may have: 404, or 400/422 (AMB-ID-SHAPE, AMB-CORE-UNKNOWN-DOMAIN). */
const SERVED = [404, 400, 422];

async function send(ctx: CheckContext, api: Api, operationId: CoreOperation): Promise<Res> {
  return api.call(operationId, { ...(await refusedAnyway(ctx, operationId)), expect429: true });
}

function expectServedOr429(res: Res, operationId: CoreOperation, while_: string): void {
  if (res.status === 429 || SERVED.includes(res.status)) return;
  fail(
    `${operationLabel(operationId)}: answered ${res.status} ${while_}, to a request naming a record or domain that does not exist: expected ` +
      `404 (or 400/422 for an id not of the target's shape), or 429 once the quota is spent (§8 "When a limit is exceeded the response is 429"), ` +
      `received ${res.text.slice(0, 200)}`,
  );
}

/**
 * Reads with the second key until the hour is spent, and returns the 429 that shows it. A 429 inside a burst is the minute's: a read after a
 * whole idle burst window cannot be refused by the burst (fixed windows, sliding windows and buckets alike, AMB-RATE-LIMIT-WINDOW), only by
 * the hour. An hourly quota that refills continuously (a bucket) serves a few reads after each such wait: three waits in a row that let
 * through no more than its refill, once a whole quota was served, show it spent as well. Returns a 429 got just now.
 *
 * Fails when more is served than the hourly windows the spending touched allow: fixed windows may start anywhere, so a conforming target serves
 * at most one quota per window a span touches (twice the quota in under an hour). Only where the burst refused some of these reads, which
 * shows they are counted: whether a request answered 404 counts against a quota the spec does not say, and a target that counts none of them
 * cannot be spent by them (not assessed).
 */
async function spendTheHour(ctx: CheckContext): Promise<Res> {
  const quota = ctx.run.coreHourlyQuota!;
  const label = operationLabel('getCoreDnsRecord');
  if (state.spentAt !== undefined) {
    // Spent by an earlier check: a few reads in a row find it still spent (a quota that refills continuously may have a token for one of
    // them); all of them served, the hour turned: spend the next one.
    const refused = await refusedRead(ctx, 5);
    if (refused) return refused;
    state.spentAt = undefined;
  }
  const hour = hourMs(ctx);
  // How long to keep spending: §8's hour on a target; on the embedded reference, whose hour is a minute, five of them, so that a loaded machine
  // sending slowly is not taken for a quota that never ends.
  const patience = ctx.run.embedded ? 5 * hour : hour;
  const started = Date.now();
  let served = 0;
  let refusedByBurst = false;
  /** Reads served from one wait to the next, and when each such cycle began: the first burst, then what each wait let through. */
  const cycles: Array<{ served: number; from: number }> = [{ served: 0, from: started }];
  const serve = (res: Res) => {
    expectError(ctx, res, { statuses: SERVED, operationId: 'getCoreDnsRecord' });
    served += 1;
    cycles[cycles.length - 1].served += 1;
    const elapsed = Date.now() - started;
    // A span of `elapsed` touches at most ceil(elapsed / hour) + 1 fixed hourly windows, each serving one quota.
    const most = quota * (Math.ceil(elapsed / hour) + 1);
    const seconds = Math.round(elapsed / 1000);
    if (served > most && refusedByBurst) {
      state.neverSpent = true;
      fail(
        `${label}: the second key's core requests were served ${served} times in ${seconds} s without a 429 that outlasted a burst window, ` +
          `with an hourly quota of ${quota} (CONFORMANCE_CORE_HOURLY_QUOTA; §8 "Default 1000 requests per hour"): at most ${most} fit in that ` +
          'time, one quota for each hourly window it touches (the burst did refuse some of them, so they are counted)',
      );
    }
    if (served > most) {
      state.notAssessed =
        `not assessed: ${served} reads of a record that does not exist were served in ${seconds} s and none was refused, not even by the ` +
        "burst: the target does not count such requests against its quotas (the spec does not say it must), so they cannot spend the key's hour";
      ctx.skip(state.notAssessed);
    }
    if (elapsed >= patience) {
      state.notAssessed = `not assessed: the quota was not spent within an hour (${served} reads served in ${seconds} s)`;
      ctx.skip(state.notAssessed);
    }
  };
  for (;;) {
    const res = await send(ctx, ctx.api2, 'getCoreDnsRecord');
    expectServedOr429(res, 'getCoreDnsRecord', 'to the second key while it spent its core quota');
    if (res.status !== 429) {
      serve(res);
      continue;
    }
    // A quota that refills continuously: once a whole quota was served, three waits in a row that let through no more than the quota's own
    // refill (one and a half times quota per hour, the margin for our own pace) show it spent, and this 429 came right after the last trickle.
    if (served >= quota && cycles.length >= 4) {
      const recent = cycles.slice(-3);
      const rate = recent.reduce((n, c) => n + c.served, 0) / Math.max(1, Date.now() - recent[0].from);
      if (rate <= (1.5 * quota) / hour) {
        state.spentAt = Date.now();
        return res;
      }
    }
    // Refused: wait out the burst window, sending nothing, and read once more.
    const wait = burstWait(ctx, res);
    announceWait({ bucket: 'core@second-key', ms: wait, why: `a core read was refused after ${served} served: is it the burst or the hour?` });
    await sleep(wait);
    const again = await send(ctx, ctx.api2, 'getCoreDnsRecord');
    expectServedOr429(again, 'getCoreDnsRecord', 'to the second key while it spent its core quota');
    if (again.status === 429) {
      state.spentAt = Date.now();
      return again;
    }
    refusedByBurst = true;
    cycles.push({ served: 0, from: Date.now() - wait });
    serve(again);
  }
}

/** Up to `tries` reads of the second key in a row, until one is refused: that 429, or undefined when every one was served. */
async function refusedRead(ctx: CheckContext, tries: number): Promise<Res | undefined> {
  for (let i = 0; i < tries; i++) {
    const res = await send(ctx, ctx.api2, 'getCoreDnsRecord');
    expectServedOr429(res, 'getCoreDnsRecord', 'to the second key');
    if (res.status === 429) return res;
  }
  return undefined;
}

/**
 * §8 "Rate limit headers on responses", on the 429 of a spent hour too: the three, read as on every response (harness/rate-headers.ts), and
 * Reset not past and at most an hour ahead: the hour's end, or the minute's where a target reports its burst window (AMB-RATE-LIMIT-GROUP), on
 * our clock or on the target's (its Date header), with 5 s of slack. Remaining 0 only when the headers report the hour (a Reset beyond the
 * burst window): §8 gives the core interface two windows and one set of headers, so a target that reports its burst window tells, truly, what
 * is left of that minute.
 */
function expectSpentHourHeaders(ctx: CheckContext, res: Res, operationId: CoreOperation): void {
  const label = operationLabel(operationId);
  const h = rateHeadersOf(res, operationId);
  const now = Date.now() / 1000;
  const skew = clockSkewSeconds(res, Date.now());
  const reportsHour = [0, skew].every((by) => h.reset > now + by + burstWindowMs(ctx) / 1000 + 5);
  if (!reportsHour) ctx.observe('AMB-RATE-LIMIT-GROUP', 'the burst window on the 429 of a spent hour', operationId);
  else if (h.remaining !== 0)
    fail(`${label}: a 429 whose X-RateLimit-Reset is the hour's must report X-RateLimit-Remaining 0 (no requests left in it), received ${h.remaining}`);
  const ahead = hourMs(ctx) / 1000;
  const fits = (by: number) => h.reset >= now + by - 5 && h.reset <= now + by + ahead + 5;
  if (![0, skew].some(fits))
    fail(
      `${label}: X-RateLimit-Reset of the 429 of a spent hourly quota must be a Unix time in seconds from now (${Math.round(now)}) to the ` +
        `hour's end (${Math.round(now + ahead)}), 5 s of slack${skew ? `, or so on the target's clock (its Date header, ${skew} s from ours)` : ''} ` +
        `(§8 "Unix timestamp when the window resets"), received ${h.reset}`,
    );
}

/** Skips a check that depends on the hour being spent when the first check could not spend it. */
function requireSpendable(ctx: CheckContext): void {
  if (state.notAssessed) ctx.skip(state.notAssessed);
  if (state.neverSpent) ctx.skip("not assessed: the second key's hourly quota never refused a read (RL-CORE-HOURLY-getCoreDnsRecord failed)");
}

check(
  {
    id: 'RL-CORE-HOURLY-getCoreDnsRecord',
    ...HOURLY,
    title:
      "refuses the second key's core requests with 429 rate_limit_exceeded and the rate-limit headers once its hourly quota is spent (§8 core " +
      '"Default 1000 requests per hour", "When a limit is exceeded the response is 429")',
    operation: 'getCoreDnsRecord',
    spec: '§8, §7',
    requirements: ['RL-CORE-HOURLY', 'RL-429', 'RL-HEADERS-PRESENT', 'RL-REMAINING', 'RL-RESET-UNIX'],
  },
  async (ctx) => {
    requireSpendable(ctx);
    const refused = await spendTheHour(ctx);
    // 429 only, in a documented error format, with the code rate_limit_exceeded in the object format (§7), and the §8 headers.
    expectError(ctx, refused, { statuses: [429], operationId: 'getCoreDnsRecord' });
    expectSpentHourHeaders(ctx, refused, 'getCoreDnsRecord');
  },
);

check(
  {
    id: 'RL-CORE-HOURLY-PER-KEY',
    ...HOURLY,
    title: 'serves the first key\'s core requests while the second key\'s core hourly quota is spent (§8 "Core interface, per API key")',
    operation: 'getCoreDnsRecord',
    spec: '§8',
    requirements: ['RL-PER-KEY-CORE', 'RL-CORE-HOURLY'],
  },
  async (ctx) => {
    requireSpendable(ctx);
    await spendTheHour(ctx);
    // A 429 may be the first key's own burst (another run on the key): only one after a whole idle window is the spent hour.
    let res = await send(ctx, ctx.api, 'getCoreDnsRecord');
    expectServedOr429(res, 'getCoreDnsRecord', 'to the first key');
    if (res.status === 429) {
      await sleep(idleWindow(ctx));
      res = await send(ctx, ctx.api, 'getCoreDnsRecord');
      expectServedOr429(res, 'getCoreDnsRecord', 'to the first key');
    }
    if (res.status === 429)
      fail(
        `${operationLabel('getCoreDnsRecord')}: refused the first key with 429 after a whole idle burst window, while only the second key had ` +
          `spent its core hourly quota: §8 keeps the core quota "per API key", received ${res.text.slice(0, 200)}`,
      );
  },
);

for (const operationId of ['createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'] as const) {
  check(
    {
      id: `RL-CORE-HOURLY-${operationId}`,
      ...HOURLY,
      title:
        'refuses this core operation with 429 while the second key\'s core hourly quota is spent (§8 "Core interface, per API key: Default ' +
        '1000 requests per hour": one quota for every core request of the key)',
      operation: operationId,
      spec: '§8, §7',
      requirements: ['RL-CORE-HOURLY', 'RL-429'],
    },
    async (ctx) => {
      requireSpendable(ctx);
      // Three tries, each right after a read refused: a quota that refills continuously may have a token for one of them, the embedded
      // reference's minute-long hour may turn. Served twice while the reads around it are refused is a quota of its own.
      const servedWhileSpent: Res[] = [];
      for (let attempt = 0; attempt < 3 && servedWhileSpent.length < 2; attempt++) {
        await spendTheHour(ctx);
        const res = await send(ctx, ctx.api2, operationId);
        expectServedOr429(res, operationId, 'to the second key while its core hourly quota was spent');
        if (res.status === 429) {
          expectError(ctx, res, { statuses: [429], operationId });
          return;
        }
        servedWhileSpent.push(res);
      }
      if (servedWhileSpent.length >= 2)
        fail(
          `${operationLabel(operationId)}: answered ${servedWhileSpent.map((r) => r.status).join(' and ')} to the second key right after core ` +
            'reads were refused with 429, its core hourly quota spent: §8 counts every core request of a key against one hourly quota, and ' +
            `"When a limit is exceeded the response is 429", received ${servedWhileSpent[0].text.slice(0, 200)}`,
        );
    },
  );
}
