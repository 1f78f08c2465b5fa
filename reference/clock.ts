// reference/clock.ts: the injectable clock and time arithmetic (ISO 8601 UTC timestamps §2, 24 h sessions §1, renewals in calendar years §4.3).

export interface Clock {
  now(): number;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export function createClock(now: () => number = Date.now): Clock {
  return { now };
}

/** ISO 8601 in UTC with the Z suffix, as every timestamp of §2 is rendered. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Midnight UTC of the day containing `ms` (keeps seeded fixture dates readable). */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/**
 * Adds calendar years in UTC. A 29 February that does not exist in the target year
 * becomes 28 February, not 1 March.
 */
export function addCalendarYears(ms: number, years: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.getTime();
}
