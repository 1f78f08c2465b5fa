// The suite can fail: one conformance run against the reference per planted fault (reference/faults), each of which
// must fail with at least one failed check verifying a requirement the fault violates; the clean reference has zero
// failures. Each faulted run is limited (--only) to the checks that verify one of the fault's requirements. Prints,
// and writes to reports/self-test/, the table fault -> detecting checks; a fault no check detects fails the test by
// name. Together the faults must violate every stated requirement some check verifies, and be detected in every area.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requirements } from '../../contracts/spec-data.js';
import { faultCatalogue, type Fault } from '../../reference/faults/index.js';
import { runBatch, runCli, type BatchRun, type CliRun } from './run-cli.js';

const SEED = '424242';
/** Faulted runs at once: the machine has two cores. */
const POOL = 2;
const OUT_DIR = resolve(import.meta.dirname, '../../reports/self-test');

interface CheckInfo {
  id: string;
  area: string;
  requirements: string[];
}

interface Detection {
  fault: Fault;
  selected: number;
  detecting: string[];
  /** Areas of the detecting checks. */
  areas: string[];
  exitCode: number | null;
  seconds: number;
  problem?: string;
}

/** The --only value naming exactly these checks: a whole area by its name, otherwise check ids. */
function onlyArgument(selected: CheckInfo[], all: CheckInfo[]): string {
  const parts: string[] = [];
  for (const area of [...new Set(selected.map((c) => c.area))].sort()) {
    const inArea = selected.filter((c) => c.area === area);
    if (inArea.length === all.filter((c) => c.area === area).length) parts.push(area);
    // area:ID lets the run load only the suite files it needs (harness/selection.ts areasToLoad).
    else parts.push(...inArea.map((c) => `${area}:${c.id}`).sort());
  }
  return parts.join(',');
}

function failedChecks(run: Pick<CliRun, 'report'>): Array<{ id: string; area: string; requirements: string[]; message?: string }> {
  return (run.report?.checks ?? []).filter((c) => c.status === 'failed');
}

function table(detections: Detection[]): string {
  const width = Math.max(...detections.map((d) => d.fault.name.length), 5);
  const lines = [
    `${'fault'.padEnd(width)}  violates -> detecting checks`,
    ...detections.map((d) => {
      const found = d.detecting.length
        ? `${d.detecting.length}: ${d.detecting.join(', ')}`
        : `UNDETECTED (${d.problem ?? 'no failed check verifies a violated requirement'})`;
      return `${d.fault.name.padEnd(width)}  ${d.fault.violates.join(', ')} -> ${found}`;
    }),
  ];
  const detected = detections.filter((d) => d.detecting.length).length;
  const byArea = new Map<string, number>();
  for (const d of detections) for (const area of d.areas) byArea.set(area, (byArea.get(area) ?? 0) + 1);
  lines.push(
    '',
    `faults detected per area: ${[...byArea]
      .sort()
      .map(([area, n]) => `${area} ${n}`)
      .join(', ')}`,
    `faults: ${detections.length}, detected: ${detected}, undetected: ${detections.length - detected}`,
  );
  return lines.join('\n');
}

