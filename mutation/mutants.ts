// mutation/mutants.ts: the mutants Stryker makes of reference/, listed without running anything (its instrumenter,
// as `stryker run` calls it), each named by file, mutator, original text and replacement: a name that survives
// line moves, which contracts/mutation-survivors.yaml uses.
import { globSync, readFileSync } from 'node:fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';

/** The mutated files: every file of reference/ but its planted faults and its own command line (mutation/stryker.config.mjs). */
export const MUTATED = ['reference/**/*.ts'];
export const NOT_MUTATED = ['reference/faults/**', 'reference/cli.ts', 'reference/bin.ts'];

export interface MutantName {
  file: string;
  mutator: string;
  original: string;
  replacement: string;
}

export interface ListedMutant extends MutantName {
  line: number;
}

export interface Span {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/**
 * Source text of a span. The instrumenter counts lines and columns from 0 (base 0); the JSON report from 1 (base 1,
 * mutation-testing-report-schema).
 */
export function textAt(source: string, span: Span, base: 0 | 1): string {
  const lines = source.split('\n');
  const offset = (p: { line: number; column: number }) => lines.slice(0, p.line - base).reduce((n, l) => n + l.length + 1, 0) + p.column - base;
  return source.slice(offset(span.start), offset(span.end));
}

/** One line, whitespace collapsed: how a name quotes a mutant's text (the YAML stays readable, and indentation may change). */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function mutatedFiles(root: string): string[] {
  return globSync(MUTATED, { cwd: root, exclude: NOT_MUTATED }).sort();
}

const quiet = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

/** Every mutant of the given files (paths relative to root), as Stryker's instrumenter makes them. */
export async function listMutants(root: string, files: string[] = mutatedFiles(root)): Promise<ListedMutant[]> {
  const sources = new Map(files.map((f) => [f, readFileSync(`${root}/${f}`, 'utf8')]));
  const instrumenter = new Instrumenter(quiet as never);
  const result = await instrumenter.instrument(
    files.map((name) => ({ name, content: sources.get(name)!, mutate: true })),
    { ignorers: [], plugins: null, excludedMutations: [], noHeader: false } as never,
  );
  return result.mutants.map((m) => ({
    file: m.fileName,
    mutator: m.mutatorName,
    original: squeeze(textAt(sources.get(m.fileName)!, m.location, 0)),
    replacement: squeeze(m.replacement),
    line: m.location.start.line + 1,
  }));
}
