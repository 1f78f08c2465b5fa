// Every property check fails against a reference with a matching planted fault, reports a shrunk counterexample
// with its seed and path, shows the counterexample's failing request first (never a cleanup sent after it), and the
// replay (seed + path) reproduces exactly that case; the printed replay command carries the fault and the runs.
import { describe, expect, it } from 'vitest';
import { runBatch, type BatchRun } from './run-cli.js';

const SEED = '31337';

/** property check -> a planted fault it must find (reference/faults). */
const cases: Array<[check: string, fault: string]> = [
  ['PROP-DNS-VALID-A', 'extended-ttl-default-3600'],
  ['PROP-DNS-INVALID-CONTENT-AAAA', 'aaaa-content-unchecked'],
  ['PROP-DNS-UPDATE-INVALID-CONTENT-AAAA', 'put-aaaa-content-unchecked'],
  ['PROP-DNS-BULK-INVALID-TTL-RANGE', 'bulk-ttl-unchecked'],
  ['PROP-DNS-INVALID-TTL-RANGE', 'ttl-max-off-by-one'],
  ['PROP-DNS-INVALID-NAME-RULE', 'name-leading-hyphen-accepted'],
  ['PROP-DNS-INVALID-CONTENT-A', 'a-content-unchecked'],
  ['PROP-DNS-INVALID-CONTENT-TXT', 'txt-256-accepted'],
  ['PROP-DNS-INVALID-CONTENT-SRV', 'srv-content-unchecked'],
  ['PROP-DNS-INVALID-CNAME-ROOT', 'cname-at-root-accepted'],
  ['PROP-DNS-INVALID-MX-PRIORITY', 'mx-priority-not-required'],
  ['PROP-DNS-INVALID-TYPE-ENUM', 'unknown-type-accepted'],
  ['PROP-CORE-VALID-RECORD', 'core-ttl-default-300'],
  ['PROP-DNS-BULK-PARTITION', 'bulk-invalid-reported-created'],
  ['MODEL-DNS-RECORDS', 'deleted-record-still-listed'],
  ['PROP-USER-FIND-OR-CREATE', 'repeat-create-400'],
  ['PROP-USER-PER-KEY', 'user-lookup-ignores-key'],
  ['PROP-USER-ID-INVALID', 'user-id-charset-unchecked'],
  ['PROP-USER-EMAIL-INVALID', 'email-not-validated'],
  ['PROP-USER-LIST-QUERY', 'users-list-order-inverted'],
  ['PROP-USER-LIST-QUERY-INVALID', 'users-list-limit-101-accepted'],
  ['PROP-RENEW-YEARS-INVALID', 'renew-years-11-accepted'],
];

describe('property checks against matching planted faults', () => {
  const outcomes = new Map<string, { first: any; replay: any; firstExit: number | null; replayExit: number | null; replayCommand: string }>();

  // 40 runs in two batch processes: about 400 s on a busy two-core machine, past 600 s (the e2e default) with a second
  // copy of the suite beside it. The timeout only catches a hang: every wait inside is on a child process.
  it('each property fails, shrinks, and replays its counterexample from seed and path', { timeout: 1_800_000 }, async () => {
    // First runs, then replays, each split over two batch processes (tests/e2e/run-batch.ts).
    const envOf = (check: string, fault: string, path?: string): Record<string, string> => ({
      CONFORMANCE_SEED: SEED,
      CONFORMANCE_ONLY: `${check.startsWith('MODEL-') ? 'dns-model' : 'properties'}:${check}`,
      CONFORMANCE_REFERENCE_FAULTS: fault,
      CONFORMANCE_RUNS: '20',
      ...(path ? { CONFORMANCE_PATH: path } : {}),
    });
    const inTwo = async (envs: Array<Record<string, string>>): Promise<BatchRun[]> => {
      const halves = [envs.filter((_, i) => i % 2 === 0), envs.filter((_, i) => i % 2 === 1)];
      const [even, odd] = await Promise.all(halves.map((h) => runBatch(h)));
      return envs.map((_, i) => (i % 2 === 0 ? even[i / 2] : odd[(i - 1) / 2]));
    };
    const firsts = await inTwo(cases.map(([check, fault]) => envOf(check, fault)));
    const found = cases.map(([check], i) => firsts[i].report?.checks.find((c) => c.id === check));
    const replayed = cases.map(([check, fault], i) => ({ check, fault, path: found[i]?.property?.path })).filter((r) => r.path);
    const replays = await inTwo(replayed.map((r) => envOf(r.check, r.fault, r.path)));
    cases.forEach(([check], i) => {
      const j = replayed.findIndex((r) => r.check === check);
      const replay = j >= 0 ? replays[j] : undefined;
      outcomes.set(check, {
        first: found[i],
        replay: replay?.report?.checks.find((c) => c.id === check),
        firstExit: firsts[i].exitCode,
        replayExit: replay?.exitCode ?? null,
        replayCommand: found[i]?.property?.replay ?? '',
      });
    });
    const table = cases.map(([check, fault]) => {
      const o = outcomes.get(check)!;
      return (
        `${check.padEnd(30)} ${fault.padEnd(32)} ${o.first?.status ?? 'missing'} -> replay ${o.replay?.status ?? 'not run'}  ` +
        `${o.first?.property?.counterexample?.slice(0, 60) ?? ''}`
      );
    });
    console.log(`property -> fault -> first run -> replay\n${table.join('\n')}`);
    for (const [check, fault] of cases) {
      const o = outcomes.get(check)!;
      expect(o.firstExit, `${check} against ${fault}`).toBe(1);
      expect(o.first?.status, `${check} against ${fault}`).toBe('failed');
      expect(o.first.property, `${check}: property details`).toMatchObject({ seed: expect.any(Number), path: expect.stringMatching(/^\d+(:\d+)*(@\S*)?$/) });
      expect(o.first.property.counterexample.length, `${check}: counterexample`).toBeGreaterThan(0);
      expect(o.first.message, `${check}: message`).toMatch(/counterexample: .*\n.*seed .* path .*\nreplay: npx partner-dns-conformance run --only /s);
      expect(o.replayCommand).toMatch(
        new RegExp(
          `^npx partner-dns-conformance run --only (properties|dns-model):${check} --profile full --seed ${SEED} ` +
            `--path \\S+ --runs 20 --reference-fault ${fault}$`,
        ),
      );
      const shown = o.first.reproduction?.[0];
      expect(shown?.failing, `${check}: the first request shown is the one the failing assertion judged: ${JSON.stringify(o.first.reproduction)}`).toBe(true);
      expect(o.replayExit, `${check}: replay`).toBe(1);
      expect(o.replay?.status, `${check}: replay`).toBe('failed');
      expect(o.replay.property, `${check}: the replay carries property details (message: ${o.replay.message})`).toBeDefined();
      expect(o.replay.property.counterexample, `${check}: the replay reproduces the same counterexample`).toBe(o.first.property.counterexample);
    }
    // A property that creates records and deletes them after each case: the TTL one shows the POST the fault accepted,
    // carrying the counterexample's ttl, not the cleanup DELETE sent after the assertion.
    const ttl = outcomes.get('PROP-DNS-INVALID-TTL-RANGE')!.first;
    expect(ttl.reproduction[0].request.method).toBe('POST');
    expect(ttl.property.counterexample).toContain(String(ttl.reproduction[0].request.body.ttl));
  });
});