describe('fault catalogue against the conformance run', () => {
  let checks: CheckInfo[] = [];
  let clean: CliRun;

  beforeAll(async () => {
    clean = await runCli(['run', '--seed', SEED]);
    checks = (clean.report?.checks ?? []).map((c) => ({ id: c.id, area: c.area, requirements: c.requirements }));
  });

  it('finds zero failures in the clean reference', () => {
    const failed = failedChecks(clean).map((c) => `${c.id}: ${c.message}`);
    expect(failed, clean.stdout + clean.stderr).toEqual([]);
    expect(clean.report?.errors).toEqual([]);
    expect(clean.exitCode).toBe(0);
  });

  it('plants a fault against every stated requirement a check verifies', () => {
    const verified = new Set(checks.flatMap((c) => c.requirements));
    const violated = new Set(faultCatalogue.flatMap((f) => f.violates));
    const stated = requirements.filter((r) => r.level === 'stated' && verified.has(r.id)).map((r) => r.id);
    expect(
      stated.filter((id) => !violated.has(id)),
      'stated requirements no fault violates',
    ).toEqual([]);
    for (const fault of faultCatalogue)
      expect(
        fault.violates.filter((id) => !requirements.some((r) => r.id === id)),
        fault.name,
      ).toEqual([]);
  });

  it('detects every planted fault with a failed check verifying a requirement the fault violates', { timeout: 1_200_000 }, async () => {
    expect(checks.length, 'the clean run must report its checks').toBeGreaterThan(0);
    expect(new Set(faultCatalogue.map((f) => f.name)).size).toBe(faultCatalogue.length);
    const started = Date.now();

    // Each fault is one run limited to the checks of its requirements; the runs go in POOL batches, each batch one
    // process running its runs one after another (tests/e2e/run-batch.ts), so start-up is paid once per batch.
    const plans = faultCatalogue.map((fault) => {
      const selected = checks.filter((c) => c.requirements.some((r) => fault.violates.includes(r)));
      const env: Record<string, string> = {
        CONFORMANCE_SEED: SEED,
        CONFORMANCE_ONLY: onlyArgument(selected, checks),
        CONFORMANCE_REFERENCE_FAULTS: fault.name,
      };
      if (fault.violates.includes('RL-429')) env.CONFORMANCE_RATE_LIMIT_PROBE = '1'; // the 429 probe is opt-in
      return { fault, selected, env };
    });
    const runnable = plans.filter((p) => p.selected.length);
    const batches = Array.from({ length: POOL }, (_, b) => runnable.filter((_, i) => i % POOL === b));
    const runs = new Map<string, { run: BatchRun; seconds: number }>();
    await Promise.all(
      batches.map(async (batch) => {
        const t0 = Date.now();
        const results = await runBatch(batch.map((p) => p.env));
        const seconds = (Date.now() - t0) / 1000 / Math.max(batch.length, 1);
        for (const [i, p] of batch.entries()) runs.set(p.fault.name, { run: results[i], seconds });
      }),
    );
    const detections = plans.map(({ fault, selected }): Detection => {
      const result: Detection = { fault, selected: selected.length, detecting: [], areas: [], exitCode: null, seconds: 0 };
      if (!selected.length) {
        result.problem = `no check verifies ${fault.violates.join(', ')}`;
        return result;
      }
      const { run, seconds } = runs.get(fault.name)!;
      result.exitCode = run.exitCode;
      result.seconds = seconds;
      const detecting = failedChecks(run).filter((c) => c.requirements.some((r) => fault.violates.includes(r)));
      if (!run.report) result.problem = `no report (exit ${run.exitCode}): ${run.error ?? ''}`;
      else if (run.exitCode !== 1) result.problem = `exit ${run.exitCode}`;
      else if (detecting.length) {
        result.detecting = detecting.map((c) => c.id).sort();
        result.areas = [...new Set(detecting.map((c) => c.area))].sort();
      }
      return result;
    });

    const text = `${table(detections)}\nwall time: ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}, ${POOL} batches at a time)\n`;
    console.log(text);
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(join(OUT_DIR, 'fault-detection.txt'), text);
    writeFileSync(
      join(OUT_DIR, 'fault-detection.json'),
      `${JSON.stringify(
        detections.map((d) => ({
          fault: d.fault.name,
          violates: d.fault.violates,
          selected: d.selected,
          seconds: d.seconds,
          detecting: d.detecting,
          problem: d.problem,
        })),
        null,
        2,
      )}\n`,
    );

    const undetected = detections
      .filter((d) => !d.detecting.length)
      .map((d) => `${d.fault.name} (${d.problem ?? 'no failed check verifies a violated requirement'})`);
    expect(undetected, 'faults no check detects').toEqual([]);
    const areas = [...new Set(checks.map((c) => c.area))].sort();
    const detectedIn = new Set(detections.flatMap((d) => d.areas));
    expect(
      areas.filter((a) => !detectedIn.has(a)),
      'areas in which no fault is detected',
    ).toEqual([]);
  });
});
