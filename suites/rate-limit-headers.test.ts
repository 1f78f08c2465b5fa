// Rate limits: X-RateLimit-* headers on every operation, their meaning, per-key core counting, and the 429 (§8, §7).
import { acceptedRateLimits, interfacesOf, limits, operation, operationLabel, operations, rateLimitGroupOf } from '../contracts/spec-data.js';
import { registrableTld } from '../harness/domain-names.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions, Res } from '../harness/client.js';
import { expectError, expectSuccess, expectThat, fail } from '../harness/expect.js';
import { msUntilReset, sleep } from '../harness/pacer.js';
import { theRunsRenewal } from '../harness/renewal.js';
import { removeTemplateRecords } from '../harness/records.js';
import { needsOfRequest, validRequest } from '../harness/valid-requests.js';
import { announceWait } from '../harness/wait-progress.js';
import { clockSkewSeconds, minuteWindowMs, rateHeadersOf, type RateHeaders } from '../harness/rate-headers.js';
import { expectCountedNothing } from '../harness/remaining-drop.js';

/**
 * Why these checks run alone (CheckMeta.exclusive). On a key another run shares (CheckMeta.holdsOnSharedKey), the header checks hold (each
 * reads one answer), and so does RL-REMAINING-DECREASES (within one window others' requests only lower Remaining further). RL-PER-KEY-CORE
 * and RL-PER-GROUP hold too: the other run's requests of the group lower Remaining as the miscounting they look for would, so a drop beyond
 * our own requests is read against controls and measured again with another number of requests, and fails when it repeats in every
 * measurement (harness/remaining-drop.ts; a target that miscounts only now and then may pass where one measurement would have caught it).
 * The 429 probe holds: others' requests only bring its 429 sooner, and a fresh window refused with a later Reset is waited out again.
 */
const ALONE = 'it reads X-RateLimit-Remaining from one request to the next, which other requests of the run would lower';

/** The core hourly quota, "Default 1000 requests per hour" (§8). */
const CORE_HOURLY = limits.rateLimitGroups.core.hourlyLimit;

/**
 * The window a Reset may lie in, for the Limit reported (AMB-RATE-LIMIT-GROUP): on core-only operations the hour of the core quota (the
 * headers may report it or the per-minute burst, or a partner's own quota); on the paths core and extended share, the hour too when the Limit
 * is the core hourly quota; the group's minute otherwise.
 */
function windowSecondsOf(operationId: string, limit: number): number {
  const group = rateLimitGroupOf(operationId);
  if (group.hourlyLimit !== undefined) return 3600;
  if (interfacesOf(operation(operationId)).includes('core') && limit === CORE_HOURLY) return 3600;
  return group.windowSeconds;
}

/** The Limits the check accepts on an operation, in words (check titles and failures). */
function acceptedLimitsText(operationId: string): string {
  const accepted = acceptedRateLimits(operationId);
  return accepted === 'any' ? 'any positive integer: the core quota is a "Default"' : accepted.join(' or ');
}

