// §8 core "Default 1000 requests per hour": the second key's core requests are refused with 429 once its hourly quota is spent, on every core
// operation. Opt-in (CONFORMANCE_CORE_HOURLY_QUOTA): spending the quota takes at least ten minutes at the §8 burst and leaves that key without
// the core interface until its hour ends, so the file runs last (harness/conformance.vitest.config.ts RUN_LAST) and spends the second key's
// quota, never the first's, which the run's cleanup needs. Every request names a record or domain that does not exist: nothing is created.
import { DEFAULT_REFERENCE_WINDOW_MS } from '../harness/assessment.js';
import { check, type CheckContext } from '../harness/check.js';
import type { CallOptions, Res } from '../harness/client.js';
import { expectError, fail } from '../harness/expect.js';
import { sleep } from '../harness/pacer.js';
import { announceWait } from '../harness/wait-progress.js';
import { operationLabel } from '../contracts/spec-data.js';

const ALONE = "it spends the second key's core hourly quota, which every core request of that key would then meet";

/** §8 "Burst up to 100 requests per minute": a window of one minute, or the embedded reference's shorter one. */
function burstWindowMs(ctx: CheckContext): number {
  return ctx.run.embedded ? (ctx.run.rerun.runSettings?.referenceWindowMs ?? DEFAULT_REFERENCE_WINDOW_MS) : 60_000;
}

/** §8's hour, or the embedded reference's: as many of its windows as an hour has minutes (reference/config.ts hourlyWindows). */
function hourMs(ctx: CheckContext): number {
  return ctx.run.embedded ? 60 * burstWindowMs(ctx) : 3_600_000;
}

/**
 * When a request of the second key was last refused in a fresh burst window (a whole window without its requests before it): the hour was spent
 * then. A module value, as the checks of a file share one module (one suite file per module graph).
 */
let spentAt: number | undefined;
/** Why the quota could not be spent, once a check found it: the checks after it fail with that at once instead of spending it again. */
let neverSpent: string | undefined;

/** A core request of each operation that the target refuses whatever its quota: an unknown record id, an unknown domain_id on creation. */
const refusedAnyway: Record<CoreOperation, (ctx: CheckContext) => CallOptions> = {
  getCoreDnsRecord: (ctx) => ({ params: { id: `${ctx.run.prefix}-rl-hourly` } }),
  createCoreDnsRecord: (ctx) => ({ body: { domain_id: `${ctx.run.prefix}-no-such-domain`, type: 'TXT', name: ctx.uniqueName('rlhour'), value: 'x' } }),
  updateCoreDnsRecord: (ctx) => ({ params: { id: `${ctx.run.prefix}-rl-hourly` }, body: { ttl: 600 } }),
  deleteCoreDnsRecord: (ctx) => ({ params: { id: `${ctx.run.prefix}-rl-hourly` } }),
};
type CoreOperation = 'getCoreDnsRecord' | 'createCoreDnsRecord' | 'updateCoreDnsRecord' | 'deleteCoreDnsRecord';

/** Statuses a served request of `refusedAnyway` may have: 404, or 400/422 for an id or domain_id not of the target's shape (AMB-ID-SHAPE). */
const SERVED = [404, 400, 422];

function send(ctx: CheckContext, operationId: CoreOperation): Promise<Res> {
  return ctx.api2.call(operationId, { ...refusedAnyway[operationId](ctx), expect429: true });
}

/**
 * Reads with the second key until a read is refused in a fresh burst window, and returns that 429. A 429 inside a burst is the minute's: the
 * read after a whole window without requests cannot be refused by the burst (fixed windows, sliding windows and buckets alike,
 * AMB-RATE-LIMIT-WINDOW), only by the hour. Fails when more is served than the hourly windows the spending touched allow (twice the quota in
 * under an hour: fixed windows may start anywhere, so a conforming target may serve up to one quota on each side of a window's start).
 */
