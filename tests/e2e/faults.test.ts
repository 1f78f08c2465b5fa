// The suite can fail: one conformance run against the reference per planted fault (reference/faults), each of which
// must fail with at least one failed check verifying a requirement the fault violates; the clean reference has zero
// failures. Each faulted run is limited (--only) to the checks that verify one of the fault's requirements, cheap
// checks first (properties and the model run only when the cheap ones miss). Prints, and writes to
// reports/self-test/, the table fault -> detecting checks; a fault no check detects fails the test by name.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { faultCatalogue, type Fault } from '../../reference/faults/index.js';
import { runCli, type CliRun } from './run-cli.js';

const SEED = '424242';
/** Faulted runs at once: the machine has two cores. */
const POOL = 2;
/** Areas whose checks are slow (generated cases, a model run): used only when the other selected checks miss. */
const COSTLY_AREAS = new Set(['properties', 'dns-model']);
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
  exitCode: number | null;
  stages: number;
  seconds: number;
  problem?: string;
}

/** The --only value naming exactly these checks: a whole area by its name, otherwise check ids. */
function onlyArgument(selected: CheckInfo[], all: CheckInfo[]): string {
  const parts: string[] = [];
  for (const area of [...new Set(selected.map((c) => c.area))].sort()) {
    const inArea = selected.filter((c) => c.area === area);
    if (inArea.length === all.filter((c) => c.area === area).length) parts.push(area);
    else parts.push(...inArea.map((c) => c.id).sort());
  }
  return parts.join(',');
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

function failedChecks(run: CliRun): Array<{ id: string; requirements: string[]; message?: string }> {
  return (run.report?.checks ?? []).filter((c) => c.status === 'failed');
}

function table(detections: Detection[]): string {
  const width = Math.max(...detections.map((d) => d.fault.name.length), 5);
  const lines = [
    `${'fault'.padEnd(width)}  violates -> detecting checks`,
    ...detections.map((d) => {
      const found = d.detecting.length ? `${d.detecting.length}: ${d.detecting.join(', ')}` : `UNDETECTED (${d.problem ?? 'no failed check verifies a violated requirement'})`;
      return `${d.fault.name.padEnd(width)}  ${d.fault.violates.join(', ')} -> ${found}`;
    }),
  ];
  const detected = detections.filter((d) => d.detecting.length).length;
  lines.push('', `faults: ${detections.length}, detected: ${detected}, undetected: ${detections.length - detected}`);
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

  it('detects every planted fault with a failed check verifying a requirement the fault violates', { timeout: 1_200_000 }, async () => {
    expect(checks.length, 'the clean run must report its checks').toBeGreaterThan(0);
    expect(new Set(faultCatalogue.map((f) => f.name)).size).toBe(faultCatalogue.length);
    const started = Date.now();

    const detections = await pool(faultCatalogue, POOL, async (fault): Promise<Detection> => {
      const t0 = Date.now();
      const selected = checks.filter((c) => c.requirements.some((r) => fault.violates.includes(r)));
      const result: Detection = { fault, selected: selected.length, detecting: [], exitCode: null, stages: 0, seconds: 0 };
      if (!selected.length) {
        result.problem = `no check verifies ${fault.violates.join(', ')}`;
        return result;
      }
      const cheap = selected.filter((c) => !COSTLY_AREAS.has(c.area));
      const stages = cheap.length && cheap.length < selected.length ? [cheap, selected] : [selected];
      for (const stage of stages) {
        const args = ['run', '--seed', SEED, '--only', onlyArgument(stage, checks), '--reference-fault', fault.name];
        if (fault.violates.includes('RL-429')) args.push('--rate-limit-probe'); // the 429 probe is opt-in
        const run = await runCli(args);
        result.stages += 1;
        result.exitCode = run.exitCode;
        if (!run.report) result.problem = `no report (exit ${run.exitCode}): ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`;
        const detecting = failedChecks(run).filter((c) => c.requirements.some((r) => fault.violates.includes(r)));
        if (run.exitCode === 1 && detecting.length) {
          result.detecting = detecting.map((c) => c.id).sort();
          result.problem = undefined;
          break;
        }
        if (run.report && run.exitCode !== 1) result.problem = `exit ${run.exitCode}`;
      }
      result.seconds = (Date.now() - t0) / 1000;
      return result;
    });

    const text = `${table(detections)}\nwall time: ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}, ${POOL} runs at a time)\n`;
    console.log(text);
    mkdirSync(OUT_DIR, { recursive: true });
    writeFileSync(join(OUT_DIR, 'fault-detection.txt'), text);
    writeFileSync(
      join(OUT_DIR, 'fault-detection.json'),
      `${JSON.stringify(
        detections.map((d) => ({ fault: d.fault.name, violates: d.fault.violates, selected: d.selected, runs: d.stages, seconds: d.seconds, detecting: d.detecting, problem: d.problem })),
        null,
        2,
      )}\n`,
    );

    const undetected = detections.filter((d) => !d.detecting.length).map((d) => `${d.fault.name} (${d.problem ?? 'no failed check verifies a violated requirement'})`);
    expect(undetected, 'faults no check detects').toEqual([]);
  });
});