/** Everything §8 says of the three headers of one response; sentAt/answeredAt in ms bracket the request. */
function expectRateHeaders(ctx: CheckContext, res: Res, operationId: string, sentAt: number, answeredAt: number): RateHeaders {
  const label = operationLabel(operationId);
  const h = rateHeadersOf(res, operationId);
  if (h.remaining > h.limit)
    fail(`${label}: X-RateLimit-Remaining must lie within 0..X-RateLimit-Limit, received Remaining ${h.remaining} with Limit ${h.limit}`);
  const accepted = acceptedRateLimits(operationId);
  if (accepted === 'any' ? h.limit < 1 : !accepted.includes(h.limit)) {
    fail(
      `${label}: X-RateLimit-Limit must be the limit of its §8 group (${rateLimitGroupOf(operationId).name}): ` +
        `expected ${acceptedLimitsText(operationId)}, received ${h.limit}`,
    );
  }
  if (accepted === 'any' || accepted.length > 1) ctx.observe('AMB-RATE-LIMIT-GROUP', String(h.limit), operationId);
  // §8: "Unix timestamp": seconds since the epoch. A millisecond value is about 1000 times larger.
  if (h.reset >= 1e11) fail(`${label}: X-RateLimit-Reset must be a Unix timestamp in seconds, received ${h.reset} (milliseconds?)`);
  ctx.observe('AMB-RATE-LIMIT-RESET-FORM', Number.isInteger(h.reset) ? 'integer' : 'fractional', operationId);
  // A target whose clock is far off gives Reset on its own clock, which its Date header shows: the spec does not say
  // whose clock a Unix timestamp is read on, so Reset may lie in the window by our clock or by the target's Date.
  const window = windowSecondsOf(operationId, h.limit);
  const clocks = [0, clockSkewSeconds(res, answeredAt)];
  const fits = (skew: number) => h.reset >= Math.floor(sentAt / 1000) + skew - 5 && h.reset <= Math.ceil(answeredAt / 1000) + skew + window + 5;
  if (!clocks.some(fits)) {
    const ranges = [...new Set(clocks)].map(
      (skew) =>
        `between ${Math.floor(sentAt / 1000) + skew - 5} and ${Math.ceil(answeredAt / 1000) + skew + window + 5}` +
        (skew ? ` on the target's clock (its Date header, ${skew} s from ours)` : ''),
    );
    fail(
      `${label}: X-RateLimit-Reset must be when the current window resets, ${ranges.join(' or ')} ` +
        `(now ${Math.round(answeredAt / 1000)} + the ${window} s window, 5 s slack), received ${h.reset}`,
    );
  }
  return h;
}

/** Sends one request and returns the response with the time it was sent and answered. */
async function timed(call: () => Promise<Res>): Promise<{ res: Res; sentAt: number; answeredAt: number }> {
  const sentAt = Date.now();
  const res = await call();
  return { res, sentAt, answeredAt: Date.now() };
}

for (const op of operations) {
  check(
    {
      id: `RL-HEADERS-${op.id}`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title:
        `answers with X-RateLimit-Limit (${acceptedLimitsText(op.id)}), -Remaining within 0..Limit and -Reset as Unix seconds within the ` +
        'window (§8 "Rate limit headers on responses")',
      operation: op.id,
      spec: '§8',
      requirements: ['RL-HEADERS-PRESENT', 'RL-REMAINING', 'RL-LIMIT-GROUP', 'RL-RESET-UNIX', 'HTTP-SUCCESS-STATUS'],
      needs: needsOfRequest(op.id, 'succeeds'),
    },
    async (ctx) => {
      // A request that succeeds, creating first what an update or deletion acts on (harness/valid-requests.ts).
      // renewDomain: the run's one renewal (harness/renewal.ts), so a run extends a registration by one year at most.
      const renewal = op.id === 'renewDomain' ? await theRunsRenewal(ctx) : undefined;
      const { res, sentAt, answeredAt } = renewal ?? (await timed(async () => ctx.api.call(op.id, await validRequest(ctx, op.id, 'succeeds', 'rl'))));
      // A template applied here is removed at once: DNS-TEMPLATE-APPLY applies it again to the same domain (AMB-RECORD-REPEAT).
      if (op.id === 'applyDnsTemplate') await removeTemplateRecords(ctx, res);
      // The request must have been served by the operation, or its headers would describe something else. A template whose records exist may
      // be answered 409 (§7 "record exists or conflicts"; AMB-RECORD-REPEAT): served by the operation all the same, and §8 headers are on every response.
      if (op.id === 'applyDnsTemplate' && res.status === 409) {
        expectError(ctx, res, { statuses: [409], operationId: op.id });
        ctx.observe('AMB-RECORD-REPEAT', 'conflict-409', op.id);
      } else await expectSuccess(ctx, res, op.id);
      expectRateHeaders(ctx, res, op.id, sentAt, answeredAt);
    },
  );
}

/** Requests of one group sent in a row by RL-REMAINING-DECREASES: five steps, so a bucket that refills between two of them still shows the count. */
const BURST = 6;

/** What a burst of requests of one group shows of X-RateLimit-Remaining (RL-REMAINING-DECREASES). */
type BurstVerdict = { judged: true; form: 'fixed-window' | 'moving-reset' } | { judged: false; why: string };

