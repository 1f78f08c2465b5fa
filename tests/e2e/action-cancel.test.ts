// The action's step for a cancelled job (action/sweep-orphans.sh, `if: cancelled()` in action.yml and in the example
// workflow; issue 28, delivery 4), run locally as the runner would: it deletes what the cancelled run's ledger names
// and what a run over its deadline left with no ledger, leaves a live run's user alone, and prints no key.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ledgerClosed } from '../../harness/cleanup.js';
import { appendLedger, keyFingerprint } from '../../harness/ledger.js';
import { type RunningReference, startReference } from '../../reference/server.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin', 'partner-dns-conformance.js');
const HOUR = 3_600_000;
/** A prefix as harness/run.ts makes it for a run started `agoMs` ago. */
const prefixAgo = (agoMs: number, rand: string) => `pdc-${Math.floor((Date.now() - agoMs) / 1000).toString(36)}${rand}`;

let reference: RunningReference;
let work: string;
beforeAll(async () => {
  reference = await startReference({ host: '127.0.0.1', port: 0 });
  work = mkdtempSync(join(tmpdir(), 'pdc-action-cancel-'));
});
afterAll(async () => {
  await reference?.close();
  rmSync(work, { recursive: true, force: true });
});

const read = (path: string) => parse(readFileSync(join(ROOT, path), 'utf8'));

describe('the cancel step', () => {
  it('is in the action and in the example workflow, and runs sweep --orphans only when the job is cancelled', () => {
    const step = read('action.yml').runs.steps.find((s: { run?: string }) => s.run?.includes('sweep-orphans.sh'));
    expect(step?.if).toMatch(/^\$\{\{ cancelled\(\)/);
    const example = read('docs/examples/conformance-sandbox.yml').jobs.shard.steps.find((s: { run?: string }) => s.run?.includes('sweep --orphans'));
    expect(example?.if).toBe(`\${{ cancelled() }}`);
    expect(example.env.CONFORMANCE_API_KEY).toBe(`\${{ secrets.CONFORMANCE_API_KEY }}`);
  });

  it("deletes the cancelled run's ledger entries and an expired run's orphans, keeps a live run's user, prints no key", async () => {
    const f = reference.fixtures;
    const create = async (userIdentifier: string) => {
      const res = await fetch(`${reference.url}/api/v1/users`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${f.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ user_identifier: userIdentifier }),
      });
      expect(res.status, userIdentifier).toBe(201);
    };
    const cancelled = prefixAgo(60_000, 'cnc1');
    const expired = prefixAgo(4 * HOUR, 'exp1');
    const live = prefixAgo(HOUR, 'liv1');
    for (const u of [`${cancelled}-core-1`, `${expired}-core-1`, `${live}-core-1`, 'partner-own-user']) await create(u);
    const reportDir = join(work, 'reports');
    const runDir = join(reportDir, 'cancelled-run');
    mkdirSync(runDir, { recursive: true });
    appendLedger(runDir, {
      kind: 'target',
      at: '',
      baseUrl: reference.url,
      keys: { primary: keyFingerprint(f.apiKey), second: keyFingerprint(f.secondApiKey) },
      prefix: cancelled,
      domains: [f.domains[0].id],
      embedded: false,
    });
    appendLedger(runDir, { kind: 'user', key: 'primary', userIdentifier: `${cancelled}-core-1`, at: '' });

    const { code, log } = await new Promise<{ code: number; log: string }>((done) =>
      execFile(
        'bash',
        [join(ROOT, 'action', 'sweep-orphans.sh')],
        {
          cwd: work,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: process.env.HOME ?? '',
            PDC_BIN: BIN,
            PDC_BASE_URL: reference.url,
            PDC_FIXTURE_USER: f.fixtureUser,
            PDC_FOREIGN_DOMAIN_ID: f.foreignDomainId,
            PDC_REPORT_DIR: reportDir,
            CONFORMANCE_API_KEY: f.apiKey,
            CONFORMANCE_SECOND_API_KEY: f.secondApiKey,
          },
          timeout: 120_000,
        },
        (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, log: `${stdout}${stderr}` }),
      ),
    );
    expect(code, log).toBe(0);
    const users = reference.parts.store.listUsers(f.apiKey).map((u) => u.user_identifier);
    expect(users).not.toContain(`${cancelled}-core-1`);
    expect(users).not.toContain(`${expired}-core-1`);
    expect(users).toContain(`${live}-core-1`);
    expect(users).toContain('partner-own-user');
    expect(ledgerClosed(runDir), log).toBe(true);
    expect(log).toMatch(new RegExp(`orphans \\(runs started more than 210 min ago, ledger gone\\): 1 removed of 1 earlier run\\(s\\) \\(${expired}\\)`));
    expect(log.replaceAll(`::add-mask::${f.apiKey}`, '').replaceAll(`::add-mask::${f.secondApiKey}`, '')).not.toContain(f.apiKey);
  });
});
