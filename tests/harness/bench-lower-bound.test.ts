// The bench's lower bound (bench/lower-bound.ts) on worked examples, and the fixed suite order of a run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lowerBound } from '../../bench/lower-bound.js';
import { operations } from '../../contracts/spec-data.js';
import { conformanceOrder, RUN_FIRST, RUN_LAST } from '../../harness/conformance.vitest.config.js';

const SUITES = fileURLToPath(new URL('../../suites', import.meta.url));

const groups = {
  user_deletion: { name: 'User deletion', limit: 30, windowSeconds: 60 },
  domain_transfers: { name: 'Domain transfers', limit: 10, windowSeconds: 60 },
  core: { name: 'Core interface', limit: 100, windowSeconds: 60, hourlyLimit: 1000 },
};
const boundary = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('lowerBound', () => {
  it('is the unthrottled time when every group fits in one window', () => {
    const b = lowerBound({ requestsByGroup: { user_deletion: 30, core: 100 }, groups, unthrottledMs: 8000, unthrottledRequests: 1000, startedAtMs: boundary });
    expect(b).toMatchObject({ boundMs: 8000, setBy: 'unthrottled' });
  });

  it("is (k - 1) windows plus the last window's requests for a run started at a boundary", () => {
    // 41 deletions of 30 a minute: 2 windows, 11 in the last; tau = 10 ms.
    const b = lowerBound({
      requestsByGroup: { user_deletion: 41, domain_transfers: 18 },
      groups,
      unthrottledMs: 10_000,
      unthrottledRequests: 1000,
      startedAtMs: boundary,
    });
    expect(b.setBy).toBe('user_deletion');
    expect(b.boundMs).toBe(60_000 + 110);
    expect(b.groups.find((g) => g.group === 'domain_transfers')).toMatchObject({ windows: 2, inLastWindow: 8, boundMs: 60_080 });
  });

  it('counts only what is left of the first window when the run starts inside one', () => {
    const b = lowerBound({ requestsByGroup: { domain_transfers: 25 }, groups, unthrottledMs: 1000, unthrottledRequests: 100, startedAtMs: boundary + 45_000 });
    // 3 windows: the rest of the first (15 s), one whole window, then 5 requests of 10 ms.
    expect(b.boundMs).toBe(15_000 + 60_000 + 50);
    expect(b.firstWindowRestMs).toBe(15_000);
  });

  it("adds the core interface's hourly quota as a bound of its own", () => {
    const b = lowerBound({ requestsByGroup: { core: 1500 }, groups, unthrottledMs: 1000, unthrottledRequests: 100, startedAtMs: boundary });
    expect(b.setBy).toBe('core (hourly)');
    expect(b.boundMs).toBe(3_600_000 + 500 * 10);
  });
});

describe('conformanceOrder', () => {
  it('puts RUN_FIRST first in its order and RUN_LAST last in its order (transfers, then bulk), the rest alphabetical, whatever order they came in', () => {
    const path = (area: string) => `/r/suites/${area}.test.ts`;
    const files = ['users', 'dns-bulk-template', 'transfers', 'auth', 'properties', 'dns-core', 'errors'].map(path);
    const expected = ['errors', 'users', 'properties', 'auth', 'dns-core', 'transfers', 'dns-bulk-template'].map(path);
    expect(conformanceOrder(files)).toEqual(expected);
    expect(conformanceOrder([...files].reverse())).toEqual(expected);
  });

  it('runs first every suite file but the transfer file that sends a domain transfer request', () => {
    // The order only pays off while RUN_FIRST holds every such file: one added elsewhere would spend its transfer requests late again.
    const transferOps = operations.filter((o) => o.group === 'domain_transfers').map((o) => o.id);
    expect(transferOps.sort()).toEqual(['getTransfer', 'initiateTransfer']);
    const naming = readdirSync(SUITES)
      .filter((f) => f.endsWith('.test.ts') && !RUN_LAST.includes(f))
      .filter((f) => transferOps.some((op) => readFileSync(join(SUITES, f), 'utf8').includes(`'${op}'`)));
    expect(naming.length).toBeGreaterThan(0);
    expect(RUN_FIRST).toEqual(expect.arrayContaining(naming));
  });
});