/**
 * Judges one burst, answers in the order they were sent (AMB-RATE-LIMIT-WINDOW). Remaining that rose means a window turned or a bucket
 * refilled: no judgement. Remaining lower at the end: counted. The same Remaining throughout fails where no form of window explains it: the
 * Limit itself, or with Reset unmoved (one fixed window) any value but the Limit − 1 of a full bucket refilled between requests.
 */
function judgeBurst(burst: RateHeaders[]): BurstVerdict {
  const first = burst[0];
  const last = burst[burst.length - 1];
  const moved = burst.some((h) => h.reset !== first.reset);
  const steps = burst.map((h) => h.remaining).join(', ');
  if (burst.some((h, i) => i > 0 && h.remaining > burst[i - 1].remaining)) return { judged: false, why: `Remaining rose (${steps}): a new window or a refill` };
  if (last.remaining < first.remaining) return { judged: true, form: moved ? 'moving-reset' : 'fixed-window' };
  // Remaining at the Limit after a request counted none in any form (the request served is one of the window's); the same lower number with
  // an unmoved Reset is one fixed window counting nothing, unless it is the Limit − 1 of a full bucket refilled between requests.
  if (first.remaining === first.limit || (!moved && first.remaining !== first.limit - 1)) {
    fail(
      `X-RateLimit-Remaining must go down as requests are made in a window (§8 "Requests left in the current window"): ${burst.length} requests ` +
        `of one group, with Reset ${[...new Set(burst.map((h) => h.reset))].join(', ')}, each answered Remaining ${first.remaining} of Limit ${first.limit}`,
    );
  }
  return {
    judged: false,
    why: moved
      ? `Remaining stayed ${first.remaining} while Reset moved (${burst.map((h) => h.reset).join(', ')}): a bucket refilled as fast as it was spent`
      : `Remaining stayed ${first.remaining}, Limit − 1: a full bucket refilled between requests, or a count that never goes down`,
  };
}

check(
  {
    id: 'RL-REMAINING-DECREASES',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title:
      `lowers X-RateLimit-Remaining over ${BURST} requests of one group in a row (§8 "Requests left in the current window"); a window that ` +
      'turns, or a bucket that refills, may raise it',
    operation: 'getDomain',
    spec: '§8',
    requirements: ['RL-REMAINING'],
    needs: ['fixtureDomain'],
  },
  async (ctx) => {
    const call = async () => {
      const t = await timed(() => ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }));
      await expectSuccess(ctx, t.res, 'getDomain');
      return expectRateHeaders(ctx, t.res, 'getDomain', t.sentAt, t.answeredAt);
    };
    // A window may end during a burst (the embedded reference uses 1-second windows), and a token bucket may refill between two requests
    // (AMB-RATE-LIMIT-WINDOW): such a burst says nothing, and the check tries another.
    const why: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const burst: RateHeaders[] = [];
      for (let i = 0; i < BURST; i++) burst.push(await call());
      const verdict = judgeBurst(burst);
      if (verdict.judged) {
        ctx.observe('AMB-RATE-LIMIT-WINDOW', verdict.form);
        return;
      }
      why.push(verdict.why);
    }
    // Requests one after another never outpaced the refill (a bucket of a fast group, a slow connection): the same number at once. The target
    // may answer them in any order, so sorted: any step down is a count.
    const together = await Promise.all(Array.from({ length: BURST }, call));
    const verdict = judgeBurst([...together].sort((a, b) => b.remaining - a.remaining || a.reset - b.reset));
    if (verdict.judged) {
      ctx.observe('AMB-RATE-LIMIT-WINDOW', verdict.form);
      return;
    }
    ctx.skip(`X-RateLimit-Remaining could not be seen going down: ${[...why, `${BURST} requests at once: ${verdict.why}`].join('; ')}`);
  },
);

