// tests/harness/absent-id.test.ts: absentIdLike keeps the shape of the id the target gave out, so a 404 check never sends a malformed id.
import { describe, expect, it } from 'vitest';
import { ABSENT_NUMBER, absentIdLike, idShape } from '../../harness/absent-id.js';

/** A seeded source (mulberry32), so a failure here repeats. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The class of each character: digits, hex letters by case, other letters by case, anything else as itself. */
const shape = (id: string) =>
  [...id].map((c) => (/[0-9]/.test(c) ? '9' : /[a-f]/.test(c) ? 'x' : /[A-F]/.test(c) ? 'X' : /[a-z]/.test(c) ? 'l' : /[A-Z]/.test(c) ? 'L' : c)).join('');

describe('absentIdLike', () => {
  it('keeps a UUID a UUID of the same version and variant, redrawing only within its last group', () => {
    const real = '3f2b8c1e-9d4a-4b6e-8f00-1a2b3c4d5e6f';
    for (let seed = 1; seed <= 50; seed++) {
      const id = absentIdLike(real, seeded(seed));
      expect(id).not.toBe(real);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(id.slice(0, 28)).toBe(real.slice(0, 28));
      expect(shape(id)).toBe(shape(real));
    }
  });

  it('keeps prefix, separators, case and character classes of a prefixed hex or base-36 id', () => {
    for (const real of ['trf_1a2b3c4d5e6f', 'TRF-00A1B2C3D4', 'xfer_k3x9mq7t2zr8', '01HV3K8Q2W5Z9YJ7XG4M6N1PRT']) {
      const id = absentIdLike(real, seeded(7));
      expect(id).not.toBe(real);
      expect(id.length).toBe(real.length);
      expect(shape(id)).toBe(shape(real));
      expect(id.slice(0, real.length - 8)).toBe(real.slice(0, real.length - 8)); // only the last eight alphanumerics move
    }
  });

  it('turns an all-digit id into 999999999 and a short trailing counter into one that high', () => {
    expect(absentIdLike('42')).toBe(ABSENT_NUMBER);
    expect(absentIdLike('1234567890123')).toBe(ABSENT_NUMBER);
    expect(absentIdLike(ABSENT_NUMBER)).toBe('999999998');
    expect(absentIdLike('trf_42')).toBe(`trf_${ABSENT_NUMBER}`);
    expect(absentIdLike('T-7')).toBe(`T-${ABSENT_NUMBER}`);
  });

  it('redraws a long trailing digit run as digits, and differs from the real id even when the random source repeats itself', () => {
    const id = absentIdLike('order-20240517000123', seeded(3));
    expect(id).toMatch(/^order-2024[0-9]{10}$/);
    expect(id).not.toBe('order-20240517000123');
    expect(absentIdLike('trf_aaaaaaaa', () => 0)).not.toBe('trf_aaaaaaaa'); // every draw gives "a": the last one is stepped
    expect(absentIdLike('---')).toBe(`---${ABSENT_NUMBER}`);
  });

  it('names the shape of an id for the report', () => {
    expect(idShape('3F2B8C1E-9D4A-4B6E-8F00-1A2B3C4D5E6F')).toBe('uuid');
    expect(idShape('12345')).toBe('integer');
    expect(idShape('trf_1a2b3c4d5e6f')).toBe('other');
  });
});
