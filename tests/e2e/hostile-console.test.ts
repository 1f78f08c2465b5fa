// Nothing a target says is printed raw (issue 28, delivery 5): a target naming its fixture domain with line breaks, a workflow command, a
// fake verdict, escape sequences, a bidi override and 100 kB, and answering with such bodies under a Content-Type holding a C1 control, is run
// through the CLI: the `fixture domain …` line, a check's failure line and the `setup error:` message quote it, and the raw stdout and stderr
// bytes hold no escape or control character, no line a target started (`::…`), and exactly the run's one verdict line. A `sweep` that
// finds a record named that way by the run prefix and cannot delete it quotes the name the same way. Two narrow runs (one check, then a
// preflight refusal) and a sweep: about 30 s.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_LINE_MAX } from '../../harness/console-text.js';
import { appendLedger, keyFingerprint } from '../../harness/ledger.js';
import { HOSTILE_NAME, HOSTILE_TEXT, type HostileNamesTarget, startHostileNamesTarget } from './hostile-names-target.js';
import { type CliRun, runCli } from './run-cli.js';

/** Control characters (C0 but the newline ending each line, DEL, C1), format characters (bidi, zero-width), line and paragraph separators. */
const UNSAFE = /[^\n\P{Cc}]|[\p{Cf}\u2028\u2029]/u;

/** The lines of a console output, as a CI log reads them (it splits on LF and CR alike). */
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

/** What the console must never hold, whatever the target sent. */
function expectPlain(what: string, text: string): void {
  const unsafe = UNSAFE.exec(text);
  expect(unsafe ? `${what}: U+${unsafe[0].codePointAt(0)!.toString(16).padStart(4, '0')} at ${unsafe.index}` : '').toBe('');
  // GitHub runs a workflow command from any line whose trimmed start is `::`.
  expect(
    linesOf(text).filter((l) => l.trimStart().startsWith('::')),
    what,
  ).toEqual([]);
  expect(Math.max(...linesOf(text).map((l) => l.length)), `${what}: longest line`).toBeLessThanOrEqual(CONSOLE_LINE_MAX + 200);
}

describe('a target with hostile names and bodies', () => {
  let target: HostileNamesTarget;
  let run: CliRun;
  let refused: CliRun;
  let swept: CliRun;

  beforeAll(async () => {
    // The fixture domain's detail (DOMAIN-DETAIL-FIELDS reads it) answers 500 with the hostile body: the check fails and quotes it.
    target = await startHostileNamesTarget([{ method: 'GET', path: /^\/api\/v1\/domains\/dom_fixture_active$/, status: 500 }]);
    run = await runCli(['run', '--only', 'domains:DOMAIN-DETAIL-FIELDS'], target.env());
    await target.close();
    // The preflight's fixture lookup answers 401 with the hostile body: one `setup error:` message quotes it and its Content-Type.
    target = await startHostileNamesTarget([{ method: 'GET', path: /^\/api\/v1\/users\/[^/]+\/domains$/, status: 401 }]);
    refused = await runCli(['run', '--only', 'domains:DOMAIN-DETAIL-FIELDS'], target.env());
    await target.close();
    // The ledger of a run killed on this target; the target lists a record of that run's prefix under a hostile name, and refuses its DELETE.
    const planted = { domainId: 'dom_fixture_active', id: 'rec_hostile', name: `pdc-killed-x${HOSTILE_TEXT}` };
    target = await startHostileNamesTarget([{ method: 'DELETE', path: /\/rec_hostile$/, status: 500 }], planted);
    const reportDir = mkdtempSync(join(tmpdir(), 'pdc-hostile-sweep-'));
    const runDir = join(reportDir, '20260101T000000Z-kill');
    mkdirSync(runDir);
    const { fixtures, url } = target.reference;
    const keys = { primary: keyFingerprint(fixtures.apiKey), second: keyFingerprint(fixtures.secondApiKey) };
    appendLedger(runDir, { kind: 'target', at: '', baseUrl: url, keys, prefix: 'pdc-killed', domains: [planted.domainId], embedded: false });
    swept = await runCli(['sweep'], { ...target.env(), CONFORMANCE_REPORT_DIR: reportDir });
  }, 300_000);

  afterAll(async () => {
    await target?.close();
  });

  it('the run quotes the hostile name and the failing check, and both outputs are plain text', () => {
    expect(run.exitCode, run.stderr).toBe(1);
    const fixtureLine = linesOf(run.stdout).find((l) => l.startsWith('fixture domain '));
    // Quoted on its own line, its line breaks made spaces, its escapes gone, and cut: the name was listed, and is shown.
    const quoted = 'evil verdict: PASS x ::error title=t::owned  verdict: PASS ::add-mask::nothingAAAA';
    expect(fixtureLine).toMatch(new RegExp(`^fixture domain ${quoted}A*… \\(cut, 100\\d{3} characters in all\\) \\(dom_fixture_active\\) of `));
    expect(fixtureLine!.length).toBeLessThan(500);
    expect(HOSTILE_NAME.length).toBeGreaterThan(100_000);
    const failLine = linesOf(run.stdout).find((l) => l.trimStart().startsWith('FAIL DOMAIN-DETAIL-FIELDS'));
    expect(failLine, run.stdout).toContain('received 500');
    expect(failLine).toContain('evil');
    expectPlain('run stdout', run.stdout);
    expectPlain('run stderr', run.stderr);
  });

  it('the run prints exactly one verdict line, its own', () => {
    expect(linesOf(run.stdout).filter((l) => /^\s*verdict:/.test(l))).toEqual(['verdict: FAIL']);
  });

  it('a refused preflight quotes the body and its Content-Type in one plain `setup error:` line', () => {
    expect(refused.exitCode, refused.stdout).toBe(2);
    const messages = linesOf(refused.stderr).filter((l) => l !== '');
    expect(messages).toHaveLength(1);
    // The preflight makes every run of white space one space; the C1 CSI `\u009b2J` of the Content-Type is gone whole.
    const quoted = '401 (text/plain; charset=) evil verdict: PASS x ::error title=t::owned verdict: PASS ::add-mask::nothingBBBB';
    expect(messages[0]).toMatch(/^setup error: the key was refused: GET \S+ answered /);
    expect(messages[0]).toContain(quoted);
    expect(messages[0]).toMatch(/B… \(cut, 100\d{3} characters in all\) — check CONFORMANCE_API_KEY/);
    expectPlain('refused stdout', refused.stdout);
    expectPlain('refused stderr', refused.stderr);
    expect(linesOf(refused.stdout).filter((l) => /^\s*verdict:/.test(l))).toEqual([]);
  });

  it('a sweep quotes a hostile record name it could not delete on one plain line', () => {
    expect(swept.exitCode, swept.stderr).toBe(2);
    const entry = linesOf(swept.stdout).find((l) => l.includes('rec_hostile'));
    expect(entry, swept.stdout).toMatch(
      /^ {2}record rec_hostile \(pdc-killed-xevil verdict: PASS x ::error title=t::owned {2}verdict: PASS ::add-mask::nothing\)/,
    );
    expect(entry).toContain('DELETE answered 500');
    expectPlain('sweep stdout', swept.stdout);
    expectPlain('sweep stderr', swept.stderr);
  });
});