check(
  {
    id: 'RL-PER-KEY-CORE',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: "does not count one key's core requests against another key's X-RateLimit-Remaining",
    operation: 'getCoreDnsRecord',
    spec: '§8',
    requirements: ['RL-PER-KEY-CORE', 'RL-REMAINING'],
    needs: ['secondKey'],
  },
  async (ctx) => {
    // Unknown record ids: a read each key may send; both answers (404) carry the headers of the core group.
    const id = `${ctx.run.prefix}-rl-per-key`;
    const readB = async () => {
      const t = await timed(() => ctx.api2.call('getCoreDnsRecord', { params: { id } }));
      // A made-up id: 404, or 400/422 from a target whose ids have another shape (AMB-ID-SHAPE); only the headers matter here.
      expectError(ctx, t.res, { statuses: [404, 400, 422] });
      return expectRateHeaders(ctx, t.res, 'getCoreDnsRecord', t.sentAt, t.answeredAt);
    };
    // B's own reads count one each; A's requests must count nothing against B (§8 "per API key").
    await expectCountedNothing(ctx, {
      what: "key B's core X-RateLimit-Remaining around key A's core requests",
      read: readB,
      send: async (n) => {
        for (let i = 0; i < n; i++) expectError(ctx, await ctx.api.call('getCoreDnsRecord', { params: { id } }), { statuses: [404, 400, 422] });
      },
      miscount: (before, after, sent) =>
        `key B's X-RateLimit-Remaining went from ${before.remaining} to ${after.remaining} in one window ` +
        `while key A sent ${sent} core requests; B sent 1 (§8: core limits are per API key)`,
    });
  },
);

check(
  {
    id: 'RL-PER-GROUP',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: "does not count requests of one §8 group against another group's X-RateLimit-Remaining",
    operation: 'checkAvailability',
    spec: '§8',
    requirements: ['RL-REMAINING', 'RL-LIMIT-GROUP'],
  },
  async (ctx) => {
    // Availability checks (500 a minute) around three reads of the fixture user (User retrieval, 1000 a minute): two
    // groups §8 names separately, both read-only.
    const name = `${ctx.run.prefix}-rl-group.${await registrableTld(ctx)}`;
    const readAvailability = async () => {
      const t = await timed(() => ctx.api.call('checkAvailability', { params: { domain_name: name } }));
      await expectSuccess(ctx, t.res, 'checkAvailability');
      return expectRateHeaders(ctx, t.res, 'checkAvailability', t.sentAt, t.answeredAt);
    };
    // Each availability read counts one; the User retrieval requests must count nothing here (§8 "per minute by operation group").
    await expectCountedNothing(ctx, {
      what: 'the Availability checks X-RateLimit-Remaining around User retrieval requests',
      read: readAvailability,
      send: async (n) => {
        for (let i = 0; i < n; i++) await expectSuccess(ctx, await ctx.api.call('getUser', { params: { user_identifier: ctx.run.fixtureUser } }), 'getUser');
      },
      miscount: (before, after, sent) =>
        `Availability checks X-RateLimit-Remaining went from ${before.remaining} to ${after.remaining} in one window ` +
        `while ${sent} User retrieval requests were sent and 1 availability check (§8: limits are per operation group)`,
    });
  },
);

/** A request a probe sends until its group answers 429 (RL-429-PROBE, RL-429-SERVED). */
interface ProbeRequest {
  operationId: string;
  request: (ctx: CheckContext) => CallOptions;
  expectUnthrottled: (ctx: CheckContext, res: Res) => Promise<unknown>;
  /** Answered with an error (a made-up id): whether an error counts against its group §8 does not say, so the probe first sees that it does. */
  answersError?: true;
}

/** The read-only operations the probe may exhaust, cheapest group first by the target's own Limit header. */
const probeCandidates: ProbeRequest[] = [
  {
    operationId: 'getTransfer',
    answersError: true,
    request: (ctx) => ({ params: { transfer_id: `${ctx.run.prefix}-rl-probe` } }),
    expectUnthrottled: async (ctx, res) => expectError(ctx, res, { statuses: [404, 400, 422], operationId: 'getTransfer' }),
  },
  {
    operationId: 'checkAvailability',
    request: (ctx) => ({ params: { domain_name: `${ctx.run.prefix}-rl-probe.${ctx.run.fixtureDomain?.name.split('.').pop() ?? 'com'}` } }),
    expectUnthrottled: (ctx, res) => expectSuccess(ctx, res, 'checkAvailability', 'extended'),
  },
  {
    operationId: 'listTlds',
    request: () => ({}),
    expectUnthrottled: (ctx, res) => expectSuccess(ctx, res, 'listTlds', 'extended'),
  },
];

