// tests/e2e/no-secret-leaks.test.ts: against a target that echoes its keys and login_url tokens back in every encoded form (leaky-target.ts),
// nothing the suite writes or prints holds any of them: report.json, junit.xml, report.html, summary.md, HAR, Allure, CTRF, exchanges.jsonl,
// diff, compare, the bundle (unpacked), and the console of every command, the preflight's message included (issue 12 Deliver 3).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from './run-cli.js';
import { type LeakyTarget, loginToken, startLeakyTarget, telltales } from './leaky-target.js';

/** Every regular file under dir (symbolic links such as latest/ are not followed: they point at what is read anyway). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

describe('a target that echoes every credential back, in every encoding', () => {
  let target: LeakyTarget;
  let run: CliRun;
  const outputs: Array<{ what: string; text: string }> = [];
  const consoleOf = (what: string, r: CliRun) => outputs.push({ what: `${what} (stdout)`, text: r.stdout }, { what: `${what} (stderr)`, text: r.stderr });

  beforeAll(async () => {
    target = await startLeakyTarget();
    // A lean run: the areas whose errors echo (401s, 400s, 404s) and whose users carry a login_url; every report format.
    run = await runCli(['run', '--only', 'users,auth,errors', '--report', 'har,allure,ctrf'], target.env());
    consoleOf('run', run);
    if (!run.runDir) return;
    const out = mkdtempSync(join(tmpdir(), 'pdc-leak-out-'));
    const commands: Array<[string, string[]]> = [
      ['diff', ['diff', run.runDir, run.runDir, '--out', join(run.runDir, 'diff.json')]],
      ['diff (Markdown)', ['diff', run.runDir, run.runDir, '--out', join(run.runDir, 'diff.md')]],
      ['compare', ['compare', run.runDir, run.runDir, '--out', join(run.runDir, 'compare.html')]],
      ['bundle', ['bundle', run.runDir, '--out', join(out, 'bundle.tar.gz')]],
    ];
    for (const [what, args] of commands) consoleOf(what, await runCli(args));
    spawnSync('tar', ['-xzf', join(out, 'bundle.tar.gz'), '-C', out]);
    for (const file of [...filesUnder(run.reportDir), ...filesUnder(out)]) {
      // exchanges.jsonl.gz read inflated: a secret in it counts as in any other file.
      if (!file.endsWith('.tar.gz'))
        outputs.push({ what: file, text: (file.endsWith('.gz') ? gunzipSync(readFileSync(file)) : readFileSync(file)).toString('utf8') });
    }
    // A run stopped by its preflight: the target's 404 for an unknown fixture user echoes the key into the one message printed.
    const stopped = await runCli(['run', '--only', 'users'], { ...target.env(), CONFORMANCE_FIXTURE_USER: 'no-such-fixture-user' });
    expect(stopped.exitCode, stopped.stderr).toBe(2);
    consoleOf('preflight', stopped);
  }, 600_000);

  afterAll(async () => {
    await target?.close();
  });

  it('the run completed and wrote every report format, and the target did echo', () => {
    expect(run.exitCode, run.stderr).not.toBe(2);
    const names = outputs.map((o) => o.what);
    for (const file of ['report.json', 'junit.xml', 'report.html', 'summary.md', 'run.har', 'ctrf-report.json', 'exchanges.jsonl.gz', 'diff.json', 'diff.md']) {
      expect(
        names.some((n) => n.endsWith(file)),
        file,
      ).toBe(true);
    }
    expect(names.some((n) => n.includes('allure-results'))).toBe(true);
    expect(names.some((n) => n.endsWith('manifest.json'))).toBe(true);
    expect(target.loginUrls.length, 'users were created: their login_url tokens are among the secrets').toBeGreaterThan(0);
    // The placeholders show where the echoes were: the test would pass vacuously if nothing had been echoed.
    expect(outputs.find((o) => o.what.endsWith('exchanges.jsonl.gz'))?.text).toContain('$CONFORMANCE_API_KEY');
    expect(outputs.find((o) => o.what === 'preflight (stderr)')?.text).toContain('$CONFORMANCE_API_KEY');
  });

  it('no encoded form of either key or of any login_url token is in any file or on the console', () => {
    const secrets = [
      ['the API key', target.reference.fixtures.apiKey],
      ['the second key', target.reference.fixtures.secondApiKey],
      ...target.loginUrls.map((url, i) => [`login_url token ${i + 1}`, loginToken(url)]),
    ];
    const found: string[] = [];
    for (const { what, text } of outputs) {
      for (const [name, secret] of secrets) {
        for (const [form, telltale] of telltales(secret)) if (text.includes(telltale)) found.push(`${what}: ${name}, ${form}`);
      }
    }
    console.log(`searched ${outputs.length} files and consoles for ${secrets.length} secrets in ${telltales('x').length} forms each: ${found.length} found`);
    expect(found.slice(0, 40)).toEqual([]);
  });

  it('compare and diff render a report written before this redaction without a key of the environment in any form', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdc-old-report-'));
    const key = 'sk-test-older-report-key-42';
    // This run's report, as an older version might have written it: a key echoed base64- and URL-encoded in a message.
    const old = structuredClone(run.report!);
    old.checks[0].message = `echoed: ${Buffer.from(key).toString('base64')} and ${encodeURIComponent(key).replace(/-/g, '%2D')}`;
    mkdirSync(join(dir, 'old'));
    writeFileSync(join(dir, 'old', 'report.json'), JSON.stringify(old));
    const env = { CONFORMANCE_API_KEY: key };
    await runCli(['compare', join(dir, 'old'), '--out', join(dir, 'compare.html')], env);
    await runCli(['diff', join(dir, 'old'), join(dir, 'old'), '--out', join(dir, 'diff.md')], env);
    for (const file of ['compare.html', 'diff.md']) {
      const text = readFileSync(join(dir, file), 'utf8');
      const found = telltales(key).filter(([, telltale]) => text.includes(telltale));
      expect(found, file).toEqual([]);
    }
    expect(readFileSync(join(dir, 'compare.html'), 'utf8')).toContain('echoed: $CONFORMANCE_API_KEY and $CONFORMANCE_API_KEY');
    // Without the key in the environment the echo stays: the page does show the message, so the assertion above can fail.
    await runCli(['compare', join(dir, 'old'), '--out', join(dir, 'unkeyed.html')]);
    expect(readFileSync(join(dir, 'unkeyed.html'), 'utf8')).toContain(Buffer.from(key).toString('base64').slice(4, -4));
  }, 300_000);
});
