// The reports end to end: a run against the reference with one planted fault (ttl-max-off-by-one) writes JUnit,
// Markdown, HTML and the certification beside report.json; the re-run command it prints reproduces the failure as
// the installed tool would run it; `diff` against a clean run names exactly the regressed checks; `compare`, `bundle`
// and `verify` work from the command line; no file any of them writes holds a key.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReference } from '../../reference/app.js';
import { filesUnder, runCli, type CliRun } from './run-cli.js';

const SEED = '20261121';
const AREAS = 'dns-records';

describe('reports of a run with a planted fault', () => {
  let clean: CliRun;
  let faulted: CliRun;
  const out = mkdtempSync(join(tmpdir(), 'pdc-e2e-reports-'));
  const regressed = () =>
    faulted
      .report!.checks.filter((c) => c.status === 'failed' && clean.report!.checks.some((b) => b.id === c.id && b.status === 'passed'))
      .map((c) => c.id)
      .sort();

  beforeAll(async () => {
    // The two runs use separate embedded references and report folders: run them side by side.
    [clean, faulted] = await Promise.all([
      runCli(['run', '--only', AREAS, '--seed', SEED]),
      runCli(['run', '--only', AREAS, '--seed', SEED, '--reference-fault', 'ttl-max-off-by-one']),
    ]);
  }, 600_000);

  it('the clean run passes and the faulted run fails on the TTL checks', () => {
    expect(clean.exitCode, clean.stdout + clean.stderr).toBe(0);
    expect(faulted.exitCode, faulted.stdout + faulted.stderr).toBe(1);
    expect(regressed()).toContain('DNS-TTL-86401-REJECTED');
  });

  it('writes junit.xml, summary.md and report.html beside report.json', () => {
    for (const f of ['report.json', 'junit.xml', 'summary.md', 'report.html']) expect(existsSync(join(faulted.runDir!, f)), f).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'testsuite' || n === 'testcase' });
    const junit = parser.parse(readFileSync(join(faulted.runDir!, 'junit.xml'), 'utf8'));
    const cases = (junit.testsuites.testsuite as any[]).flatMap((s) => s.testcase as any[]);
    expect(cases).toHaveLength(faulted.report!.checks.length);
    expect(
      cases
        .filter((c) => c.failure)
        .map((c) => String(c.name).split(':')[0])
        .sort(),
    ).toEqual(regressed());
    const md = readFileSync(join(faulted.runDir!, 'summary.md'), 'utf8');
    expect(md).toContain('| `DNS-TTL-86401-REJECTED` | §2.3 rule 2 |');
    const html = readFileSync(join(faulted.runDir!, 'report.html'), 'utf8');
    expect(html).toContain('<span id="verdict" class="badge verdict fail">FAIL</span>');
    expect(html).toContain('id="check-DNS-TTL-86401-REJECTED"');
  });

  it('puts the certification into report.json (schema-valid) and prints it at the end of the run', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('harness/report.schema.json', 'utf8')));
    expect(validate(faulted.report), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const cert = faulted.report!.certification!;
    expect(cert.seed).toBe(Number(SEED));
    // --only dns-records loads that suite file alone: no core check was even collected, and none failed: INCOMPLETE.
    expect(cert.profiles.map((p) => p.status)).toEqual(['incomplete', 'not-certified', 'not-certified']);
    expect(cert.profiles[1]!.failed.sort()).toEqual(regressed());
    const tail = faulted.stdout.slice(faulted.stdout.indexOf('certification:'));
    expect(tail).toContain(
      'certification:\n  run:      partial: embedded reference (no target configured); selection --only dns-records; ' +
        'reference faults ttl-max-off-by-one (self-test); areas loaded: dns-records\n',
    );
    // One line per profile: status, counts, what to supply (the full statements, with the contract hashes, are in report.json).
    expect(tail).toMatch(/\n {2}core: {5}INCOMPLETE: 0 of 0 passed; to supply: .*run the whole suite/);
    expect(tail).toMatch(/\n {2}extended: NOT CERTIFIED: \d+ of \d+ passed, \d+ failed \([A-Z0-9-]+/);
    expect(tail).not.toContain('sha256:');
    expect(tail).toMatch(/\nverdict: FAIL\n$/);
  });

  it('prints a re-run command that reproduces the failure as the installed tool runs it (npx, the fault, the seed)', async () => {
    const md = readFileSync(join(faulted.runDir!, 'summary.md'), 'utf8');
    const block = md.slice(md.indexOf('<summary>DNS-TTL-86401-REJECTED: reproduce'));
    const command = /```sh\n([^\n]+)\n/.exec(block)![1]!;
    expect(command).toBe(
      `npx partner-dns-conformance run --only dns-records:DNS-TTL-86401-REJECTED --profile full --seed ${SEED} --reference-fault ttl-max-off-by-one`,
    );
    // The first request shown is the one that failed the check: the POST the fault accepted, not a cleanup after it.
    expect(block).toMatch(/\ncurl -sS -i -X POST [^\n]*\n# → 201 \(the request that failed the check\)/);
    const reportDir = mkdtempSync(join(tmpdir(), 'pdc-e2e-rerun-'));
    const rerun = await new Promise<{ code: number | null; output: string }>((done, reject) => {
      const child = spawn('sh', ['-c', command], {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CONFORMANCE_REPORT_DIR: reportDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('error', reject);
      child.on('close', (code) => done({ code, output }));
    });
    expect(rerun.code, rerun.output).toBe(1);
    const again = JSON.parse(readFileSync(join(reportDir, 'latest', 'report.json'), 'utf8'));
    const before = faulted.report!.checks.find((c) => c.id === 'DNS-TTL-86401-REJECTED')!;
    const after = again.checks.find((c: { id: string }) => c.id === 'DNS-TTL-86401-REJECTED');
    expect(after.status).toBe('failed');
    // The same failure: the same assertion on the same kind of answer (ids, names and times are the run's own).
    const gist = (m: string | undefined) => (m ?? '').replace(/ \{.*$/s, '');
    expect(gist(after.message)).toBe(gist(before.message));
    expect(after.message).toContain('"ttl":86401');
  }, 180_000);

  it('diff names exactly the regressed checks and exits 1; the other way round nothing regressed', async () => {
    const diff = await runCli(['diff', join(clean.runDir!, 'report.json'), join(faulted.runDir!, 'report.json'), '--out', join(out, 'diff.json')]);
    expect(diff.exitCode, diff.stderr).toBe(1);
    const d = JSON.parse(readFileSync(join(out, 'diff.json'), 'utf8'));
    expect([...d.regressions].sort()).toEqual(regressed());
    expect(d.newlyFailing.map((e: { id: string }) => e.id).sort()).toEqual(regressed());
    expect(d.added).toEqual([]);
    expect(d.removed).toEqual([]);
    expect(diff.stdout).toContain(`REGRESSED: ${regressed().length} check(s) fail that did not before: `);

    const back = await runCli(['diff', faulted.runDir!, clean.runDir!, '--out', join(out, 'back.md')]);
    expect(back.exitCode, back.stderr).toBe(0);
    expect(back.stdout).toContain(`Newly passing (${regressed().length})`);
    expect(readFileSync(join(out, 'back.md'), 'utf8')).toMatch(/^## ✅ No regression/);
  });

  it('compare writes one HTML column per implementation', async () => {
    const file = join(out, 'compare.html');
    const cmp = await runCli(['compare', clean.runDir!, faulted.runDir!, '--out', file]);
    expect(cmp.exitCode, cmp.stderr).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain(`Checks with different results (${regressed().length})`);
    expect(html).toContain(clean.report!.runId);
    expect(html).toContain(faulted.report!.runId);
  });

  it('bundles the run folder, verifies the bundle offline, and rejects a tampered copy', async () => {
    const bundleFile = join(out, 'faulted.tar.gz');
    const bundle = await runCli(['bundle', faulted.runDir!, '--out', bundleFile]);
    expect(bundle.exitCode, bundle.stderr).toBe(0);
    expect(existsSync(join(faulted.runDir!, 'manifest.json'))).toBe(true);
    const ok = await runCli(['verify', bundleFile]);
    expect(ok.exitCode, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`VERIFIED: ${bundleFile} — run ${faulted.report!.runId}, verdict FAIL`);

    const copy = join(out, 'tampered');
    cpSync(faulted.runDir!, copy, { recursive: true });
    const report = JSON.parse(readFileSync(join(copy, 'report.json'), 'utf8'));
    report.verdict = 'pass';
    writeFileSync(join(copy, 'report.json'), JSON.stringify(report));
    const bad = await runCli(['verify', copy]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain('problem: altered: report.json does not match its SHA-256 in the manifest');
    expect(bad.stdout).toContain('problem: verdict is PASS but the checks give FAIL');
    expect(bad.stdout).toContain('NOT VERIFIED');
  });

  it('writes no key, Authorization value or login_url token to any file of the runs or the report commands', () => {
    const { fixtures } = createReference();
    const files = [...filesUnder(clean.reportDir), ...filesUnder(faulted.reportDir), ...filesUnder(out)];
    for (const f of files.filter((x) => x.path.endsWith('.tar.gz')))
      files.push({ path: `${f.path} (unpacked)`, text: gunzipSync(readFileSync(f.path)).toString('latin1') });
    const names = files.map((f) => f.path.split('/').pop());
    for (const expected of [
      'report.json',
      'junit.xml',
      'summary.md',
      'report.html',
      'ledger.jsonl',
      'manifest.json',
      'diff.json',
      'back.md',
      'compare.html',
      'faulted.tar.gz (unpacked)',
    ]) {
      expect(names, expected).toContain(expected);
    }
    for (const file of files) {
      for (const secret of [fixtures.apiKey, fixtures.secondApiKey]) expect(file.text.includes(secret), file.path).toBe(false);
      expect(/Bearer (?!\$CONFORMANCE_|&lt;redacted&gt;|<redacted>)[A-Za-z0-9._~+/=-]{8,}/.test(file.text), file.path).toBe(false);
      expect(/embed\.reference\.invalid\/session\/[A-Za-z0-9]/.test(file.text), file.path).toBe(false);
    }
  });

  it('exits 2 with one message, no stack trace, on a missing or foreign file', async () => {
    const results = await Promise.all([runCli(['verify', join(out, 'no-such.tar.gz')]), runCli(['diff', 'package.json', clean.runDir!])]);
    expect(results[0]!.stderr).toContain('no-such.tar.gz: no such file or folder');
    expect(results[1]!.stderr).toContain('package.json: not a conformance report.json');
    for (const r of results) {
      expect(r.exitCode).toBe(2);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
