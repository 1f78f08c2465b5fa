// tests/harness/expect-formats.test.ts: the shared §2 format assertions: ISO 8601 timestamps and decimal strings.
import { describe, expect, it } from 'vitest';
import { CheckFailure, expectDecimalString, expectTimestamp } from '../../harness/expect.js';

describe('expectTimestamp', () => {
  it.each(['2026-01-02T03:04:05Z', '2026-01-02T03:04:05.123Z', '2026-01-02T03:04Z', '2026-01-02T03:04:05+02:00', '2026-01-02t03:04:05z'])(
    'accepts %s and returns the instant',
    (value) => {
      expect(expectTimestamp('at', value)).toBe(Date.parse(value));
    },
  );

  it.each([['2026-01-02'], ['2026-01-02T03:04:05'], ['1767322800000'], [1767322800000], [null], ['2026-13-40T03:04:05Z']])(
    'refuses %j naming the field',
    (value) => {
      expect(() => expectTimestamp('expires_at', value)).toThrow(CheckFailure);
      expect(() => expectTimestamp('expires_at', value)).toThrow(/^expires_at: expected an ISO 8601 timestamp/);
    },
  );
});

describe('expectDecimalString', () => {
  it.each(['0', '12', '12.50', '0.99'])('accepts %s', (value) => {
    expect(() => expectDecimalString('price', value)).not.toThrow();
  });

  it.each([[12.5], ['12.'], ['.5'], ['-1.00'], ['1e3'], ['12,50'], [null]])('refuses %j naming the field', (value) => {
    expect(() => expectDecimalString('price', value)).toThrow(/^price: expected a decimal amount as a string/);
  });
});
