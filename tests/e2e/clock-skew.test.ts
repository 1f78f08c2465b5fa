// tests/e2e/clock-skew.test.ts: a rate-limited reference whose clock is a year off (reference/clock.ts) is paced without a single 429 through
// the rate-limit areas (§8; issue 12 Deliver 4): a year ahead with its Date header on the same clock (the relative reading, Reset against
// Date); a year behind with a right Date header (Reset alone is off: a full window from the response, its length learnt from the Resets); and
// a right clock whose Date header alone is a year ahead (Reset against our clock). Every group allows 5 requests per 1-second window, so that
// the pacer has to hold requests all through the run (main's pacer: 429s in the last two).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type RunningReference } from '../../reference/server.js';
import { type CliRun, runCli } from './run-cli.js';
import { targetEnvOf } from '../../reference/target-env.js';

const YEAR_MS = 365 * 86_400_000;

interface SkewedRun {
  what: string;
  reference: RunningReference;
  refused: string[];
  run?: CliRun;
}

/** A reference on a clock `skewMs` off, counting every 429 it answers; its Date header shows our clock moved by `dateSkewMs`. */
async function skewedReference(what: string, skewMs: number, dateSkewMs: number): Promise<SkewedRun> {
  const reference = await startReference({ windowMs: 1000, now: () => Date.now() + skewMs, host: '127.0.0.1', port: 0 });
  for (const group of Object.values(reference.parts.config.rateLimitGroups)) group.limit = 5;
  const refused: string[] = [];
  reference.parts.hooks.after.push((req, status, body, headers) => {
    if (status === 429) refused.push(`${req.method} ${req.path}`);
    return { status, body, headers: { ...headers, date: new Date(Date.now() + dateSkewMs).toUTCString() } };
  });
  return { what, reference, refused };
}

describe('a target whose clock is a year off', () => {
  const runs: SkewedRun[] = [];

  beforeAll(async () => {
    runs.push(await skewedReference('a clock a year ahead, Date on it', YEAR_MS, YEAR_MS));
    runs.push(await skewedReference('a clock a year behind, Date right', -YEAR_MS, 0));
    runs.push(await skewedReference('a right clock, Date a year ahead', 0, YEAR_MS));
    // The three runs at once: pacing is driven by the targets' headers, not by how fast the machine is.
    await Promise.all(
      runs.map(async (r) => {
        r.run = await runCli(['run', '--only', 'rate-limit-headers,rate-limit-core'], targetEnvOf(r.reference, { template: false }));
      }),
    );
  }, 900_000);

  afterAll(async () => {
    for (const r of runs) await r.reference.close();
  });

  it.each([0, 1, 2])('run %i: the rate-limit areas ran, and the target refused nothing (zero 429s)', (i) => {
    const r = runs[i];
    expect(r.run?.report, `${r.what}: ${r.run?.stderr}`).toBeDefined();
    const report = r.run!.report!;
    const ran = report.checks.filter((c) => c.status !== 'skipped');
    expect(ran.length, r.what).toBeGreaterThan(0);
    const retried = report.checks.reduce((n, c) => n + (c.retriedAfter429 ?? 0), 0);
    console.log(`${r.what}: ${ran.length} checks ran (${report.summary.failed} failed), ${r.refused.length} answered 429, ${retried} retries after 429`);
    expect(r.refused, r.what).toEqual([]);
  });
});
