// harness/absent-id.ts: an id that names nothing keeps the shape of a real one (AMB-ID-SHAPE), so a target with typed ids answers 404, not 400.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absentIdLike } from '../../harness/absent-id.js';

const shape = (id: string) => id.replace(/[0-9]/g, '9').replace(/[a-f]/g, 'h').replace(/[A-F]/g, 'H');

describe('absentIdLike', () => {
  it('keeps a UUID a UUID of the same case, and differs from it', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const absent = absentIdLike(uuid);
        expect(absent).not.toBe(uuid);
        expect(absent).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(absent.slice(0, 24)).toBe(uuid.slice(0, 24));
        expect(absentIdLike(uuid.toUpperCase())).toMatch(/^[0-9A-F-]{36}$/);
      }),
    );
  });

  it('keeps a prefixed hex id its prefix and its hex (the reference: rec_<12 hex>)', () => {
    const absent = absentIdLike('rec_0a1b2c3d4e5f');
    expect(absent).toMatch(/^rec_0a1b[0-9a-f]{8}$/);
    expect(shape(absent).length).toBe(shape('rec_0a1b2c3d4e5f').length);
  });

  it('turns an integer id into nines a sequence does not reach, and a short trailing counter too', () => {
    expect(absentIdLike('17')).toBe('999999999');
    expect(absentIdLike('999999999')).toBe('888888888');
    expect(absentIdLike('r12')).toBe('r999999999');
    expect(absentIdLike('dom-3')).toBe('dom-999999999');
  });

  it('redraws letters in their own case for other keys, and never returns the id it was given', () => {
    const real = 'recZk8PqWx2';
    for (let i = 0; i < 50; i++) {
      const absent = absentIdLike(real);
      expect(absent).not.toBe(real);
      expect(absent.slice(0, 3)).toBe('rec');
      expect(absent).toMatch(/^rec[A-Z][a-z]\d[A-Z][a-z][A-Z][a-z]\d$/);
    }
  });
});
