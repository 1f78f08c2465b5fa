// tests/e2e/package.test.ts: the packed tarball, installed with --omit=dev in an empty project outside the repository,
// runs as users run it: --version, list, and a full run against the embedded reference (exit 0).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userEnvironment } from './user-environment.js';

const ROOT = resolve(import.meta.dirname, '../..');
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

interface Done {
  code: number | null;
  stdout: string;
  stderr: string;
}

function exec(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Done> {
  return new Promise((done) => {
    execFile(cmd, args, { cwd, env: { ...userEnvironment(), ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 480_000 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

let work: string;
let project: string;
let tarball: string;
let bin: string;
let installed: string;

beforeAll(async () => {
  work = realpathSync(mkdtempSync(join(tmpdir(), 'pdc-package-')));
  expect(relative(ROOT, work).startsWith('..'), `${work} is outside the repository`).toBe(true);
  const packed = await exec('npm', ['pack', '--json', '--pack-destination', work], ROOT);
  expect(packed.code, packed.stderr).toBe(0);
  tarball = join(work, (JSON.parse(packed.stdout) as Array<{ filename: string }>)[0].filename);
  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'vendor-ci', private: true }, null, 2)}\n`);
  // From the local npm cache when it has the packages: the same install a user makes, without waiting on the registry.
  const install = await exec('npm', ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball], project);
  expect(install.code, install.stderr).toBe(0);
  bin = join(project, 'node_modules', '.bin', 'partner-dns-conformance');
  installed = join(project, 'node_modules', 'partner-dns-conformance');
}, 480_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  test('ships the runtime (bin, harness, suites, contracts, generators, reference, LICENSE) and no tests, CI scripts, bench or reports', async () => {
    const listed = await exec('tar', ['-tzf', tarball], project);
    const paths = listed.stdout.split('\n').filter(Boolean);
    for (const wanted of ['package/bin/partner-dns-conformance.js', 'package/LICENSE', 'package/harness/cli.ts', 'package/suites/users.test.ts'])
      expect(paths).toContain(wanted);
    for (const dir of ['contracts', 'generators', 'reference']) expect(paths.some((p) => p.startsWith(`package/${dir}/`))).toBe(true);
    expect(paths.filter((p) => /^package\/(tests|\.ci|\.github|bench|reports|node_modules)\//.test(p))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(pkg.private).toBeUndefined();
    expect(pkg.license).toBe('MIT');
  });

  test('installs without dev dependencies: vitest and tsx come as runtime dependencies, typescript and biome do not', () => {
    const modules = join(project, 'node_modules');
    expect(existsSync(join(modules, 'vitest', 'package.json'))).toBe(true);
    expect(existsSync(join(modules, 'tsx', 'package.json'))).toBe(true);
    expect(existsSync(join(modules, 'typescript'))).toBe(false);
    expect(existsSync(join(modules, '@biomejs'))).toBe(false);
  });

  test('the launcher is a node script (#!/usr/bin/env node), not one that resolves tsx from the current directory', () => {
    const launcher = readFileSync(join(installed, 'bin', 'partner-dns-conformance.js'), 'utf8');
    expect(launcher.split('\n')[0]).toBe('#!/usr/bin/env node');
    expect(statSync(bin).mode & 0o111).not.toBe(0);
  });

  test('--version prints the package version', async () => {
    const r = await exec(bin, ['--version'], project);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(VERSION);
  });

  test('list prints every check without a target', async () => {
    const r = await exec(bin, ['list'], project);
    expect(r.code, r.stderr).toBe(0);
    const m = r.stdout.match(/^(\d+) checks in (\d+) areas$/m);
    expect(m, r.stdout.slice(-500)).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(300);
  });

  test('a full run against the embedded reference passes, writes every report format under the working directory, nothing into the package', async () => {
    const before = new Set(filesUnder(installed));
    const r = await exec(bin, ['run', '--report', 'har,allure,ctrf'], project);
    expect(r.code, `${r.stdout.slice(-2000)}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/^verdict: PASS$/m);
    const runs = readdirSync(join(project, 'reports')).filter((d) => d !== 'latest');
    expect(runs).toHaveLength(1);
    const runDir = join(project, 'reports', runs[0]);
    const report = JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8'));
    expect(report.verdict).toBe('pass');
    expect(report.summary.failed).toBe(0);
    expect(report.summary.total).toBeGreaterThan(300);
    for (const file of ['junit.xml', 'summary.md', 'report.html']) expect(existsSync(join(runDir, file)), file).toBe(true);
    expect(filesUnder(installed).filter((f) => !before.has(f))).toEqual([]);
  }, 480_000);
});
