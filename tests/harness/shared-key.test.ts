// tests/harness/shared-key.test.ts: measuring beside others on the key (harness/shared-key.ts): run prefixes are recognised, only changes
// among others' entries count as their activity, a busy key is measured again and then skipped, never passed; a quiet key with no other
// run in sight fails at once; with one in sight, a failure is measured again and fails when it repeats every time.
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../../harness/check.js';
import { CheckFailure, fail } from '../../harness/expect.js';
import { recordMadeByOthers } from '../../harness/records.js';
import {
  anotherRunIn,
  busyIf,
  measureWhileOthersQuiet,
  namesAnotherRun,
  othersChanged,
  runPrefixOf,
  runPrefixesIn,
  strictly,
} from '../../harness/shared-key.js';

const OWN = 'pdc-tp2s0hrjvp';
const OTHER = 'pdc-tp2s0iabcd';

class Skipped extends Error {}

/** The parts of a check's context the helpers read; madeByOthers as harness/check.ts has it, less the names of checks in flight. */
function contextOf(template?: Record<string, string>): CheckContext {
  return {
    run: { prefix: OWN, ...(template ? { template: { template_id: 'web-basic', variables: template } } : {}) },
    madeByOthers: (name: string) => {
      const run = runPrefixOf(name);
      return run !== undefined && run !== OWN;
    },
    skip: (reason: string) => {
      throw new Skipped(reason);
    },
  } as unknown as CheckContext;
}

describe('run prefixes', () => {
  it('finds a prefix followed by a hyphen, a dot or an underscore (validUserIdentifier joins with either)', () => {
    expect(runPrefixesIn(`${OTHER}-bulk-29`)).toEqual([OTHER]);
    expect(runPrefixesIn(`${OTHER}.example.com`)).toEqual([OTHER]);
    expect(runPrefixesIn(`${OTHER.toUpperCase()}_AbC9`)).toEqual([OTHER]);
    expect(runPrefixesIn(`"${OTHER}-root"`)).toEqual([OTHER]);
    expect(runPrefixesIn('pdc-short-1')).toEqual([]);
    expect(runPrefixesIn(42)).toEqual([]);
  });

  it('takes a name as a run prefix only at its start', () => {
    expect(runPrefixOf(`${OTHER}-user-3`)).toBe(OTHER);
    expect(runPrefixOf(`x-${OTHER}-user-3`)).toBeUndefined();
  });

  it("names another run only when the prefix is not the run's own", () => {
    expect(namesAnotherRun(`${OTHER}-root`, OWN)).toBe(true);
    expect(namesAnotherRun(`${OWN}-root`, OWN)).toBe(false);
    expect(namesAnotherRun('www', OWN)).toBe(false);
  });
});

describe('othersChanged', () => {
  const u = (id: string) => ({ id });
  const key = (e: { id: string }) => e.id;
  const byOthers = (e: { id: string }) => e.id.startsWith(OTHER);

  it("is undefined when others' entries are the same, whatever the rest does (the target answers for that)", () => {
    expect(othersChanged([u(`${OTHER}-1`), u('fixture')], [u(`${OTHER}-1`), u(`${OWN}-2`)], key, byOthers)).toBeUndefined();
  });

  it("tells others' entries that appeared, disappeared, or were seen only on a page read in between", () => {
    const said = othersChanged([u(`${OTHER}-1`)], [u(`${OTHER}-2`)], key, byOthers, [[u(`${OTHER}-3`)]]);
    expect(said).toContain(`1 appeared (${OTHER}-2)`);
    expect(said).toContain(`1 disappeared (${OTHER}-1)`);
    expect(said).toContain(`1 came and went (${OTHER}-3)`);
  });
});

