// tests/tools/lint-house-style.test.ts: the house-style lint finds each rule's breach, and the repository has none.
import { describe, expect, it } from 'vitest';
import { lintRepository, lintText, MAX_COLUMNS } from '../../tools/lint-house-style.js';

const header = '// x.ts: what it is\n';
/** A quote the lint does not see in this file's own source, so its fixtures are not findings of the repository. */
const q = "'";
const rules = (file: string, text: string) => lintText(file, text).map((f) => `${f.line}: ${f.rule}`);

describe('lintText', () => {
  it('passes a file with a header, short lines and .js specifiers', () => {
    expect(rules('harness/x.ts', `${header}import { a } from './a.js';\nexport { b } from '../b.js';\nconst c = await import('./c.js');\n`)).toEqual([]);
    expect(rules('harness/cli.ts', `#!/usr/bin/env node\n${header}`)).toEqual([]);
  });

  it.each([
    ['no header', 'harness/x.ts', "import { a } from './a.js';\n", /^1: the file must open with a one-line \/\/ header/],
    ['a block comment for header', 'harness/x.ts', "/* x */\nimport { a } from './a.js';\n", /^1: the file must open/],
    ['a long line', 'harness/x.ts', `${header}const s = '${'x'.repeat(MAX_COLUMNS)}';\n`, /^2: line of 1[0-9]{2} columns \(at most 160\)/],
    ['a specifier without .js', 'harness/x.ts', `${header}import { a } from ${q}./a${q};\n`, /^2: relative specifier \.\/a must end in \.js/],
    ['a dynamic one', 'harness/x.ts', `${header}\nconst m = await import(${q}../m.ts${q});\n`, /^3: relative specifier \.\.\/m\.ts must end in \.js/],
    ['a re-export', 'harness/x.ts', `${header}export * from ${q}./all${q};\n`, /^2: relative specifier/],
    ['a grab-bag name', 'harness/utils.ts', header, /^1: no grab-bag file names/],
    ['another', 'suites/common.ts', header, /^1: no grab-bag file names/],
  ])('finds %s', (_what, file, text, finding) => {
    expect(rules(file, text)).toEqual([expect.stringMatching(finding)]);
  });

  it('leaves package specifiers alone', () => {
    expect(rules('harness/x.ts', `${header}import { Command } from 'commander';\nimport { join } from 'node:path';\n`)).toEqual([]);
  });
});

describe('the repository', () => {
  it('follows the house style in every tracked TypeScript file', () => {
    expect(lintRepository().map((f) => `${f.file}:${f.line}: ${f.rule}`)).toEqual([]);
  });
});
