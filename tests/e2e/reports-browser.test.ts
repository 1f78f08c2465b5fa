// report.html in a real browser: headless Chromium (Debian's chromium, installed by .ci/run) opens the report of a
// run with a planted fault from disk; the verdict and a failing check with its curl reproduction are visible, the
// page fetches nothing, and hostile target strings run no script. A screenshot is kept under reports/browser/.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toHtml } from '../../harness/reports/html.js';
import { fixtureChecks, HOSTILE, reportOf } from '../reports/fixture-report.js';
import { runCli, type CliRun } from './run-cli.js';

const CHROMIUM = process.env.CONFORMANCE_CHROMIUM ?? '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '../..');
const SCREENSHOTS = join(ROOT, 'reports', 'browser');

describe('report.html in headless Chromium', () => {
  let run: CliRun;
  let context: BrowserContext | undefined;
  const profileDir = mkdtempSync(join(tmpdir(), 'pdc-chromium-'));

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `no browser at ${CHROMIUM}: .ci/run installs Debian's chromium package (apt-get install -y chromium); install it, or set CONFORMANCE_CHROMIUM`,
      );
    }
    const launching = chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      // No timer of its own: the launch ends on the browser's ready event, bounded by the hook's timeout (a 60 s
      // launch timeout failed this file on a busy two-core machine, leaving its two tests skipped).
      timeout: 0,
      viewport: { width: 1280, height: 900 },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // The faulted run (only the TTL checks, and only their suite file loaded, to stay quick) while the browser starts.
    [run, context] = await Promise.all([
      runCli(['run', '--only', 'dns-records:DNS-TTL-*', '--seed', '20261121', '--reference-fault', 'ttl-max-off-by-one']),
      launching,
    ]);
  }, 600_000);

  afterAll(async () => {
    await context?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  /** Opens a file and records every request that is not for a file: there must be none. */
  async function open(file: string): Promise<{ page: Page; network: string[]; dialogs: string[] }> {
    const page = await context!.newPage();
    const network: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) network.push(r.url());
    });
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // The load event of a file with no subresource; bounded by the test's timeout, not a timer of its own.
    await page.goto(pathToFileURL(file).href, { timeout: 0, waitUntil: 'load' });
    return { page, network, dialogs };
  }

  it('shows the verdict, the certification and a failing check with its curl reproduction', async () => {
    expect(run.exitCode, run.stdout + run.stderr).toBe(1);
    const { page, network } = await open(join(run.runDir!, 'report.html'));

    const verdict = page.locator('#verdict');
    expect(await verdict.isVisible()).toBe(true);
    expect(await verdict.textContent()).toBe('FAIL');
    const extended = page.locator('[data-profile="extended"]');
    expect(await extended.isVisible()).toBe(true);
    expect(await extended.locator('.badge').textContent()).toBe('NOT CERTIFIED');
    // The run is partial (embedded reference, --only): the banner says so; core, with nothing failed, is INCOMPLETE in
    // amber, not in the red of extended's NOT CERTIFIED.
    const banner = page.locator('#assessment');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toMatch(/^Run: partial: embedded reference \(no target configured\); selection --only dns-records:DNS-TTL-\*/);
    const core = page.locator('[data-profile="core"] .badge');
    expect(await core.textContent()).toBe('INCOMPLETE');
    const colour = (l: typeof core) => l.evaluate((e) => (globalThis as any).getComputedStyle(e).backgroundColor as string);
    expect(await colour(core)).not.toBe(await colour(extended.locator('.badge')));

    const failing = page.locator('#check-DNS-TTL-86401-REJECTED');
    await failing.scrollIntoViewIfNeeded();
    expect(await failing.isVisible()).toBe(true);
    expect(await failing.locator('h3').textContent()).toContain('DNS-TTL-86401-REJECTED');
    expect(await failing.locator('dl.facts').textContent()).toContain('§2.3 rule 2');
    const curl = failing.locator('details[open] pre.curl').last();
    expect(await curl.isVisible()).toBe(true);
    const curlText = (await curl.textContent()) ?? '';
    expect(curlText).toMatch(/^curl -sS -i -X POST '/);
    expect(curlText).toContain('Authorization: Bearer $CONFORMANCE_API_KEY');
    expect(curlText).toContain('"ttl":86401');

    const chart = page.locator('#areas svg');
    expect((await chart.boundingBox())?.width).toBeGreaterThan(300);
    expect(network).toEqual([]);

    mkdirSync(SCREENSHOTS, { recursive: true });
    const shot = join(SCREENSHOTS, `report-${run.report!.runId}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    const cropped = join(SCREENSHOTS, `report-${run.report!.runId}-failing-check.png`);
    await failing.screenshot({ path: cropped });
    process.stdout.write(`screenshots: ${shot}\n             ${cropped}\n`);
    expect(existsSync(shot)).toBe(true);
  });

  it('shows hostile target strings as text: no script runs, nothing is fetched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdc-hostile-'));
    const file = join(dir, 'report.html');
    writeFileSync(file, toHtml(reportOf(fixtureChecks())));
    const { page, network, dialogs } = await open(file);
    const title = await page.locator('#check-DNS-TTL-86401-REJECTED h3').textContent();
    expect(title).toContain(HOSTILE);
    expect(await page.locator('script, img, iframe').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(network).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });
});
