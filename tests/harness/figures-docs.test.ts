// tests/harness/figures-docs.test.ts: the numbers README.md, docs/certification.md and docs/pacing.md quote (checks per profile and area,
// a run's requests) are the ones harness/figures-docs.ts makes from the suite and docs/measured-run.json (npm run docs:settings).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CheckCounts, countChecks, FIGURE_DOCS, figureTexts, readMeasuredRun, withFigures } from '../../harness/figures-docs.js';

describe('figures in the documents', () => {
  let counts: CheckCounts;

  it('every document holds the figures made from the suite as it stands (npm run docs:settings)', async () => {
    counts = await countChecks();
    const texts = figureTexts(counts, readMeasuredRun());
    for (const url of FIGURE_DOCS) {
      const text = readFileSync(url, 'utf8');
      expect(text, url.pathname).toContain('<!-- figure:');
      expect(text, `${url.pathname} is stale: run npm run docs:settings`).toBe(withFigures(text, texts, url.pathname));
    }
  }, 120_000);

  it('the counts add up: every area in the table, and a full run requires every check once', () => {
    expect(counts.areas.length).toBeGreaterThan(10);
    expect(counts.fullRun.core + counts.fullRun.extended).toBe(counts.profiles.full);
    // The three operations of both interfaces count in core and in extended: the two profiles overlap, never fall short.
    expect(counts.profiles.core + counts.profiles.extended).toBeGreaterThanOrEqual(counts.profiles.full);
    const table = figureTexts(counts, readMeasuredRun())['area-table'];
    for (const a of counts.areas) expect(table).toContain(`| \`${a.area}\` | ${a.core} | ${a.extended} | ${a.full} |`);
  });

  it('a stale figure is found, and an unknown one is an error naming the file', () => {
    const texts = { 'checks-full': '445' };
    expect(withFigures('has <!-- figure:checks-full -->331<!-- /figure:checks-full --> checks', texts, 'x.md')).toBe(
      'has <!-- figure:checks-full -->445<!-- /figure:checks-full --> checks',
    );
    expect(() => withFigures('<!-- figure:nope -->1<!-- /figure:nope -->', texts, 'x.md')).toThrow(/x\.md: unknown figure nope/);
  });

  it('an area without a summary is an error naming it, so that a new suite file is described', () => {
    const counts: CheckCounts = {
      profiles: { core: 1, extended: 0, full: 1 },
      areas: [{ area: 'brand-new', core: 1, extended: 0, full: 1 }],
      fullRun: { core: 1, extended: 0 },
    };
    expect(() => figureTexts(counts, { seed: 1, checks: 1, requests: 10, coreRequests: 1 })).toThrow(/no summary for the area\(s\) brand-new/);
  });
});