/**
 * Whether the candidate's error answers count against its group: Remaining falls from one to the next within one window. A limiter that skips
 * failed requests (express-rate-limit's skipFailedRequests) never refuses them, and §8 does not say that errors count. Where the window turns
 * between two requests (Remaining up, or a Reset that moves with every request, a bucket) nothing is shown: three tries, then they are taken to count.
 */
async function errorsCounted(ctx: CheckContext, candidate: ProbeRequest, first: RateHeaders): Promise<boolean> {
  let before = first;
  for (let i = 0; i < 3; i++) {
    const res = await ctx.api.call(candidate.operationId, candidate.request(ctx));
    await candidate.expectUnthrottled(ctx, res);
    const h = rateHeadersOf(res, candidate.operationId);
    if (h.remaining < before.remaining) return true;
    if (h.reset === before.reset) return false;
    before = h;
  }
  return true;
}

/** What spending a group until its 429 saw: the 429, the last response served before it, and whether another client spent the window too. */
interface Spent {
  throttled: { res: Res; sentAt: number; answeredAt: number };
  last: RateHeaders | undefined;
  /** Remaining fell by more than one between two of our responses of one window: requests of another client of the key were counted. */
  othersSeen: boolean;
}

/** Waits, sending nothing, until a window of `operationId`'s group resets (one second of slack for clock skew). */
async function waitForReset(operationId: string, reset: number, why: string): Promise<void> {
  const wait = msUntilReset(reset) + 1000;
  announceWait({ bucket: rateLimitGroupOf(operationId).id, ms: wait, why });
  await sleep(wait);
}

/** Sends the probe's request until the 429 (RL-429-PROBE, RL-429-SERVED). */
async function spendUntil429(ctx: CheckContext, probe: ProbeRequest, chosenLimit: number): Promise<Spent> {
  const op = probe.operationId;
  // Send until the 429, at most Limit + 5 requests within one window. A window that ends first (1-second windows of the embedded reference)
  // starts the count again; at most three windows are tried. A window turns where Remaining rises (back to the Limit, or a bucket's refill):
  // a Reset that moves with every request (a token bucket, AMB-RATE-LIMIT-WINDOW) does not turn it.
  // A window that turns before Limit + 5 requests were sent in it shows nothing: after three, the probe could not spend one at this pace (a
  // slow target, or a large Limit), which is not assessed. Where Reset moves (a bucket, AMB-RATE-LIMIT-WINDOW), the bucket refills while the
  // probe sends: the requests it may serve are Limit + 5 and the refill of the time spent, at Limit per §8 minute.
  let throttled: { res: Res; sentAt: number; answeredAt: number } | undefined;
  let windowsTried = 0;
  let last: RateHeaders | undefined;
  let inWindow = 0;
  let windowFrom = Date.now();
  let resetMoved = false;
  let sent = 0;
  let othersSeen = false;
  while (!throttled) {
    const t = await timed(() => ctx.api.call(op, { ...probe.request(ctx), expect429: true }));
    sent += 1;
    if (t.res.status === 429) {
      throttled = t;
      break;
    }
    await probe.expectUnthrottled(ctx, t.res);
    const h = rateHeadersOf(t.res, op);
    if (last && h.reset === last.reset && h.remaining < last.remaining - 1) othersSeen = true;
    if (!last || h.remaining > last.remaining) {
      windowsTried += 1;
      inWindow = 0;
      windowFrom = t.sentAt;
      resetMoved = false;
      if (windowsTried > 3)
        ctx.skip(
          `not assessed: ${operationLabel(op)} was served ${sent} times over 3 windows of Limit ${chosenLimit} without a 429, but no window held ` +
            `more than ${chosenLimit + 5} of them: the probe cannot spend a window at this pace`,
        );
    } else if (h.reset !== last.reset) resetMoved = true;
    last = h;
    inWindow += 1;
    const refill = resetMoved ? Math.ceil(((t.answeredAt - windowFrom) * chosenLimit) / minuteWindowMs(ctx)) : 0;
    if (inWindow > chosenLimit + 5 + refill) {
      fail(
        `${operationLabel(op)}: ${inWindow} requests in one window (X-RateLimit-Remaining never rose; Reset ${h.reset}) with X-RateLimit-Limit ` +
          `${chosenLimit}${refill ? `, and at most ${refill} refilled meanwhile` : ''}, and no 429 (§8 "When a limit is exceeded the response is 429")`,
      );
    }
  }
  return { throttled, last, othersSeen };
}

