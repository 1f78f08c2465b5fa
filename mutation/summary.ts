// mutation/summary.ts: the figures of a mutation run from Stryker's JSON report(s): mutants total, killed, survived,
// timeout, no coverage, each survivor classified by contracts/mutation-survivors.yaml or listed as unclassified,
// and the score over non-equivalent mutants. Written as reports/mutation/summary.md and printed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { squeeze, textAt, type MutantName } from './mutants.js';
import { nameKey, readSurvivors, type SurvivorEntry } from './survivors.js';

export interface ReportMutant extends MutantName {
  line: number;
  column: number;
  status: string;
}

/** Stryker's JSON report (mutation-testing-report-schema): every mutant, named as the survivors file names them. */
export function mutantsOfReport(reportFile: string, root: string): ReportMutant[] {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    files: Record<string, { source: string; mutants: Array<{ mutatorName: string; replacement: string; status: string; location: any }> }>;
  };
  return Object.entries(report.files).flatMap(([file, f]) =>
    f.mutants.map((m) => ({
      file: file.startsWith('/') ? file.slice(root.length + 1) : file,
      mutator: m.mutatorName,
      original: squeeze(textAt(f.source, m.location, 1)),
      replacement: squeeze(m.replacement),
      line: m.location.start.line,
      column: m.location.start.column,
      status: m.status,
    })),
  );
}

/**
 * Stryker's statuses, in the order a merge prefers them: killed; then survived, over a timeout, since a run that completed with the mutant
 * active and every check passing outweighs one that ran out of time on a loaded machine (a module-level mutant, such as a variant's table, runs
 * every check at once; 29 mutants timed out in one of the runs of rounds 4 and 5 and survived in another); then a timeout; then no coverage.
 */
const DETECTION_RANK: Record<string, number> = { Killed: 0, Survived: 1, Timeout: 2, NoCoverage: 3 };

/**
 * The same mutant (name and place) in several reports counts once, with the status DETECTION_RANK prefers: a run with a variant on
 * (MUTATION_REFERENCE_VARIANTS) beside the plain one kills mutants of the code only that variant runs, which the plain run never executes.
 */
export function mergedMutants(mutants: ReportMutant[]): ReportMutant[] {
  const best = new Map<string, ReportMutant>();
  for (const m of mutants) {
    const key = `${nameKey(m)}\u0000${m.line}:${m.column}`;
    const held = best.get(key);
    if (!held || (DETECTION_RANK[m.status] ?? 9) < (DETECTION_RANK[held.status] ?? 9)) best.set(key, m);
  }
  return [...best.values()];
}

export interface Figures {
  total: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Not run: compile or runtime errors, ignored (Stryker's statuses). */
  notRun: number;
  classified: Record<SurvivorEntry['kind'], number>;
  unclassified: ReportMutant[];
  /** (killed + timeout) / (every run mutant but the equivalent ones), in %. */
  score: number;
  /** Stryker's own: (killed + timeout) / (killed + timeout + survived + no coverage), in %. */
  strykerScore: number;
  /** (killed + timeout) / (killed + timeout + unclassified survivors): what the checks let live that nothing excuses, in %. */
  unexcusedScore: number;
  /**
   * Equivalent read against the spec: (killed + timeout) / (every run mutant but those no request may tell from a conforming target:
   * equivalent, open-point, outside-interface), in %. An unreachable or unclassified survivor still counts as undetected.
   */
  specScore: number;
  files: Array<{ file: string; total: number; detected: number; undetected: number; equivalent: number; unclassified: number }>;
}

export function figuresOf(mutants: ReportMutant[], entries: SurvivorEntry[]): Figures {
  const byName = new Map(entries.map((e) => [nameKey(e), e]));
  const count = (s: string) => mutants.filter((m) => m.status === s).length;
  const undetected = mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  const classified: Figures['classified'] = { equivalent: 0, 'open-point': 0, 'outside-interface': 0, unreachable: 0 };
  const unclassified: ReportMutant[] = [];
  for (const m of undetected) {
    const entry = byName.get(nameKey(m));
    if (entry) classified[entry.kind] += 1;
    else unclassified.push(m);
  }
  const detected = count('Killed') + count('Timeout');
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.floor((1000 * n) / d) / 10);
  const files = [...new Set(mutants.map((m) => m.file))].sort().map((file) => {
    const mine = mutants.filter((m) => m.file === file);
    const und = mine.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
    return {
      file,
      total: mine.length,
      detected: mine.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length,
      undetected: und.length,
      equivalent: und.filter((m) => byName.get(nameKey(m))?.kind === 'equivalent').length,
      unclassified: und.filter((m) => !byName.has(nameKey(m))).length,
    };
  });
  return {
    total: mutants.length,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    notRun: mutants.length - detected - undetected.length,
    classified,
    unclassified,
    score: pct(detected, detected + undetected.length - classified.equivalent),
    strykerScore: pct(detected, detected + undetected.length),
    unexcusedScore: pct(detected, detected + unclassified.length),
    specScore: pct(detected, detected + classified.unreachable + unclassified.length),
    files,
  };
}

