// Property-based checks: fast-check with a seed derived from the run seed and the check id, a configurable number
// of runs, and on failure the shrunk counterexample, seed, path and the command that replays exactly that case.
import fc from 'fast-check';
import type { CheckContext } from './check.js';
import { blamesTarget } from './error-kind.js';
import { CheckFailure } from './expect.js';
import { redactText } from './redact.js';
import { rerunCommand } from './reports/rerun.js';

/** A stable 32-bit seed per check, so one run seed replays every property and properties stay independent. */
export function propertySeed(runSeed: number, checkId: string): number {
  let h = runSeed | 0;
  for (let i = 0; i < checkId.length; i += 1) h = Math.imul(h ^ checkId.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Shrink attempts allowed after the first failure. Every attempt costs requests on a real target; past the budget
 * the remaining candidates are passed over unrun, so the smallest counterexample found so far is the one reported.
 */
export const SHRINK_BUDGET = 40;

export interface PropertyOptions<T = unknown> {
  /** Multiplies CONFORMANCE_RUNS for cheap properties, divides for expensive ones. */
  runsFactor?: number;
  /**
   * Values run first in every run, whatever the seed (fast-check `examples`): the edges the property exists to reach
   * (generators/edges.ts). A fault found at one seed and missed at another would be a defect of the suite.
   */
  examples?: readonly T[];
}

/** The replay path given for this check, if it is the one being replayed: `path[@commandsReplayPath]`. */
function replayOf(ctx: CheckContext): { path?: string; commands?: string } {
  if (!ctx.run.replayPath || !ctx.run.only.some((s) => s === ctx.meta.id || s.endsWith(`:${ctx.meta.id}`))) return {};
  const [path, commands] = ctx.run.replayPath.split('@');
  return { path, commands: commands || undefined };
}

/** For model-based checks: the replayPath to give fc.commands when this check is replayed. */
export function commandsReplayPath(ctx: CheckContext): string | undefined {
  return replayOf(ctx).commands;
}

export async function assertProperty<T>(
  ctx: CheckContext,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  options: PropertyOptions<T> = {},
): Promise<void> {
  const examples = (options.examples ?? []).map((e): [T] => [e]);
  // fast-check counts examples within numRuns (and drops those past it): they come on top of the random cases, every one of them.
  const numRuns = Math.max(1, Math.round(ctx.run.runs * (options.runsFactor ?? 1))) + examples.length;
  const seed = propertySeed(ctx.run.seed, ctx.meta.id);
  // A replay path belongs to one property: apply it only when this check is the one selected.
  const { path } = replayOf(ctx);
  const before = ctx.requestCount();
  let failed = false;
  let attemptsAfterFailure = 0;
  let replayed = 0;
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (value) => {
      if (failed && ++attemptsAfterFailure > SHRINK_BUDGET) return;
      // A replay runs the recorded case alone: when it passes, fast-check would go on through the shrink candidates
      // after it (thousands of requests), none of which is the case replayed.
      if (path !== undefined && ++replayed > 1) return;
      try {
        await predicate(value);
      } catch (error) {
        failed = true;
        throw error;
      }
    }),
    // A replay runs exactly the recorded case and reports it as it is: no further shrinking.
    { seed, numRuns, path, endOnFailure: path !== undefined, examples },
  );
  const requests = ctx.requestCount() - before;
  if (!details.failed) {
    ctx.setProperty(undefined, requests);
    return;
  }
  // The run prefix differs in every run; without it, a replay shows the very same counterexample.
  const counterexample = redactText(fc.stringify(details.counterexample?.[0])).split(ctx.run.prefix).join('<run-prefix>');
  // fc.commands shrinks through its own replayPath, printed in the counterexample: carry it in the path.
  const commands = /\/\*replayPath="([^"]*)"\*\//.exec(fc.stringify(details.counterexample?.[0]))?.[1];
  const fullPath = `${details.counterexamplePath ?? ''}${commands ? `@${commands}` : ''}`;
  const replay = rerunCommand(ctx.run.rerun, { id: ctx.meta.id, area: ctx.area, property: { path: fullPath } });
  ctx.setProperty({ seed, path: fullPath, counterexample, numRuns, replay }, requests);
  const thrown = details.errorInstance;
  // The suite broke on the counterexample (not an assertion about the target): an error, with its own stack.
  if (!blamesTarget(thrown)) throw thrown instanceof Error ? thrown : new Error(String(thrown));
  const cause = thrown instanceof Error ? thrown.message : String(thrown ?? 'failed');
  // The counterexample's failing request is the one to show, not whatever the property sent after it.
  throw new CheckFailure(
    `property failed after ${details.numRuns} run(s) and ${details.numShrinks} shrink(s): ${cause}\n` +
      `counterexample: ${counterexample}\nseed ${seed}, path ${fullPath}\nreplay: ${replay}`,
    (thrown as CheckFailure).exchange,
  );
}
