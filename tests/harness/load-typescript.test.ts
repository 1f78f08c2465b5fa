// harness/load-typescript.mjs: in a clone, Node strips the types itself and the sources' `./x.js` imports reach `./x.ts`;
// a copy under node_modules (an installed package, where Node refuses to strip types) goes through tsx. Each case is a
// fresh node process, as the command and the check worker are.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const nativeAvailable = Boolean(process.features.typescript) && typeof (await import('node:module')).registerHooks === 'function';
const work = mkdtempSync(join(tmpdir(), 'pdc-load-ts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A package root holding the loader and two sources, `a.ts` importing `./b.js` (its `b.ts`) and a real `./c.js`. */
function tree(root: string): string {
  mkdirSync(join(root, 'harness'), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  cpSync(join(ROOT, 'harness/load-typescript.mjs'), join(root, 'harness/load-typescript.mjs'));
  writeFileSync(join(root, 'harness/b.ts'), "export const b: string = 'b';\n");
  writeFileSync(join(root, 'harness/c.js'), "export const c = 'c';\n");
  writeFileSync(
    join(root, 'harness/a.ts'),
    [
      "import type { Stats } from 'node:fs';",
      "import { b } from './b.js';",
      "import { c } from './c.js';",
      'const none: Stats | undefined = undefined;',
      'console.log(b + c + String(none === undefined));',
      '',
    ].join('\n'),
  );
  return root;
}

async function load(root: string): Promise<{ loader: string; out: string; err: string }> {
  const [loader, source] = [join(root, 'harness/load-typescript.mjs'), join(root, 'harness/a.ts')].map((p) => JSON.stringify(p));
  const script = `const m = await import(${loader}); process.stdout.write(m.typescriptLoader + ' '); await import(${source});`;
  const r = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' } });
  const [used, out] = r.stdout.trim().split(' ');
  return { loader: used, out, err: r.stderr };
}

describe('harness/load-typescript.mjs', () => {
  it('in a clone: Node strips the types (where it can), ./b.js reaches b.ts, a real ./c.js stays, and no experimental warning is printed', async () => {
    const r = await load(tree(join(work, 'clone')));
    expect(r.loader).toBe(nativeAvailable ? 'node' : 'tsx');
    expect(r.out).toBe('bctrue');
    expect(r.err).not.toMatch(/ExperimentalWarning|Type Stripping/);
  });

  it('under node_modules (an installed package): tsx, since Node will not strip types there', async () => {
    const root = tree(join(work, 'node_modules', 'partner-dns-conformance'));
    // tsx resolves from the loader's own place, as in an installed package beside its dependencies.
    symlinkSync(join(ROOT, 'node_modules/tsx'), join(work, 'node_modules', 'tsx'));
    const r = await load(root);
    expect(r.loader).toBe('tsx');
    expect(r.out).toBe('bctrue');
  });
});
