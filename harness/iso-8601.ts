// ISO 8601 date-and-time strings as §2 allows them ("string, ISO 8601"; AMB-TIMESTAMP-FORM): extended or basic format, any fractional
// precision with a point or a comma, Z, a numeric offset (+hh:mm, +hhmm, +hh) or no zone (read as UTC); RFC 3339's space separator too.

export type TimestampForm = 'Z' | 'offset' | 'no-zone';

const EXTENDED = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?$/;
const BASIC = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(?:(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?([Zz]|[+-]\d{2}(?:\d{2})?)?$/;

export interface ParsedTimestamp {
  /** The instant, ms since the epoch (a timestamp without a zone is read as UTC). */
  ms: number;
  form: TimestampForm;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant and form of an ISO 8601 date and time; undefined when the string is not one (a date alone is not a timestamp). */
export function parseIso8601(value: unknown): ParsedTimestamp | undefined {
  if (typeof value !== 'string') return undefined;
  const m = EXTENDED.exec(value) ?? BASIC.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour] = [m[1], m[2], m[3], m[4]].map(Number);
  const minute = m[5] === undefined ? 0 : Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const fraction = m[7] === undefined ? 0 : Number(`0.${m[7]}`);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  if (hour > 24 || minute > 59 || second > 60) return undefined;
  if (hour === 24 && (minute > 0 || second > 0 || fraction > 0)) return undefined; // 24:00 is the end of the day, nothing after it
  let offsetMinutes = 0;
  let form: TimestampForm = 'no-zone';
  const zone = m[8];
  if (zone !== undefined && /^z$/i.test(zone)) form = 'Z';
  else if (zone !== undefined) {
    const digits = zone.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2)) : 0;
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
    form = 'offset';
  }
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) + Math.round(fraction * 1000) - offsetMinutes * 60_000;
  return Number.isNaN(ms) ? undefined : { ms, form };
}

/** The instant of a timestamp in any ISO 8601 form, NaN when it is not one: Date.parse reads neither the basic format nor a comma. */
export function instantOf(value: unknown): number {
  return parseIso8601(value)?.ms ?? Number.NaN;
}

/** Whether a timestamp shows seconds ("…T10:20:30Z" does, "…T10:20Z" does not): two instants within one shown minute compare equal. */
export function showsSeconds(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = EXTENDED.exec(value) ?? BASIC.exec(value);
  return m !== null && m[6] !== undefined;
}
