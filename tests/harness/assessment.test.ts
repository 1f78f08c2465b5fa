// What a run assessed: complete only without a shard, selection, embedded reference, planted faults or variants, areas
// left unloaded, an early end, or checks of the catalogue missing; verify's reassessment from a report's own data.
import { describe, expect, it } from 'vitest';
import { assess, assessmentLabel, catalogueOf, catalogueProblem, reassess, runSettingsOf } from '../../harness/assessment.js';
import { parseConfig } from '../../harness/config.js';
import { targetSettings } from '../reports/fixture-report.js';

const checks = [
  { id: 'A', area: 'auth' },
  { id: 'B', area: 'users' },
];
const catalogue = catalogueOf(checks);

describe('assess', () => {
  it('is complete for every check of the catalogue against a configured target', () => {
    expect(assess({ embedded: false, runSettings: targetSettings(), checks, catalogue })).toEqual({ complete: true, partial: [], catalogue });
    expect(assessmentLabel(assess({ embedded: false, runSettings: targetSettings(), checks, catalogue }))).toBe('complete');
  });

  it('lists every reason a run is partial, each with how to supply it', () => {
    const a = assess({
      embedded: true,
      runSettings: targetSettings({ only: ['auth'], referenceFaults: ['f'], referenceVariants: ['v'] }),
      shard: { index: 1, count: 2 },
      areasLoaded: ['auth'],
      endedEarly: ['run budget spent'],
      checks: [checks[0]!],
      catalogue,
    });
    expect(a.complete).toBe(false);
    expect(a.partial.map((p) => p.kind)).toEqual(['shard', 'embedded', 'selection', 'reference-faults', 'reference-variants', 'areas-loaded', 'ended-early']);
    for (const p of a.partial) expect(p.supply.length).toBeGreaterThan(5);
    expect(assessmentLabel(a)).toMatch(/^partial: shard 1\/2; embedded reference \(no target configured\); selection --only auth; /);
  });

  it('is partial when checks of the catalogue are missing for no stated reason, or no catalogue or settings were recorded', () => {
    expect(assess({ embedded: false, runSettings: targetSettings(), checks: [checks[0]!], catalogue }).partial).toEqual([
      { kind: 'missing-checks', what: '1 of the 2 checks of the catalogue are not in the report (users:B)', supply: 'run every check: every shard, merged' },
    ]);
    expect(assess({ embedded: false, checks }).partial.map((p) => p.kind)).toEqual(['no-settings', 'no-catalogue']);
    expect(assessmentLabel(undefined)).toMatch(/^partial: /);
  });
});

describe('reassess (verify)', () => {
  it("recomputes from the report's own data: a removed shard field does not make missing checks appear", () => {
    const forged = { target: { embedded: false }, runSettings: targetSettings(), assessment: { complete: true, partial: [], catalogue }, checks: [checks[0]!] };
    expect(reassess(forged).complete).toBe(false);
  });

  it('finds the shards a merged report lacks, and keeps a stated early end', () => {
    const merged = {
      target: { embedded: false },
      runSettings: targetSettings(),
      mergedFrom: [{ shard: { index: 1, count: 3 } }, { shard: { index: 3, count: 3 } }],
      assessment: { complete: false, partial: [{ kind: 'ended-early' as const, what: 'ended early: run-1: budget', supply: 'x' }], catalogue },
      checks,
    };
    expect(reassess(merged).partial.map((p) => p.what)).toEqual(['shards 2/3 missing from the merge', 'ended early: run-1: budget']);
  });

  it('notices a catalogue whose ids do not hash to its sha256', () => {
    expect(catalogueProblem(catalogue)).toBeUndefined();
    expect(catalogueProblem({ ...catalogue, ids: ['auth:A'] })).toMatch(/^the check catalogue does not add up/);
  });
});

describe('runSettingsOf', () => {
  it('names the target variables given, never their values', () => {
    const s = runSettingsOf(
      parseConfig({ CONFORMANCE_BASE_URL: 'http://127.0.0.1:9', CONFORMANCE_API_KEY: 'sk_secret_12345', CONFORMANCE_FIXTURE_USER: 'owner' }),
    );
    expect(s.targetVariables).toEqual(['CONFORMANCE_API_KEY', 'CONFORMANCE_FIXTURE_USER']);
    expect(JSON.stringify(s)).not.toContain('sk_secret_12345');
    expect(runSettingsOf(parseConfig({ CONFORMANCE_REFERENCE_WINDOW_MS: '8000' })).referenceWindowMs).toBe(8000);
  });
});
