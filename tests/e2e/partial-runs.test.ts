// Only a complete run against a configured target is certified. Against a reference served on loopback as a configured
// target (every fixture, the rate-limit probe): one shard of two is INCOMPLETE, never CERTIFIED, and every rendering
// (console, report.json, junit.xml, summary.md, report.html, diff, compare) says "shard 1/2"; its bundle verifies as
// what it is, while a copy edited to look complete is refused; the two shards merged are complete and certified, one
// shard merged alone is not.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../harness/report-model.js';
import { certify } from '../../harness/reports/certification.js';
import { startReference, type RunningReference } from '../../reference/server.js';
import { runCli, type CliRun } from './run-cli.js';
import { targetEnvOf } from '../../reference/target-env.js';

const SEED = '20261121';

describe('a run split in two shards, against a configured target', () => {
  let ref: RunningReference;
  let first: CliRun;
  let second: CliRun;
  const out = mkdtempSync(join(tmpdir(), 'pdc-e2e-partial-'));
  const env = () => ({
    ...targetEnvOf(ref),
    // The ten-year renewal and the core hourly quota are opt-ins (they spend registration years, the second key's hour); a complete run
    // needs them.
    CONFORMANCE_RENEW_TEN_YEARS: '1',
    CONFORMANCE_CORE_HOURLY_QUOTA: '1000',
  });

  beforeAll(async () => {
    // 1-second windows, and an hour of 3600 of them: RL-CORE-HOURLY-* take a configured target's hour for a real one.
    ref = await startReference({ host: '127.0.0.1', port: 0, windowMs: 1000, hourlyWindows: 3600 });
    // One after the other: the fixture user has one active domain, which both shards would take. The shard holding rate-limit-core-hourly
    // goes last, as docs/certification.md says: it spends the second key's core hour, and the other shard's preflight would refuse that key.
    const listed = await runCli(['list', '--shard', '1/2', '--json'], env());
    const hourlyInFirst = (JSON.parse(listed.stdout).checks as Array<{ area: string }>).some((c) => c.area === 'rate-limit-core-hourly');
    const shard = (i: number) => runCli(['run', '--shard', `${i}/2`, '--seed', SEED, '--rate-limit-probe'], env());
    if (hourlyInFirst) {
      second = await shard(2);
      first = await shard(1);
    } else {
      first = await shard(1);
      second = await shard(2);
    }
  }, 600_000);
  afterAll(async () => {
    await ref?.close();
  });

  it('one shard passes (exit 0) but is INCOMPLETE for every profile, never CERTIFIED, and says shard 1/2', () => {
    const context = first.stdout + first.stderr;
    expect(first.exitCode, context).toBe(0);
    const report = first.report!;
    expect(report.summary.failed, context).toBe(0);
    expect(report.assessment).toMatchObject({ complete: false, partial: [{ kind: 'shard', what: 'shard 1/2' }] });
    expect(report.assessment!.catalogue!.checks).toBeGreaterThan(report.checks.length);
    expect(report.certification!.profiles.map((p) => p.status)).toEqual(['incomplete', 'incomplete', 'incomplete']);
    expect(first.stdout).toMatch(/^ {2}run: {6}partial: shard 1\/2$/m);
    expect(first.stdout).not.toMatch(/is CERTIFIED/);
    expect(first.stdout).toMatch(/\n {2}full: {5}INCOMPLETE: .*; to supply: .*run all 2 shards with the same seed and merge their reports/);
  });

  it('every rendering of the shard labels it', () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => ['testsuite', 'property'].includes(n) });
    const junit = parser.parse(readFileSync(join(first.runDir!, 'junit.xml'), 'utf8'));
    const props = Object.fromEntries((junit.testsuites.testsuite[0].properties.property as any[]).map((p) => [p.name, String(p.value)]));
    expect(props.assessment).toBe('partial: shard 1/2');
    expect(props['certification.full']).toMatch(/^INCOMPLETE: /);
    expect(readFileSync(join(first.runDir!, 'summary.md'), 'utf8')).toContain('> **Run: partial: shard 1/2.** A partial run is never certified.');
    const html = readFileSync(join(first.runDir!, 'report.html'), 'utf8');
    expect(html).toContain('<div id="assessment" class="banner partial"><b>Run: partial: shard 1/2.</b>');
    expect(html).toContain('<span class="badge incomplete">INCOMPLETE</span>');
    expect(html).not.toContain('<span class="badge certified">');
  });

  it('the shard bundle verifies as INCOMPLETE; a copy edited to look complete is refused', async () => {
    const bundle = join(out, 'shard1.tar.gz');
    expect((await runCli(['bundle', first.runDir!, '--out', bundle])).exitCode).toBe(0);
    const honest = await runCli(['verify', bundle]);
    expect(honest.exitCode, honest.stdout + honest.stderr).toBe(0);
    expect(honest.stdout).toMatch(/INCOMPLETE for the full profile/);

    // The forger removes the shard, says the run was complete and recomputes a certification that says CERTIFIED.
    const forged = join(out, 'forged', first.report!.runId);
    cpSync(first.runDir!, forged, { recursive: true });
    const report = JSON.parse(readFileSync(join(forged, 'report.json'), 'utf8')) as Report;
    delete report.shard;
    report.assessment = { ...report.assessment!, complete: true, partial: [] };
    report.certification = certify(report);
    expect(report.certification.profiles.map((p) => p.status)).toEqual(['certified', 'certified', 'certified']);
    writeFileSync(join(forged, 'report.json'), JSON.stringify(report, null, 2));
    const repacked = join(out, 'forged.tar.gz');
    expect((await runCli(['bundle', forged, '--out', repacked])).exitCode).toBe(0);
    const refused = await runCli(['verify', repacked]);
    expect(refused.exitCode, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stdout).toMatch(
      /problem: the report claims a complete run, but it is partial: \d+ of the \d+ checks of the catalogue are not in the report/,
    );
    expect(refused.stdout).toContain('problem: certification of the full profile says CERTIFIED but the checks give INCOMPLETE');
    expect(refused.stdout).toContain('NOT VERIFIED');
  });

  it('both shards merged are complete and CERTIFIED; one shard merged alone is not', async () => {
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    const merged = await runCli(['merge', first.runDir!, second.runDir!, '--out-dir', join(out, 'merged')]);
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    const whole = JSON.parse(readFileSync(join(out, 'merged', 'report.json'), 'utf8')) as Report;
    expect(whole.assessment).toMatchObject({ complete: true, partial: [] });
    expect(whole.checks).toHaveLength(whole.assessment!.catalogue!.checks);
    expect(whole.certification!.profiles.map((p) => p.status)).toEqual(['certified', 'certified', 'certified']);
    expect(merged.stdout).toMatch(/^ {2}run: {6}complete$/m);

    const alone = await runCli(['merge', first.runDir!, '--allow-partial', '--out-dir', join(out, 'alone')]);
    expect(alone.exitCode, alone.stdout + alone.stderr).toBe(0);
    const half = JSON.parse(readFileSync(join(out, 'alone', 'report.json'), 'utf8')) as Report;
    expect(half.assessment!.partial.map((p) => p.what)).toEqual(['shards 2/2 missing from the merge']);
    expect(half.certification!.profiles.map((p) => p.status)).toEqual(['incomplete', 'incomplete', 'incomplete']);

    const diff = await runCli(['diff', first.runDir!, join(out, 'merged'), '--out', join(out, 'diff.md')]);
    expect(diff.stdout).toMatch(/^before: .*; run partial: shard 1\/2\)$/m);
    expect(diff.stdout).toMatch(/^after: {2}merged-.*; run complete\)$/m);
    const compare = await runCli(['compare', first.runDir!, join(out, 'merged'), '--out', join(out, 'compare.html')]);
    expect(compare.exitCode).toBe(0);
    expect(readFileSync(join(out, 'compare.html'), 'utf8')).toMatch(
      /<th>run<\/th><td><span class="badge incomplete">partial: shard 1\/2<\/span><\/td><td><span class="">complete<\/span>/,
    );
  });
});
