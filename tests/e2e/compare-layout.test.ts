// tests/e2e/compare-layout.test.ts: compare.html with four implementations in headless Chromium (Debian's chromium, installed by .ci/run)
// at 1280 px: the page does not scroll sideways, and a check's message shows in its cell without hovering.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCompareHtml } from '../../harness/reports/compare.js';
import { check, fixtureChecks, reportOf } from '../reports/fixture-report.js';

const CHROMIUM = process.env.CONFORMANCE_CHROMIUM ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'pdc-compare-layout-'));
const MESSAGE = 'ttl: expected a 4xx for 86401 (§2.3 rule 2: 60-86400), received 201 with the record created as sent';

describe('compare.html at 1280 px', () => {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: .ci/run installs Debian's chromium; or set CONFORMANCE_CHROMIUM`);
    context = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: CHROMIUM,
      headless: true,
      timeout: 0,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    });
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('four columns fit the page, and the messages show without hover', async () => {
    const failing = check({ id: 'DNS-TTL-86401-REJECTED-WITH-A-LONG-IDENTIFIER', status: 'failed', message: MESSAGE });
    const reports = [0, 1, 2, 3].map((i) => reportOf(i % 2 ? [...fixtureChecks(), failing] : [...fixtureChecks(), { ...failing, status: 'passed' as const }]));
    const labels = reports.map((_r, i) => `https://sandbox-${i}.a-rather-long-vendor-name.example.test/partner/api/root`);
    const file = join(work, 'compare.html');
    writeFileSync(file, toCompareHtml(reports, labels));
    const page = await context!.newPage();
    await page.goto(`file://${file}`);
    const { scroll, client } = (await page.evaluate('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })')) as {
      scroll: number;
      client: number;
    };
    expect(scroll, `page ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point: the message must show, not only sit in the DOM.
    const text = await page.locator('#differences').innerText();
    expect(text).toContain(MESSAGE);
    await page.close();
  }, 120_000);
});
