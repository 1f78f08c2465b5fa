// tests/e2e/no-escaped-secret-leaks.test.ts: against a target whose keys hold `& < > " '` and that echoes them HTML-escaped twice, as HTML
// inside JSON inside HTML, percent-encoded twice, upper-cased, as hex and cut to 76 % (escaping-echo-target.ts), no report file and no console
// line gives more than half of either key away, read with every escape undone (issue 28, delivery 7). One lean run (auth, errors): about 40 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyLeak } from '../harness/key-leaks.js';
import { ECHOED_KEYS, type EscapingEchoTarget, startEscapingEchoTarget } from './escaping-echo-target.js';
import { type CliRun, filesUnder, runCli } from './run-cli.js';

describe('a target that echoes keys with & < > " \' in nested escapes, other cases, hex and cut short', () => {
  let target: EscapingEchoTarget;
  let run: CliRun;
  let outputs: Array<{ what: string; text: string }> = [];

  beforeAll(async () => {
    target = await startEscapingEchoTarget();
    // The areas whose checks draw error bodies (401, 400, 404), every report format.
    run = await runCli(['run', '--only', 'auth,errors', '--report', 'har,allure,ctrf'], target.env());
    outputs = [
      { what: 'stdout', text: run.stdout },
      { what: 'stderr', text: run.stderr },
      ...filesUnder(run.reportDir).map((f) => ({ what: f.path, text: f.text })),
    ];
  }, 300_000);

  afterAll(async () => {
    await target?.close();
  });

  it('the run completed, wrote its reports, and the target did echo', () => {
    expect(run.exitCode, run.stderr).toBe(0);
    for (const file of ['report.json', 'junit.xml', 'report.html', 'summary.md', 'run.har', 'ctrf-report.json', 'exchanges.jsonl.gz']) {
      expect(
        outputs.some((o) => o.what.endsWith(file)),
        file,
      ).toBe(true);
    }
    // The placeholders show where the echoes were: the test would pass vacuously if nothing had been echoed.
    const exchanges = outputs.find((o) => o.what.endsWith('exchanges.jsonl.gz'))?.text ?? '';
    expect(exchanges.split('$CONFORMANCE_API_KEY').length).toBeGreaterThan(50);
  });

  it('no file and no console line gives more than half of either key away', () => {
    const leaks: string[] = [];
    for (const { what, text } of outputs) {
      for (const [name, key] of Object.entries(ECHOED_KEYS)) {
        const leak = keyLeak(text, key);
        if (leak) leaks.push(`${what}: ${name} key, ${leak}`);
      }
    }
    console.log(`searched ${outputs.length} files and consoles for 2 keys: ${leaks.length} leaks`);
    expect(leaks.slice(0, 20)).toEqual([]);
  });
});