describe('recordMadeByOthers', () => {
  it("takes another run's name or content as theirs, a template's record only when asked", () => {
    const ctx = contextOf({ ipv4: '192.0.2.110' });
    expect(recordMadeByOthers(ctx, { name: `${OTHER}-a`, content: '192.0.2.1' })).toBe(true);
    expect(recordMadeByOthers(ctx, { name: '@', content: `"${OTHER}-root"` })).toBe(true);
    expect(recordMadeByOthers(ctx, { name: '@', content: `${OWN}-root` })).toBe(false);
    expect(recordMadeByOthers(ctx, { name: 'www', content: '192.0.2.110' })).toBe(false);
    expect(recordMadeByOthers(ctx, { name: 'www', content: '192.0.2.110' }, { template: true })).toBe(true);
    expect(recordMadeByOthers(ctx, { name: 'www', content: '192.0.2.10' }, { template: true })).toBe(false);
    // A record named by the run itself is never another run's template application, whatever its content.
    expect(recordMadeByOthers(ctx, { name: `${OWN}-a`, content: '192.0.2.110' }, { template: true })).toBe(false);
    expect(recordMadeByOthers(contextOf({ v: '1' }), { name: 'x', content: '192.0.2.1' }, { template: true })).toBe(false);
  });
});

describe('measureWhileOthersQuiet', () => {
  const fast = { pauseMs: 1 };
  const wrongTotal = () => fail('total: expected 5, received 6');

  it('measures once on a quiet key, and its strict assertion fails the check there', async () => {
    let measured = 0;
    await measureWhileOthersQuiet(contextOf(), 'x', async () => void measured++, fast);
    expect(measured).toBe(1);
    await expect(measureWhileOthersQuiet(contextOf(), 'x', async () => strictly(false, wrongTotal), fast)).rejects.toThrow(CheckFailure);
  });

  it('measures again while others are busy, and asserts strictly once they are not', async () => {
    const seen: number[] = [];
    await measureWhileOthersQuiet(
      contextOf(),
      'x',
      async (attempt) => {
        seen.push(attempt);
        return attempt < 3 ? busyIf('busy') : busyIf(undefined);
      },
      fast,
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it('skips the check, not assessed, when others are busy in every measurement; never passes it', async () => {
    let measured = 0;
    const busy = measureWhileOthersQuiet(
      contextOf(),
      'the users total',
      async () => {
        measured++;
        return { busy: `entries others made: 1 appeared (${OTHER}-9)` };
      },
      fast,
    );
    await expect(busy).rejects.toThrow(Skipped);
    await expect(busy).rejects.toThrow(/the users total: not assessed, others on the key were active during each of 4 measurements/);
    expect(measured).toBe(4);
  });

  it('measures again a strict failure with another run in sight, and fails the check when it disagrees every time', async () => {
    let measured = 0;
    const disagreeing = measureWhileOthersQuiet(
      contextOf(),
      'x',
      async () => {
        measured++;
        return strictly(true, wrongTotal);
      },
      fast,
    );
    await expect(disagreeing).rejects.toThrow(CheckFailure);
    await expect(disagreeing).rejects.toThrow('total: expected 5, received 6');
    expect(measured).toBe(4);
    // Once unseen coming and going explains it (a later measurement holds), the check passes; busy in between, it is not assessed.
    await measureWhileOthersQuiet(contextOf(), 'x', async (attempt) => (attempt === 1 ? strictly(true, wrongTotal) : undefined), fast);
    const mixed = measureWhileOthersQuiet(contextOf(), 'x', async (attempt) => (attempt % 2 ? strictly(true, wrongTotal) : { busy: 'b' }), fast);
    await expect(mixed).rejects.toThrow(Skipped);
  });

  it('lets a caller that cannot be skipped end the last busy measurement its own way', async () => {
    let ended = false;
    await measureWhileOthersQuiet(contextOf(), 'x', async () => ({ busy: 'b' }), {
      ...fast,
      measurements: 2,
      whenBusy: () => {
        ended = true;
      },
    });
    expect(ended).toBe(true);
  });
});

describe('anotherRunIn', () => {
  it("sees another run's prefix in names or contents, never the run's own", () => {
    expect(anotherRunIn(contextOf(), ['www', `${OWN}-a`, `"${OTHER}-root"`])).toBe(true);
    expect(anotherRunIn(contextOf(), ['www', `${OWN}-a`, undefined])).toBe(false);
  });
});
