// harness/later-instant.ts: an update whose timestamp must be later than an earlier one, without a fixed wait.
//
// §2 timestamps are "ISO 8601" at any fractional precision (AMB-TIMESTAMP-FORM), so a target that writes whole seconds may stamp an
// update made in the second of the creation with the creation's own instant. A fixed wait of a second before every such update would
// cost a second of every run; instead the update is made at once and, only when its instant equals the earlier one, made again once
// the second has passed. A target with finer timestamps answers the first update; one with whole seconds still has to give the second
// a later instant; and one that never moves the timestamp fails on the second. An instant earlier than before fails at once.
import { sleep } from './pacer.js';

/** Longer than the one second a whole-second timestamp can share. */
export const WHOLE_SECOND_WAIT_MS = 1100;

export interface LaterInstant<T> {
  result: T;
  instant: number;
  /** 2 when the first update gave the same instant and was made again after WHOLE_SECOND_WAIT_MS. */
  attempts: 1 | 2;
}

/**
 * Runs `update` (which makes the update and reads the instant to compare, e.g. the record read back) and returns its result; when the
 * instant it gives equals `before`, waits WHOLE_SECOND_WAIT_MS and runs it again with attempt 2 (which should change something again,
 * so that it is an update whatever the target makes of one that changes nothing). The caller asserts `instant > before`.
 */
export async function updateUntilLater<T>(before: number, update: (attempt: 1 | 2) => Promise<{ result: T; instant: number }>): Promise<LaterInstant<T>> {
  const first = await update(1);
  if (first.instant !== before) return { ...first, attempts: 1 };
  await sleep(WHOLE_SECOND_WAIT_MS);
  return { ...(await update(2)), attempts: 2 };
}