/**
 * §8 "X-RateLimit-Remaining: Requests left in the current window": the requests the last served response said were left, when the 429 came
 * right after it in the same window (the same Reset), or undefined. A bucket's Reset moves with every request, so only a fixed window shows it.
 */
function leftBefore429(last: RateHeaders | undefined, refused: RateHeaders): number | undefined {
  return last && last.remaining >= 1 && refused.reset === last.reset ? last.remaining : undefined;
}

/** Resets the 429 probe waits for while a later window is refused too (another run spending it first): RL-429-PROBE. */
const AFTER_RESET_TRIES = 3;

check(
  {
    id: 'RL-429-PROBE',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title:
      'answers 429 rate_limit_exceeded with the rate-limit headers and Remaining 0 once a group is spent (§8 "When a limit is exceeded the ' +
      'response is 429"), and serves again after Reset',
    operation: 'getTransfer',
    spec: '§8, §7',
    requirements: ['RL-429', 'RL-REMAINING', 'RL-HEADERS-PRESENT', 'ERR-FORMAT', 'ERR-CODE-MATCHES-STATUS'],
    needs: ['rateLimitProbe'],
    // Three windows to spend one, and two more when another run spends the fresh one first (60 s each for transfers on a real target).
    timeout: 300_000,
  },
  async (ctx) => {
    // Pick the candidate with the smallest Limit: the fewest requests spent.
    let chosen: ProbeRequest | undefined;
    let chosenLimit = Infinity;
    for (const candidate of probeCandidates) {
      const t = await timed(() => ctx.api.call(candidate.operationId, candidate.request(ctx)));
      await candidate.expectUnthrottled(ctx, t.res);
      const h = expectRateHeaders(ctx, t.res, candidate.operationId, t.sentAt, t.answeredAt);
      if (candidate.answersError && !(await errorsCounted(ctx, candidate, h))) continue;
      if (h.limit < chosenLimit) {
        chosen = candidate;
        chosenLimit = h.limit;
      }
      if (h.limit <= 10) break; // the smallest §8 group: no cheaper one exists
    }
    const probe = chosen!;
    const op = probe.operationId;

    const first = await spendUntil429(ctx, probe, chosenLimit);
    const throttled = first.throttled;

    // expectError: 429 only, a documented format, and in the object format the code `rate_limit_exceeded`.
    expectError(ctx, throttled.res, { statuses: [429], operationId: op });
    // §8 "Rate limit headers on responses" has no exception: a 429 is a response, and its Reset is what a client waits for.
    const h = expectRateHeaders(ctx, throttled.res, op, throttled.sentAt, throttled.answeredAt);
    expectThat(h.remaining === 0, `${operationLabel(op)}: a 429 must report X-RateLimit-Remaining 0 (no requests left in the window), received ${h.remaining}`);
    const early = leftBefore429(first.last, h);

    // After Reset the window is fresh (§8 "Unix timestamp when the window resets"): the next request is served. One extra second of slack for
    // clock skew. A 429 that names a later Reset is a window after the one spent, and a run sharing the key may have spent it first (it probes
    // the same group): the probe waits for that Reset too, and fails when the request is refused after each of AFTER_RESET_TRIES Resets.
    let reset = h.reset;
    for (let tries = 1; ; tries++) {
      await waitForReset(op, reset, 'the 429 probe waits for the spent window to reset');
      const next = await ctx.api.call(op, { ...probe.request(ctx), expect429: true });
      if (next.status !== 429) {
        // Served, and nothing more: a bucket whose Reset names its next token may report Remaining 0 again (AMB-RATE-LIMIT-WINDOW).
        await probe.expectUnthrottled(ctx, next);
        rateHeadersOf(next, op);
        break;
      }
      const later = rateHeadersOf(next, op).reset;
      if (tries >= AFTER_RESET_TRIES || !(later > reset))
        fail(
          `${operationLabel(op)}: still 429 after X-RateLimit-Reset ${reset} had passed (§8 "Unix timestamp when the window resets")` +
            `${tries > 1 ? `, after each of ${tries} Resets` : ''}, received ${next.text.slice(0, 200)}`,
        );
      reset = later;
    }
    if (early === undefined) return;
    // The 429 came with requests left: the response just before it, in the same window, said some remained. Another client of the key
    // may have taken them (a shared key): spend the next window too, and fail only when its 429 comes early again.
    const again = await spendUntil429(ctx, probe, chosenLimit);
    const refused = rateHeadersOf(again.throttled.res, op);
    const earlyAgain = leftBefore429(again.last, refused);
    // Leave the group as the probe found it: served again once this window resets.
    await waitForReset(op, refused.reset, 'the 429 probe waits for the window it spent again to reset');
    // Two runs probing one key at once may each take the other's last request in both windows: their counts then fall by two somewhere.
    if (earlyAgain !== undefined && (first.othersSeen || again.othersSeen))
      return ctx.skip(
        `a 429 came with X-RateLimit-Remaining ${earlyAgain} left in two windows in a row, but another client of the key spent them too ` +
          '(Remaining fell by more than one between two of our requests): whether the Limit holds was not assessed',
      );
    expectThat(
      earlyAgain === undefined,
      `${operationLabel(op)}: 429 right after a response of the same window (X-RateLimit-Reset ${refused.reset}) that reported ` +
        `X-RateLimit-Remaining ${earlyAgain} (§8 "Requests left in the current window"), in two windows in a row (the first: Remaining ${early})`,
    );
  },
);

