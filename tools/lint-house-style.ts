// tools/lint-house-style.ts: the house rules Biome cannot check (../shared/style.md): every tracked TypeScript line
// fits in 160 columns, every file opens with a one-line // header saying what it is, no grab-bag file names (utils,
// misc, common), and every relative module specifier, static or dynamic, ends in .js. Prints each finding as
// file:line: rule, and exits 1 when there is any (`npm run lint` runs it after `biome check`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';

export const MAX_COLUMNS = 160;
const GRAB_BAG = /^(utils?|misc|common)(\.|$)/i;
/** import ... from '…', export ... from '…', import('…'), and a bare import '…'. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]*)\1/gm;

export interface Finding {
  file: string;
  line: number;
  rule: string;
}

/** The findings of one file's text (`file` is its path relative to the repository root). */
export function lintText(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const lines = text.split('\n');
  const headerLine = lines[0]?.startsWith('#!') ? 1 : 0;
  if (!/^\/\/ \S/.test(lines[headerLine] ?? '')) {
    findings.push({ file, line: headerLine + 1, rule: 'the file must open with a one-line // header saying what it is' });
  }
  if (GRAB_BAG.test(basename(file))) findings.push({ file, line: 1, rule: 'no grab-bag file names (utils, misc, common): name it after what it holds' });
  lines.forEach((line, i) => {
    if (line.length > MAX_COLUMNS) findings.push({ file, line: i + 1, rule: `line of ${line.length} columns (at most ${MAX_COLUMNS})` });
  });
  for (const m of text.matchAll(SPECIFIER)) {
    if (!m[2].endsWith('.js') && !m[2].endsWith('.json')) {
      const line = text.slice(0, m.index).split('\n').length;
      findings.push({ file, line, rule: `relative specifier ${m[2]} must end in .js` });
    }
  }
  return findings;
}

/** Lines a merge leaves where it could not decide: in any tracked text file they are a mistake, never content. */
const CONFLICT_MARKER = /^(<{7}|={7}|>{7})( |$)/;

/** The conflict markers of one file's text (any tracked text file: code, Markdown, YAML, JSON). */
export function conflictMarkers(file: string, text: string): Finding[] {
  return text
    .split('\n')
    .flatMap((line, i) => (CONFLICT_MARKER.test(line) ? [{ file, line: i + 1, rule: 'a merge conflict marker is left in the file' }] : []));
}

function trackedFiles(root: string, patterns: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], { cwd: root, encoding: 'utf8' });
  // An unmerged file is listed once per stage: lint it once.
  return [...new Set(listed.split('\n').filter(Boolean))];
}

export function lintRepository(root = process.cwd()): Finding[] {
  const code = trackedFiles(root, ['*.ts']).flatMap((file) => lintText(file, readFileSync(`${root}/${file}`, 'utf8')));
  const text = trackedFiles(root, ['*.ts', '*.md', '*.yaml', '*.yml', '*.json', '*.mjs', '*.js', '*.sh', '.ci/*'])
    // Files only: an untracked link to a folder (.ci/.node linked in a worktree) is listed by `.ci/*` but has no text.
    .filter((file) => existsSync(`${root}/${file}`) && statSync(`${root}/${file}`).isFile())
    .flatMap((file) => conflictMarkers(file, readFileSync(`${root}/${file}`, 'utf8')));
  return [...code, ...text];
}
