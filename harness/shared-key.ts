// harness/shared-key.ts: checks that read what others on the key change too (a total, pages, a count shown elsewhere): they tell others'
// activity from the target's in the listings they read, measure again with fresh resources while others are busy, and are skipped (not
// assessed, never passed) when others stay busy; with no activity of others seen and no other run in sight, they assert as strictly as on
// a key of their own.
import type { CheckContext } from './check.js';
import { CheckFailure } from './expect.js';
import { sleep } from './pacer.js';

/**
 * A run prefix (harness/run.ts: pdc-<time><random>) at the start of a name or after a non-alphanumeric character, followed by the
 * separator its names use: a hyphen or a dot (uniqueName, DNS names) or an underscore (generators/valid/validUserIdentifier.ts).
 */
const RUN_PREFIX = /(?:^|[^a-z0-9])(pdc-[a-z0-9]{6,})[-._]/g;

/** The run prefixes a name or a content carries, lower-case: ['pdc-tp2s0hrjvp'] for "pdc-tp2s0hrjvp-bulk-29". */
export function runPrefixesIn(text: unknown): string[] {
  return typeof text === 'string' ? [...text.toLowerCase().matchAll(RUN_PREFIX)].map((m) => m[1]) : [];
}

/** The run prefix a name starts with (the names a run gives what it creates), lower-case; undefined when it starts with none. */
export function runPrefixOf(name: string): string | undefined {
  const [first] = runPrefixesIn(name);
  return first !== undefined && name.toLowerCase().startsWith(first) ? first : undefined;
}

/** True when the text carries the prefix of a run other than `ownPrefix`: what that run made, never this run's doing. */
export function namesAnotherRun(text: unknown, ownPrefix: string | undefined): boolean {
  return ownPrefix !== undefined && runPrefixesIn(text).some((run) => run !== ownPrefix.toLowerCase());
}

/** True when a name or content of what was read carries another run's prefix: another run is on the key, in sight. */
export function anotherRunIn(ctx: CheckContext, texts: unknown[]): boolean {
  return texts.some((text) => namesAnotherRun(text, ctx.run.prefix));
}

/**
 * What others did between two readings of one listing, as far as the listing shows: the entries someone else made (`byOthers`) that
 * appeared or disappeared, and those of them seen only in `glimpses` (partial readings taken in between, such as pages). Undefined when
 * no such change is seen. Entries nobody else is known to have made are never counted here: their changes are the target's to answer for.
 */
export function othersChanged<T>(
  before: T[],
  after: T[],
  keyOf: (entry: T) => string,
  byOthers: (entry: T) => boolean,
  glimpses: T[][] = [],
): string | undefined {
  const others = (entries: T[]) => new Set(entries.filter(byOthers).map(keyOf));
  const [a, b] = [others(before), others(after)];
  const appeared = [...b].filter((k) => !a.has(k));
  const disappeared = [...a].filter((k) => !b.has(k));
  const passing = [...new Set(glimpses.flatMap((g) => [...others(g)]))].filter((k) => !a.has(k) && !b.has(k));
  const parts = [
    ...(appeared.length ? [`${appeared.length} appeared (${shortList(appeared)})`] : []),
    ...(disappeared.length ? [`${disappeared.length} disappeared (${shortList(disappeared)})`] : []),
    ...(passing.length ? [`${passing.length} came and went (${shortList(passing)})`] : []),
  ];
  return parts.length ? `entries others made: ${parts.join(', ')}` : undefined;
}

function shortList(keys: string[]): string {
  return keys.length > 3 ? `${keys.slice(0, 3).join(', ')}, …` : keys.join(', ');
}

/** What one measurement found: undefined when its strict assertions held (the check passes). */
export type Measured = undefined | { busy: string } | { disagrees: CheckFailure };

/** A measurement that saw others' activity (what othersChanged said) asserts nothing others change, and is busy; none seen: undefined. */
export function busyIf(activity: string | undefined): Measured {
  return activity === undefined ? undefined : { busy: activity };
}

/**
 * The strict assertions of a measurement that saw no activity of others, when it read something in between its two readings (a page, a
 * count shown elsewhere). With no other run in sight (`othersAround` false: none of its entries in what was read) a failure is the
 * target's, at once, as on a key of one's own. With another run in sight, one of its entries may have come and gone between two readings,
 * unseen by both, and moved what was read in between: the failure is kept and the measurement made again (measureWhileOthersQuiet).
 */
export function strictly(othersAround: boolean, assertions: () => void): Measured {
  try {
    assertions();
    return undefined;
  } catch (error) {
    if (!othersAround || !(error instanceof CheckFailure)) throw error;
    return { disagrees: error };
  }
}

/** Measurements a check makes at most while others are busy, and the pause before the next one (doubled each time). */
export const MEASUREMENTS = 4;
export const FIRST_PAUSE_MS = 250;

/**
 * Measures until one measurement holds. `measure` makes its own change with fresh resources, asserts at once what holds whatever others
 * do (its own resources, membership), and tells what others did meanwhile (busyIf) or asserts strictly (strictly, or plain expectations
 * that fail at once). On a key no one else uses, the first measurement is the only one, as strict as ever. Measurements that disagreed
 * every time, others in sight but never seen active: the last failure is the check's, the target's answer rather than others' doing.
 * Others seen busy in some of them: the check is skipped with the reason (ctx.skip), not assessed; never a pass. `whenBusy`, instead,
 * ends it its own way (a check that cannot be skipped, such as a step of a property).
 */
export async function measureWhileOthersQuiet(
  ctx: CheckContext,
  what: string,
  measure: (attempt: number) => Promise<Measured>,
  options: { measurements?: number; pauseMs?: number; whenBusy?: () => void } = {},
): Promise<void> {
  const measurements = options.measurements ?? MEASUREMENTS;
  let pause = options.pauseMs ?? FIRST_PAUSE_MS;
  const found: Array<Exclude<Measured, undefined>> = [];
  for (let attempt = 1; ; attempt++) {
    const measured = await measure(attempt);
    if (measured === undefined) return;
    found.push(measured);
    if (attempt >= measurements) {
      if ('disagrees' in measured && found.every((m) => 'disagrees' in m)) throw measured.disagrees;
      if (options.whenBusy) return options.whenBusy();
      const last = 'busy' in measured ? measured.busy : `it disagreed with another run in sight: ${measured.disagrees.message}`;
      ctx.skip(`${what}: not assessed, others on the key were active during each of ${measurements} measurements (the last: ${last})`);
    }
    // Others' checks come in bursts: a pause lets the burst pass rather than meet it again at once.
    await sleep(pause);
    pause *= 2;
  }
}
