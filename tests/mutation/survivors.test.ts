// tests/mutation/survivors.test.ts: contracts/mutation-survivors.yaml is well-formed, and every entry names a mutant
// Stryker's instrumenter still makes of reference/ (a stale entry, one whose code changed, fails here).
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listMutants, mutatedFiles } from '../../mutation/mutants.js';
import { nameKey, problemsOf, readSurvivors, SURVIVORS_FILE } from '../../mutation/survivors.js';
import { figuresOf, mergedMutants, type ReportMutant } from '../../mutation/summary.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('contracts/mutation-survivors.yaml', () => {
  it('is well-formed: kind, reason, an AMB-* row for every open point, no mutant named twice', () => {
    expect(problemsOf(parse(readFileSync(SURVIVORS_FILE, 'utf8')))).toEqual([]);
  });

  it('names, in every entry, a mutant the instrumenter still makes (file, mutator, original, replacement)', async () => {
    const entries = readSurvivors();
    const files = [...new Set(entries.map((e) => e.file))];
    expect(
      files.filter((f) => !mutatedFiles(ROOT).includes(f)),
      'files outside the mutated scope',
    ).toEqual([]);
    const existing = new Set((await listMutants(ROOT, files)).map(nameKey));
    const stale = entries.filter((e) => !existing.has(nameKey(e))).map((e) => `${e.file} ${e.mutator}: ${e.original} -> ${e.replacement}`);
    expect(stale).toEqual([]);
  }, 120_000);
});

describe('the form check and the figures', () => {
  const entry = { file: 'reference/errors.ts', mutator: 'StringLiteral', original: "'a'", replacement: '""', kind: 'equivalent', reason: 'why' };

  it('refuses an unknown kind, an open point without its AMB-* row, a missing reason and a duplicate', () => {
    const problems = problemsOf({
      survivors: [
        { ...entry, kind: 'maybe' },
        { ...entry, original: "'b'", kind: 'open-point', ambiguity: 'AMB-NOPE' },
        { ...entry, original: "'c'", reason: '' },
        { ...entry, original: "'d'" },
        { ...entry, original: "'d'" },
      ],
    });
    expect(problems).toEqual([
      'survivors[0]: kind must be one of equivalent, open-point, outside-interface, unreachable',
      'survivors[1]: an open-point entry names the AMB-* row of contracts/ambiguities.yaml (got AMB-NOPE)',
      'survivors[2]: reason must be a non-empty string',
      'survivors[4]: names the same mutant as an earlier entry',
    ]);
  });

  it('scores over non-equivalent mutants and lists the survivors no entry classifies', () => {
    const m = (original: string, status: string): ReportMutant => ({
      file: entry.file,
      mutator: entry.mutator,
      original,
      replacement: '""',
      line: 1,
      column: 1,
      status,
    });
    const mutants = [m("'k1'", 'Killed'), m("'k2'", 'Killed'), m("'t'", 'Timeout'), m("'a'", 'Survived'), m("'z'", 'NoCoverage')];
    const f = figuresOf(mutants, [{ ...entry, kind: 'equivalent' }]);
    expect({ killed: f.killed, timeout: f.timeout, survived: f.survived, noCoverage: f.noCoverage }).toEqual({
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
    });
    expect(f.classified).toEqual({ equivalent: 1, 'open-point': 0, 'outside-interface': 0, unreachable: 0 });
    expect(f.unclassified.map((u) => u.original)).toEqual(["'z'"]);
    expect(f.score).toBe(75); // 3 detected of 4 non-equivalent
    expect(f.strykerScore).toBe(60);
    expect(f.unexcusedScore).toBe(75); // 3 detected, 1 unclassified
    expect(f.specScore).toBe(75);
  });

  it('reads open points and the outside as equivalent in the spec score, never the unreachable', () => {
    const m = (original: string, status: string): ReportMutant => ({ ...entry, original, replacement: '""', line: 1, column: 1, status });
    const mutants = [m("'k'", 'Killed'), m("'o'", 'Survived'), m("'x'", 'Survived'), m("'u'", 'NoCoverage'), m("'n'", 'Survived')];
    const f = figuresOf(mutants, [
      { ...entry, original: "'o'", kind: 'open-point', ambiguity: 'AMB-TRANSPORT' },
      { ...entry, original: "'x'", kind: 'outside-interface' },
      { ...entry, original: "'u'", kind: 'unreachable' },
    ]);
    expect(f.score).toBe(20); // 1 detected of 5: every kind but equivalent counts against it
    expect(f.specScore).toBe(33.3); // 1 detected of 3: the unreachable and the unclassified count against it
    expect(f.unexcusedScore).toBe(50); // 1 detected, 1 unclassified
  });

  it('counts a mutant found in two reports once: killed in one is killed, survived in one outweighs a timeout in another', () => {
    const m = (status: string, column = 1): ReportMutant => ({
      file: entry.file,
      mutator: entry.mutator,
      original: "'v'",
      replacement: '""',
      line: 3,
      column,
      status,
    });
    expect(mergedMutants([m('NoCoverage'), m('Killed'), m('Survived')]).map((x) => x.status)).toEqual(['Killed']);
    expect(mergedMutants([m('Survived'), m('Timeout')]).map((x) => x.status)).toEqual(['Survived']);
    expect(mergedMutants([m('NoCoverage'), m('Timeout')]).map((x) => x.status)).toEqual(['Timeout']);
    // Another place on the line is another mutant, whatever its name.
    expect(mergedMutants([m('Survived'), m('Killed', 9)]).map((x) => x.status)).toEqual(['Survived', 'Killed']);
  });
});
