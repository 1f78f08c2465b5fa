// tests/harness/expect-formats.test.ts: the shared §2 format assertions: ISO 8601 timestamps and decimal strings.
import { describe, expect, it } from 'vitest';
import { CheckFailure, expectDecimalString, expectTimestamp, sameAmount } from '../../harness/expect.js';
import { parseIso8601, showsSeconds } from '../../harness/iso-8601.js';

describe('expectTimestamp', () => {
  it.each(['2026-01-02T03:04:05Z', '2026-01-02T03:04:05.123Z', '2026-01-02T03:04Z', '2026-01-02T03:04:05+02:00', '2026-01-02t03:04:05z'])(
    'accepts %s and returns the instant',
    (value) => {
      expect(expectTimestamp('at', value)).toBe(Date.parse(value));
    },
  );

  // AMB-TIMESTAMP-FORM: every ISO 8601 date-and-time form is the same instant, whatever its precision, offset or format.
  it.each([
    ['2026-01-02T03:04:05.123456789Z', Date.UTC(2026, 0, 2, 3, 4, 5, 123)],
    ['2026-01-02T08:34:05.123000+05:30', Date.UTC(2026, 0, 2, 3, 4, 5, 123)],
    ['2026-01-02T05:04:05+0200', Date.UTC(2026, 0, 2, 3, 4, 5)],
    ['2026-01-02T01:04:05-02', Date.UTC(2026, 0, 2, 3, 4, 5)],
    ['2026-01-02T03:04:05,5Z', Date.UTC(2026, 0, 2, 3, 4, 5, 500)],
    ['20260102T030405Z', Date.UTC(2026, 0, 2, 3, 4, 5)],
    ['2026-01-02 03:04:05Z', Date.UTC(2026, 0, 2, 3, 4, 5)],
    ['2026-01-02T03:04:05', Date.UTC(2026, 0, 2, 3, 4, 5)],
  ])('accepts %s as the instant it names', (value, ms) => {
    expect(expectTimestamp('at', value)).toBe(ms);
  });

  // USER-SESSION-REPEAT-EXPIRES-FROM-ITS-CREATION: two instants within one shown minute are equal only where seconds are not shown.
  it('tells whether seconds are shown, in either format', () => {
    expect(['2026-01-02T03:04:05Z', '2026-01-02T03:04:05.5+01:00', '20260102T030405Z'].map(showsSeconds)).toEqual([true, true, true]);
    expect(['2026-01-02T03:04Z', '2026-01-02T03:04+01:00', '20260102T0304Z', 'yesterday', null].map(showsSeconds)).toEqual([false, false, false, false, false]);
  });

  it('tells the form: Z, offset or no zone', () => {
    expect(parseIso8601('2026-01-02T03:04:05Z')?.form).toBe('Z');
    expect(parseIso8601('2026-01-02T03:04:05+01:00')?.form).toBe('offset');
    expect(parseIso8601('2026-01-02T03:04:05')?.form).toBe('no-zone');
  });

  it.each([
    ['2026-01-02'],
    ['1767322800000'],
    [1767322800000],
    [null],
    ['2026-13-40T03:04:05Z'],
    ['2026-02-30T03:04:05Z'],
    ['2026-01-02T25:00Z'],
    ['yesterday'],
  ])('refuses %j naming the field', (value) => {
    expect(() => expectTimestamp('expires_at', value)).toThrow(CheckFailure);
    expect(() => expectTimestamp('expires_at', value)).toThrow(/^expires_at: expected an ISO 8601 timestamp/);
  });
});

describe('expectDecimalString', () => {
  it.each(['0', '12', '12.50', '0.99', '12.5', '12.5000'])('accepts %s (any number of places, AMB-DECIMAL-PLACES)', (value) => {
    expect(() => expectDecimalString('price', value)).not.toThrow();
  });

  it.each([[12.5], ['12.'], ['.5'], ['-1.00'], ['1e3'], ['12,50'], [null]])('refuses %j naming the field', (value) => {
    expect(() => expectDecimalString('price', value)).toThrow(/^price: expected a decimal amount as a string/);
  });
});

describe('sameAmount', () => {
  it('compares amounts as numbers, not text', () => {
    expect(sameAmount('10', '10.00')).toBe(true);
    expect(sameAmount('12.5', '12.50')).toBe(true);
    expect(sameAmount('012.50', '12.5')).toBe(true);
    expect(sameAmount('12.5', '12.05')).toBe(false);
    expect(sameAmount('10', '100')).toBe(false);
    expect(sameAmount('10', 10)).toBe(false);
  });
});