async function spendTheHour(ctx: CheckContext): Promise<Res> {
  const quota = ctx.run.coreHourlyQuota!;
  const label = operationLabel('getCoreDnsRecord');
  if (neverSpent) fail(neverSpent);
  if (spentAt !== undefined) {
    const res = await send(ctx, 'getCoreDnsRecord');
    if (res.status === 429) return res;
    spentAt = undefined; // the hour turned: spend the next one
  }
  const window = burstWindowMs(ctx);
  const started = Date.now();
  let served = 0;
  const hour = hourMs(ctx);
  // How long to keep spending before giving up: §8's hour on a target; on the embedded reference, whose hour is a minute, five of them, so that
  // a loaded machine sending slowly is not taken for a quota that never ends.
  const patience = ctx.run.embedded ? 5 * hour : hour;
  const serve = (res: Res) => {
    expectError(ctx, res, { statuses: SERVED, operationId: 'getCoreDnsRecord' });
    served += 1;
    const elapsed = Date.now() - started;
    // Fixed hourly windows may start anywhere: a span of `elapsed` touches at most ceil(elapsed / hour) + 1 of them, each serving one quota.
    const most = quota * (Math.ceil(elapsed / hour) + 1);
    const seconds = Math.round(elapsed / 1000);
    if (served > most) {
      neverSpent =
        `${label}: the second key's core requests were served ${served} times in ${seconds} s without a 429 that outlasted a burst window, ` +
        `with an hourly quota of ${quota} (CONFORMANCE_CORE_HOURLY_QUOTA; §8 "Default 1000 requests per hour"): at most ${most} fit in that ` +
        'time, one quota for each hourly window it touches';
      fail(neverSpent);
    }
    if (elapsed >= patience)
      ctx.skip(`the quota was not spent within an hour (${served} requests served in ${seconds} s): the key's burst is too slow to assess it`);
  };
  for (;;) {
    const res = await send(ctx, 'getCoreDnsRecord');
    if (res.status !== 429) {
      serve(res);
      continue;
    }
    // Refused: wait out a whole burst window, sending nothing, and read once more.
    const wait = Math.ceil(window * 1.05) + 100;
    announceWait({ bucket: 'core@second-key', ms: wait, why: `a core request was refused after ${served} served: is it the burst or the hour?` });
    await sleep(wait);
    const again = await send(ctx, 'getCoreDnsRecord');
    if (again.status === 429) {
      spentAt = Date.now();
      return again;
    }
    serve(again);
  }
}

check(
  {
    id: 'RL-CORE-HOURLY-getCoreDnsRecord',
    exclusive: ALONE,
    holdsOnSharedKey: true,
    title:
      'refuses the second key\'s core requests with 429 rate_limit_exceeded once its hourly quota is spent (§8 core "Default 1000 requests per ' +
      'hour", "When a limit is exceeded the response is 429")',
    operation: 'getCoreDnsRecord',
    spec: '§8, §7',
    requirements: ['RL-CORE-HOURLY', 'RL-429'],
    needs: ['secondKey', 'coreHourlyQuota'],
    // Ten minutes at the §8 burst for the default quota, twenty where a fixed hour starts midway, and a window's wait per burst.
    timeout: 75 * 60_000,
  },
  async (ctx) => {
    const refused = await spendTheHour(ctx);
    // 429 only, in a documented error format, with the code rate_limit_exceeded in the object format (§7).
    expectError(ctx, refused, { statuses: [429], operationId: 'getCoreDnsRecord' });
  },
);

for (const operationId of ['createCoreDnsRecord', 'updateCoreDnsRecord', 'deleteCoreDnsRecord'] as const) {
  check(
    {
      id: `RL-CORE-HOURLY-${operationId}`,
      exclusive: ALONE,
      holdsOnSharedKey: true,
      title:
        'refuses this core operation with 429 while the second key\'s core hourly quota is spent (§8 "Core interface, per API key: Default ' +
        '1000 requests per hour": one quota for every core request of the key)',
      operation: operationId,
      spec: '§8, §7',
      requirements: ['RL-CORE-HOURLY', 'RL-429'],
      needs: ['secondKey', 'coreHourlyQuota'],
      timeout: 75 * 60_000,
    },
    async (ctx) => {
      // Two tries: the embedded reference's hour is a minute, and it may turn between the read that found it spent and this request.
      for (let attempt = 1; ; attempt++) {
        await spendTheHour(ctx);
        const res = await send(ctx, operationId);
        if (res.status === 429) {
          expectError(ctx, res, { statuses: [429], operationId });
          return;
        }
        const recheck = await send(ctx, 'getCoreDnsRecord');
        if (recheck.status === 429 || attempt >= 2)
          fail(
            `${operationLabel(operationId)}: answered ${res.status} to the second key while its core hourly quota was spent (a core read was ` +
              `refused with 429 just before${recheck.status === 429 ? ' and just after' : ''}): §8 counts every core request of a key against ` +
              `one hourly quota, received ${res.text.slice(0, 200)}`,
          );
      }
    },
  );
}