// §8 "Domain updates | 60" per minute and "When a limit is exceeded the response is 429": a request served is a request. RL-429-PROBE may spend
// its group with error answers (where they count); a limiter that counts only failures (express-rate-limit's skipSuccessfulRequests) would pass
// it and never refuse a client whose requests succeed. A PUT of the fixture domain's own settings changes nothing but its updated_at.
check(
  {
    id: 'RL-429-SERVED',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title: 'answers 429 once a group is spent by requests it served (PUT of the fixture domain with its own settings): served requests count (§8)',
    operation: 'updateDomain',
    spec: '§8, §7',
    requirements: ['RL-429'],
    needs: ['rateLimitProbe', 'fixtureDomain'],
    timeout: 300_000,
  },
  async (ctx) => {
    const detail = await expectSuccess(ctx, await ctx.api.call('getDomain', { params: { domain_id: ctx.domain.id } }), 'getDomain');
    const settings = Object.fromEntries(['auto_renew', 'whois_privacy'].filter((f) => typeof detail[f] === 'boolean').map((f) => [f, detail[f]]));
    const served: ProbeRequest = {
      operationId: 'updateDomain',
      request: () => ({ params: { domain_id: ctx.domain.id }, body: settings }),
      expectUnthrottled: (c, res) => expectSuccess(c, res, 'updateDomain', 'extended'),
    };
    const first = await timed(() => ctx.api.call('updateDomain', { ...served.request(ctx), expect429: true }));
    if (first.res.status === 429) ctx.skip('not assessed: the Domain updates group was already spent (another client of the key)');
    await served.expectUnthrottled(ctx, first.res);
    const h = expectRateHeaders(ctx, first.res, 'updateDomain', first.sentAt, first.answeredAt);
    const spent = await spendUntil429(ctx, served, h.limit);
    expectError(ctx, spent.throttled.res, { statuses: [429], operationId: 'updateDomain' });
    // Leave the group as found: served again once this window resets.
    await waitForReset(
      'updateDomain',
      rateHeadersOf(spent.throttled.res, 'updateDomain').reset,
      'the served-requests probe waits for the window it spent to reset',
    );
  },
);