export function summaryMarkdown(f: Figures, wallSeconds?: number): string {
  const lines = [
    '# Mutation testing of reference/',
    '',
    `Score over non-equivalent mutants: **${f.score} %** (open points, the outside of the interface and the unreachable count as undetected). ` +
      `Stryker's own score, equivalent mutants counted as survivors: ${f.strykerScore} %. Over the mutants no entry of ` +
      `contracts/mutation-survivors.yaml excuses: ${f.unexcusedScore} %. With an open point's and the outside's mutants read as equivalent ` +
      `(each is another target the spec allows), unreachable and unclassified ones still undetected: ${f.specScore} %.`,
    '',
    '| Mutants | Killed | Timeout | Survived | No coverage | Not run | Equivalent | Open point | Outside the interface | Unreachable | Unclassified |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${f.total} | ${f.killed} | ${f.timeout} | ${f.survived} | ${f.noCoverage} | ${f.notRun} | ${f.classified.equivalent} | ` +
      `${f.classified['open-point']} | ${f.classified['outside-interface']} | ${f.classified.unreachable} | ${f.unclassified.length} |`,
    '',
    ...(wallSeconds !== undefined ? [`Wall time of the run: ${Math.round(wallSeconds)} s.`, ''] : []),
    '| File | Mutants | Detected | Undetected | of which equivalent | unclassified |',
    '|---|---|---|---|---|---|',
    ...f.files.map((r) => `| ${r.file} | ${r.total} | ${r.detected} | ${r.undetected} | ${r.equivalent} | ${r.unclassified} |`),
    '',
  ];
  if (f.unclassified.length) {
    lines.push('## Unclassified survivors', '', 'Kill each with a sharper check, or classify it in contracts/mutation-survivors.yaml:', '');
    for (const m of f.unclassified)
      lines.push(`- ${m.file}:${m.line} ${m.status} ${m.mutator}: \`${m.original.slice(0, 120)}\` → \`${m.replacement.slice(0, 80)}\``);
    lines.push('');
  }
  return lines.join('\n');
}

/** `tsx mutation/summary.ts [report.json...]`: default the last run's report; several reports (narrowed runs) add up, a mutant in two once. */
async function main(): Promise<void> {
  const root = process.cwd();
  const args = process.argv.slice(2);
  const wall = args.find((a) => a.startsWith('--wall='));
  const reports = args.filter((a) => !a.startsWith('--'));
  // The run's own report folder (MUTATION_REPORT_DIR, as mutation/stryker.config.mjs reads it), so a side-by-side run sums its own report.
  const dir = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';
  const files = reports.length ? reports : [join(root, dir, 'mutation.json')];
  const mutants = mergedMutants(files.flatMap((f) => mutantsOfReport(f, root)));
  const figures = figuresOf(mutants, readSurvivors());
  const md = summaryMarkdown(figures, wall ? Number(wall.slice(7)) : undefined);
  // Summing reports kept elsewhere needs no run of its own first: the folder may not exist yet.
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'summary.md'), md);
  process.stdout.write(`${md}\nwritten: ${dir}/summary.md\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
