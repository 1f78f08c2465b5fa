// The history site as a QA lead uses it: real runs of the reference, of a variant and of a fault (only the TTL
// checks, to stay quick), made into several nights per target by reusing each run's report.json and report.html
// with later timestamps; one target flips on purpose (the reference's run, then the fault's: it breaks), one is flaky
// on purpose (fault, reference, fault), and the reference's third night has another suite version (a flip there is
// the suite's, not the target's). `history` builds the site through the CLI; headless Chromium opens it from disk and
// checks the matrix, the flip, the flaky mark and the suite change, and that nothing is fetched. Screenshots are kept
// under reports/history-browser/. About a minute on a busy two-core machine, nearly all of it the three runs (made in
// one process, while the browser starts).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../harness/report-model.js';
import { type BatchRun, runBatch, runCli, type CliRun } from './run-cli.js';

const CHROMIUM = process.env.CONFORMANCE_CHROMIUM ?? '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '../..');
const SCREENSHOTS = join(ROOT, 'reports', 'history-browser');
const ONLY = 'dns-records:DNS-TTL-*';
const DAY_MS = 86_400_000;

describe('history site in headless Chromium', () => {
  const work = mkdtempSync(join(tmpdir(), 'pdc-history-e2e-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'pdc-chromium-'));
  const site = join(work, 'site');
  let context: BrowserContext | undefined;
  let reference: BatchRun;
  let variant: BatchRun;
  let fault: BatchRun;
  let history: CliRun;
  /** The check the fault fails and the reference passes: it breaks on one target, flips on another. */
  let flipping: string;

  /** Night `night` of `target`: a copy of a run's report (and its report.html) with later timestamps. */
  function night(target: string, k: number, run: BatchRun, change: (r: Report) => void = () => {}): void {
    const r = structuredClone(run.report!);
    const shift = (iso: string) => new Date(Date.parse(iso) + k * DAY_MS).toISOString();
    r.runId = `${r.runId}-night-${k}`;
    r.startedAt = shift(r.startedAt);
    r.finishedAt = shift(r.finishedAt);
    r.target.name = target;
    change(r);
    const dir = join(site, 'nightly', target.replace(/[^a-z0-9]+/gi, '-'), `night-${k}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'report.json'), JSON.stringify(r));
    copyFileSync(join(run.runDir!, 'report.html'), join(dir, 'report.html'));
  }

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`no browser at ${CHROMIUM}: install Debian's chromium package (apt-get install -y chromium), or set CONFORMANCE_CHROMIUM`);
    }
    const launching = chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      // No timer of its own: bounded by the hook's timeout (a busy two-core machine can take long to start it).
      timeout: 0,
      viewport: { width: 1280, height: 800 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const env = (name: string, extra: Record<string, string> = {}) => ({
      CONFORMANCE_ONLY: ONLY,
      CONFORMANCE_SEED: '20261128',
      CONFORMANCE_TARGET_NAME: name,
      ...extra,
    });
    let runs: BatchRun[];
    [runs, context] = await Promise.all([
      runBatch([
        env('reference'),
        env('variant errors-list', { CONFORMANCE_REFERENCE_VARIANTS: 'errors-list' }),
        env('fault ttl-max-off-by-one', { CONFORMANCE_REFERENCE_FAULTS: 'ttl-max-off-by-one' }),
      ]),
      launching,
    ]);
    [reference, variant, fault] = runs;
    for (const r of runs) expect(r.report, r.error).toBeDefined();
    const passedByReference = new Set(reference.report!.checks.filter((c) => c.status === 'passed').map((c) => c.id));
    flipping = fault.report!.checks.find((c) => c.status === 'failed' && passedByReference.has(c.id))!.id;

    for (let k = 0; k < 3; k++) night('variant errors-list', k, variant);
    for (let k = 0; k < 3; k++) night('fault ttl-max-off-by-one', k, fault);
    // The reference, then the same again on a newer suite with the fault's outcome: the suite's doing, not the target's.
    night('reference', 0, reference);
    night('reference', 1, reference);
    night('reference', 2, fault, (r) => {
      r.tool.version = '9.9.9-next';
    });
    for (const [k, run] of [reference, reference, fault].entries()) night('vendor-regressed', k, run);
    for (const [k, run] of [fault, reference, fault, fault].entries()) night('vendor-flaky', k, run);

    history = await runCli(['history', join(site, 'nightly'), '--out', site, '--last', '4']);
  }, 600_000);

  afterAll(async () => {
    await context?.close();
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  async function open(file: string): Promise<{ page: Page; network: string[] }> {
    const page = await context!.newPage();
    const network: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) network.push(r.url());
    });
    await page.goto(pathToFileURL(file).href, { timeout: 0, waitUntil: 'load' });
    return { page, network };
  }

  async function shoot(page: Page, name: string): Promise<string> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const file = join(SCREENSHOTS, name);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  }

  it('records the target name each run was given, and builds the site through the CLI', () => {
    expect(reference.report!.target.name).toBe('reference');
    expect(fault.report!.target.name).toBe('fault ttl-max-off-by-one');
    expect(history.exitCode, history.stderr).toBe(0);
    expect(history.stdout).toMatch(/^history: 16 runs of 5 targets/);
    process.stdout.write(`${history.stdout.split('\n')[0]}\n`);
  });

  it('shows the matrix of targets × runs with verdict words, counts and links to each run report', async () => {
    const { page, network } = await open(join(site, 'index.html'));
    const rows = page.locator('#matrix tbody tr');
    expect(await rows.count()).toBe(5);
    const row = page.locator('#matrix tr[data-target="vendor-regressed"]');
    const cells = row.locator('td.run');
    expect(await cells.count()).toBe(4);
    expect(await cells.nth(0).textContent()).toBe('no run');
    expect(await cells.nth(1).textContent()).toMatch(/^PASS .*passed · 0 failed$/);
    expect(await cells.nth(3).textContent()).toMatch(/^FAIL .*: NOT ASSESSED|^FAIL .*passed · [1-9]\d* failed/);
    const link = cells.nth(3).locator('a');
    const href = await link.getAttribute('href');
    expect(existsSync(join(site, decodeURIComponent(href!)))).toBe(true);
    expect(await page.locator('#matrix tr[data-target="vendor-flaky"] .flag.flaky').textContent()).toBe('1 FLAKY');
    // The reference's third night is a newer suite: marked in its cell, and a break in its chart.
    expect(await page.locator('#matrix tr[data-target="reference"] td.epoch-start').textContent()).toContain('| suite 9.9.9-next');
    expect(await page.locator('#trends svg.trend').count()).toBe(5);
    expect(network).toEqual([]);
    process.stdout.write(`screenshot: ${await shoot(page, 'overview.png')}\n`);
    // The matrix alone, small: the README's picture (docs/img/history-overview.png is a copy of one).
    const matrix = join(SCREENSHOTS, 'overview-matrix.png');
    await page.locator('#matrix').screenshot({ path: matrix });
    process.stdout.write(`screenshot: ${matrix}\n`);
  });

  it('lists the check that broke on a target with the run it broke in, and marks the flaky one', async () => {
    const regressed = await open(join(site, 'targets', `${slugFor('vendor-regressed')}.html`));
    const change = regressed.page.locator(`#changes tr[data-check="${flipping}"]`);
    expect(await change.textContent()).toContain('BROKE: passed → failed');
    expect(await change.locator('td').nth(3).textContent()).toContain('-night-2');
    expect(await regressed.page.locator('#flaky').textContent()).toContain('None.');
    process.stdout.write(`screenshot: ${await shoot(regressed.page, 'target-regressed.png')}\n`);

    const flaky = await open(join(site, 'targets', `${slugFor('vendor-flaky')}.html`));
    const mark = flaky.page.locator(`#flaky tr[data-check="${flipping}"]`);
    expect(await mark.locator('.flag').textContent()).toBe('FLAKY');
    expect(await mark.textContent()).toMatch(/failed .*night-0.*passed .*night-1.*failed again .*night-2/);
    expect([...regressed.network, ...flaky.network]).toEqual([]);
    process.stdout.write(`screenshot: ${await shoot(flaky.page, 'target-flaky.png')}\n`);
  });

  it("keeps the reference's suite change out of its changes, and shows every target's outcome on the check's page", async () => {
    const { page } = await open(join(site, 'targets', `${slugFor('reference')}.html`));
    expect(await page.locator('#changes').textContent()).toContain('No check changed outcome.');
    expect(await page.locator('#suite-changes').textContent()).toContain(`${flipping} passed → failed`);
    const check = await open(join(site, 'checks', `${flipping}.html`));
    expect(await check.page.locator('tbody tr').count()).toBe(5);
    expect(await check.page.locator('tbody tr', { hasText: 'vendor-flaky' }).locator('.strip').textContent()).toBe('FPFF');
    expect(await check.page.locator('tbody tr', { hasText: 'reference' }).first().locator('.strip').textContent()).toBe('PP|F');
    const interop = await open(join(site, 'interop.html'));
    expect(await interop.page.locator('tr', { hasText: flipping }).first().textContent()).toMatch(/1 of 5 pass/);
    process.stdout.write(`screenshot: ${await shoot(interop.page, 'interop.png')}\n`);
  });

  /** A target's page name, as the overview links it. */
  function slugFor(name: string): string {
    const index = readFileSync(join(site, 'index.html'), 'utf8');
    const m = index.match(new RegExp(`<tr data-target="${name}"><th><a href="targets/([^"]+)\\.html">`));
    return m![1];
  }
});
