// tests/e2e/action.test.ts: the GitHub Action's shell steps (action/install.sh, action/run.sh) run locally with a
// simulated GITHUB_* environment (GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files): outputs, job summary, exit codes, and
// no key anywhere but the ::add-mask:: command that hides it.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningReference, startReference } from '../../reference/server.js';
import { filesUnder } from './run-cli.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin', 'partner-dns-conformance.js');
const work = mkdtempSync(join(tmpdir(), 'pdc-action-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Step {
  code: number | null;
  log: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

/** Runs one of the action's scripts as the runner would: inputs as PDC_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. */
function step(script: string, env: Record<string, string>, path = process.env.PATH ?? ''): Promise<Step> {
  const dir = mkdtempSync(join(work, 'step-'));
  const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
  for (const f of Object.values(files)) writeFileSync(f, '');
  return new Promise((done) => {
    execFile(
      'bash',
      [join(ROOT, 'action', script)],
      {
        cwd: dir,
        env: { PATH: path, HOME: process.env.HOME ?? '', RUNNER_TEMP: join(dir, 'runner-temp'), GITHUB_ACTION_PATH: ROOT, ...files, ...env },
        timeout: 300_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const outputs = Object.fromEntries(
          readFileSync(files.GITHUB_OUTPUT, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
        );
        done({
          code: error ? ((error as { code?: number }).code ?? null) : 0,
          log: `${stdout}${stderr}`,
          outputs,
          summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
          dir,
        });
      },
    );
  });
}

describe('action/install.sh', () => {
  it("gives the action's own copy when no version is asked (its dependencies already installed)", async () => {
    const s = await step('install.sh', {});
    expect(s.code, s.log).toBe(0);
    expect(s.outputs.bin).toBe(BIN);
    expect(s.log).toMatch(/^partner-dns-conformance \d+\.\d+\.\d+$/m);
  });

  it('installs the asked version of the npm package (--omit=dev) into the runner temp folder', async () => {
    // A stand-in npm on PATH records its arguments and lays out what the real install would.
    const fake = mkdtempSync(join(work, 'fake-npm-'));
    writeFileSync(
      join(fake, 'npm'),
      `#!/usr/bin/env bash\necho "$@" >> "${fake}/calls"\nprefix=""\nwhile [ $# -gt 0 ]; do [ "$1" = --prefix ] && prefix=$2; shift; done\n` +
        `mkdir -p "$prefix/node_modules/partner-dns-conformance"\n` +
        `cp -r "${ROOT}/bin" "${ROOT}/package.json" "$prefix/node_modules/partner-dns-conformance/"\n` +
        `ln -s "${ROOT}/node_modules" "$prefix/node_modules/partner-dns-conformance/node_modules"\n` +
        `ln -s "${ROOT}/harness" "${ROOT}/contracts" "${ROOT}/reference" "${ROOT}/suites" "${ROOT}/generators" ` +
        `"$prefix/node_modules/partner-dns-conformance/"\n`,
    );
    chmodSync(join(fake, 'npm'), 0o755);
    const s = await step('install.sh', { PDC_VERSION: '0.1.x' }, `${fake}:${process.env.PATH}`);
    expect(s.code, s.log).toBe(0);
    expect(readFileSync(join(fake, 'calls'), 'utf8').trim()).toBe(
      `install --omit=dev --no-audit --no-fund --prefix ${join(s.dir, 'runner-temp', 'partner-dns-conformance')} partner-dns-conformance@0.1.x`,
    );
    expect(s.outputs.bin).toBe(
      join(s.dir, 'runner-temp', 'partner-dns-conformance', 'node_modules', 'partner-dns-conformance', 'bin', 'partner-dns-conformance.js'),
    );
  });

  it('refuses a version that would be read as an npm option (exit 2, an error annotation)', async () => {
    const s = await step('install.sh', { PDC_VERSION: '--registry=http://evil.invalid' });
    expect(s.code).toBe(2);
    expect(s.log).toContain('::error title=partner-dns-conformance::version: not a version');
    expect(s.outputs.bin).toBeUndefined();
  });
});

describe('action/run.sh', () => {
  let reference: RunningReference;
  beforeAll(async () => {
    reference = await startReference({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await reference?.close();
  });

  it('against a target with a key: outputs verdict pass, exit-code 0 and the run folder, appends summary.md, and the key appears nowhere', async () => {
    const key = reference.fixtures.apiKey;
    const second = reference.fixtures.secondApiKey!;
    const reportDir = join(work, 'reports-target');
    const s = await step('run.sh', {
      PDC_BIN: BIN,
      CONFORMANCE_API_KEY: key,
      CONFORMANCE_SECOND_API_KEY: second,
      PDC_BASE_URL: reference.url,
      PDC_FIXTURE_USER: reference.fixtures.fixtureUser,
      PDC_ONLY: 'users,catalogue',
      PDC_REPORTS: 'har,ctrf',
      PDC_SEED: '7',
      PDC_REPORT_DIR: reportDir,
    });
    expect(s.code, s.log).toBe(0);
    expect(s.outputs.verdict).toBe('pass');
    expect(s.outputs['exit-code']).toBe('0');
    expect(s.outputs['report-dir'].startsWith(reportDir)).toBe(true);
    expect(s.summary).toBe(readFileSync(join(s.outputs['report-dir'], 'summary.md'), 'utf8'));
    expect(s.summary).toContain('Partner DNS conformance: PASS');
    // The keys are masked first thing, and then never printed or written.
    const lines = s.log.split('\n');
    expect(lines.slice(0, 2)).toEqual([`::add-mask::${key}`, `::add-mask::${second}`]);
    const texts = [
      lines.filter((l) => !l.startsWith('::add-mask::')).join('\n'),
      readFileSync(join(s.dir, 'output'), 'utf8'),
      s.summary,
      ...filesUnder(reportDir).map((f) => f.text),
    ];
    expect(texts.length).toBeGreaterThan(8);
    for (const text of texts) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(second);
    }
  });

  it('a failing run: verdict fail and exit-code 1 with an error annotation; the step fails, or passes with fail-on-check-failure false', async () => {
    const env = {
      PDC_BIN: BIN,
      CONFORMANCE_REFERENCE_FAULTS: 'ttl-max-off-by-one',
      PDC_ONLY: 'dns-records:DNS-TTL-*',
      PDC_REPORT_DIR: join(work, 'reports-fault'),
    };
    const [strict, lenient] = await Promise.all([step('run.sh', env), step('run.sh', { ...env, PDC_FAIL_ON_CHECK_FAILURE: 'false' })]);
    for (const s of [strict, lenient]) {
      expect(s.outputs.verdict, s.log).toBe('fail');
      expect(s.outputs['exit-code']).toBe('1');
      expect(s.log).toContain('::error title=partner-dns-conformance::verdict FAIL');
      expect(s.summary).toContain('Partner DNS conformance: FAIL');
      expect(readdirSync(s.outputs['report-dir'])).toContain('report.json');
    }
    expect(strict.code).toBe(1);
    expect(lenient.code).toBe(0);
  });

  it('a configuration error: verdict error, exit-code 2, the message in the summary, and the step fails with 2', async () => {
    const s = await step('run.sh', { PDC_BIN: BIN, PDC_PROFILE: 'everything', PDC_REPORT_DIR: join(work, 'reports-bad') });
    expect(s.code).toBe(2);
    expect(s.outputs).toEqual({ verdict: 'error', 'exit-code': '2', 'report-dir': '' });
    expect(s.summary).toContain('Partner DNS conformance: ERROR (exit 2)');
    expect(s.summary).toMatch(/everything/);
  });

  it('an input that is not true or false is refused before anything runs', async () => {
    const s = await step('run.sh', { PDC_BIN: BIN, PDC_RATE_LIMIT_PROBE: 'sometimes' });
    expect(s.code).toBe(2);
    expect(s.outputs.verdict).toBe('error');
    expect(s.summary).toContain("rate-limit-probe: expected true or false, got 'sometimes'");
  });

  it('the certifying inputs reach the run: each one set wrong is refused naming its variable', async () => {
    const target = {
      PDC_BIN: BIN,
      CONFORMANCE_API_KEY: reference.fixtures.apiKey,
      PDC_BASE_URL: reference.url,
      PDC_FIXTURE_USER: reference.fixtures.fixtureUser,
      PDC_REPORT_DIR: join(work, 'reports-certifying'),
    };
    const [renewDomain, quota, timeout, concurrency, tenYears] = await Promise.all([
      step('run.sh', { ...target, PDC_RENEW_DOMAIN_ID: 'dom_typo' }),
      step('run.sh', { ...target, PDC_CORE_HOURLY_QUOTA: 'lots' }),
      step('run.sh', { ...target, PDC_TIMEOUT_MS: 'soon' }),
      step('run.sh', { ...target, PDC_CONCURRENCY: '0' }),
      step('run.sh', { ...target, PDC_RENEW_TEN_YEARS: 'sometimes' }),
    ]);
    expect(renewDomain.log).toMatch(/CONFORMANCE_RENEW_DOMAIN_ID dom_typo is not a domain of CONFORMANCE_API_KEY/);
    expect(quota.log).toContain('CONFORMANCE_CORE_HOURLY_QUOTA');
    expect(timeout.log).toContain('CONFORMANCE_TIMEOUT_MS');
    expect(concurrency.log).toContain('CONFORMANCE_CONCURRENCY');
    expect(tenYears.summary).toContain("renew-ten-years: expected true or false, got 'sometimes'");
    for (const s of [renewDomain, quota, timeout, concurrency, tenYears]) expect([s.code, s.outputs['exit-code']], s.log).toEqual([2, '2']);
  }, 120_000);
});
