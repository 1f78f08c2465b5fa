// Reading runs for the history: a target is named by --target-name, else by its base URL without credentials (the
// embedded reference by its faults and variants); the same run met twice counts once; a foreign file is one error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { syntheticCatalogue, syntheticReport } from '../../../bench/history-synthetic.js';
import { parseConfig } from '../../../harness/config.js';
import { readRuns } from '../../../harness/reports/history/read-runs.js';
import { baseUrlName, targetNameOf } from '../../../harness/reports/history/run-summary.js';

const dir = mkdtempSync(join(tmpdir(), 'pdc-history-runs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('history: naming targets and reading runs', () => {
  it('names a target by CONFORMANCE_TARGET_NAME, else by its base URL without credentials, else the reference by what it plants', () => {
    expect(targetNameOf({ target: { baseUrl: 'https://a.example.test', embedded: false, name: 'Vendor A sandbox' } })).toBe('Vendor A sandbox');
    expect(targetNameOf({ target: { baseUrl: 'https://user:secret@a.example.test/partner/', embedded: false } })).toBe('https://a.example.test/partner');
    expect(baseUrlName('not a url //user:pw@host/x')).not.toContain('pw');
    expect(
      targetNameOf({
        target: { baseUrl: 'http://127.0.0.1:40123', embedded: true },
        runSettings: {
          only: [],
          skip: [],
          referenceFaults: ['ttl-max-off-by-one'],
          referenceVariants: [],
          rateLimitProbe: false,
          timeoutMs: 1,
          targetVariables: [],
        },
      }),
    ).toBe('reference (fault ttl-max-off-by-one)');
  });

  it('takes --target-name as a run setting, and refuses control characters in it', () => {
    expect(parseConfig({ CONFORMANCE_TARGET_NAME: 'vendor a' }).targetName).toBe('vendor a');
    expect(parseConfig({}).targetName).toBeUndefined();
    expect(() => parseConfig({ CONFORMANCE_TARGET_NAME: 'a\u001b[31mb' })).toThrow(/CONFORMANCE_TARGET_NAME: must not contain control characters/);
  });

  it('reads every report.json under a folder once, though a copy of a run sits in latest/', () => {
    const catalogue = syntheticCatalogue(3);
    const report = JSON.stringify(syntheticReport({ target: 'vendor-a', night: 0, statuses: {} }, catalogue));
    for (const sub of ['runs/2026-06-01', 'runs/latest']) {
      mkdirSync(join(dir, sub), { recursive: true });
      writeFileSync(join(dir, sub, 'report.json'), report);
    }
    writeFileSync(join(dir, 'runs', '2026-06-01', 'report.html'), '<html></html>');
    const read = readRuns([join(dir, 'runs')]);
    expect(read.runs).toHaveLength(1);
    expect(read.duplicates).toBe(1);
    expect(read.runs[0].reportHtml).toBe(join(dir, 'runs', '2026-06-01', 'report.html'));
    expect(read.runs[0].outcomes).toBe('PPP');
  });

  it('refuses a file that is not a report, and a folder without any, with one message naming it', () => {
    mkdirSync(join(dir, 'empty'), { recursive: true });
    expect(() => readRuns([join(dir, 'empty')])).toThrow(/no report\.json under/);
    mkdirSync(join(dir, 'foreign'), { recursive: true });
    writeFileSync(join(dir, 'foreign', 'report.json'), '{"hello": 1}');
    expect(() => readRuns([join(dir, 'foreign')])).toThrow(/not a conformance report\.json/);
  });
});
