// A broken setup is one message and exit 2 before any check, never hundreds of vendor failures or a silent green run:
// a refused key, a base URL without /api/v1 (a JSON 404 of another router, an HTML 404 page), a target that does not
// speak JSON, an unknown fixture user or one owning no domain, a refused second key, a "foreign" domain the key can
// read; a misspelt CONFORMANCE_* name in the environment or in .env; an --only/--skip entry that selects nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type RunningReference } from '../../reference/server.js';
import { pool } from '../../harness/pool.js';
import { runCli, type CliRun } from './run-cli.js';

const STACK_TRACE = /\n\s+at .+[(:]\d+|^\s+at /m;

/** A server that is not the interface: answers every request with `status` and an HTML page. */
async function htmlServer(status: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>${status}</title><h1>Welcome to nginx</h1>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

interface Case {
  name: string;
  args?: string[];
  env: () => Record<string, string>;
  /** The one line on stderr. */
  message: RegExp;
  cwd?: () => string;
}

describe('a broken setup', () => {
  let ref: RunningReference;
  let page404: Awaited<ReturnType<typeof htmlServer>>;
  let page200: Awaited<ReturnType<typeof htmlServer>>;
  const results = new Map<string, CliRun & { wallMs: number }>();
  const target = (extra: Record<string, string> = {}) => ({
    CONFORMANCE_BASE_URL: ref.url,
    CONFORMANCE_API_KEY: ref.fixtures.apiKey,
    CONFORMANCE_FIXTURE_USER: ref.fixtures.fixtureUser,
    CONFORMANCE_SEED: '1',
    ...extra,
  });

  const cases: Case[] = [
    {
      name: 'a wrong key',
      env: () => target({ CONFORMANCE_API_KEY: 'sk_wrong_0123456789' }),
      message: /^setup error: the key was refused: GET .* answered 401/,
    },
    {
      name: 'a base URL with a wrong path (the router answers a JSON 404)',
      env: () => target({ CONFORMANCE_BASE_URL: `${ref.url}/nope` }),
      message: /^setup error: no \/api\/v1 at CONFORMANCE_BASE_URL http:\/\/127\.0\.0\.1:\d+\/nope: /,
    },
    {
      name: 'a base URL of another web server (an HTML 404 page)',
      env: () => target({ CONFORMANCE_BASE_URL: page404.url }),
      message: /^setup error: no \/api\/v1 at CONFORMANCE_BASE_URL .* answered 404 \(text\/html\)/,
    },
    {
      name: 'a target that does not speak JSON (an HTML 200 page)',
      env: () => target({ CONFORMANCE_BASE_URL: page200.url }),
      message: /^setup error: the target does not speak JSON: .* answered 200 \(text\/html\)/,
    },
    {
      name: 'an unknown fixture user',
      env: () => target({ CONFORMANCE_FIXTURE_USER: 'nobody-here' }),
      message: /^setup error: the fixture user nobody-here does not exist under this key/,
    },
    {
      name: 'a fixture user owning no domain',
      env: () => target({ CONFORMANCE_FIXTURE_USER: ref.fixtures.emptyUser }),
      message: /^setup error: the fixture user fixture-empty owns no domain/,
    },
    {
      name: 'a refused second key',
      env: () => target({ CONFORMANCE_SECOND_API_KEY: 'sk_wrong_second_0123' }),
      message: /^setup error: the second key was refused: .* answered 401/,
    },
    {
      name: 'a "foreign" domain the key can read',
      env: () => target({ CONFORMANCE_FOREIGN_DOMAIN_ID: ref.fixtures.domains[0]!.id }),
      message: /^setup error: CONFORMANCE_FOREIGN_DOMAIN_ID dom_fixture_\w+ is readable with CONFORMANCE_API_KEY/,
    },
    {
      name: 'a mistyped renew domain',
      env: () => target({ CONFORMANCE_RENEW_DOMAIN_ID: 'dom_fixture_activ' }),
      message: /^setup error: CONFORMANCE_RENEW_DOMAIN_ID dom_fixture_activ is not a domain of CONFORMANCE_API_KEY: .* answered 404/,
    },
    {
      name: 'CONFORMANCE_BASEURL in the environment',
      env: () => ({ CONFORMANCE_BASEURL: ref.url }),
      message: /^configuration error: CONFORMANCE_BASEURL: unknown setting in the environment: did you mean CONFORMANCE_BASE_URL\?/,
    },
    {
      name: 'CONFORMANCE_APIKEY in .env',
      env: () => ({}),
      cwd: () => {
        const dir = mkdtempSync(join(tmpdir(), 'pdc-dotenv-'));
        writeFileSync(join(dir, '.env'), `CONFORMANCE_BASE_URL=${ref.url}\nCONFORMANCE_APIKEY=${ref.fixtures.apiKey}\n`);
        return dir;
      },
      message: /^configuration error: CONFORMANCE_APIKEY: unknown setting in .*\.env: did you mean CONFORMANCE_API_KEY\?/,
    },
    {
      name: 'run --only with an unknown area',
      args: ['run', '--only', 'nosucharea'],
      env: () => ({}),
      message: /^configuration error: CONFORMANCE_ONLY: --only "nosucharea" selects no check/,
    },
    {
      name: 'run --only with an unknown check id',
      args: ['run', '--only', 'NO-SUCH-CHECK'],
      env: () => ({}),
      message: /^configuration error: CONFORMANCE_ONLY: --only "NO-SUCH-CHECK" selects no check/,
    },
    {
      name: 'run --skip with a misspelt area',
      args: ['run', '--skip', 'dns-record'],
      env: () => ({}),
      message: /^configuration error: CONFORMANCE_SKIP: --skip "dns-record" \(did you mean dns-records\?\) selects no check/,
    },
    {
      name: 'list --only with an unknown area',
      args: ['list', '--only', 'nosucharea'],
      env: () => ({}),
      message: /^configuration error: CONFORMANCE_ONLY: --only "nosucharea" selects no check/,
    },
  ];

  beforeAll(async () => {
    [ref, page404, page200] = await Promise.all([startReference({ host: '127.0.0.1', port: 0 }), htmlServer(404), htmlServer(200)]);
    await pool(cases, 2, async (c) => {
      const started = Date.now();
      const run = await runCli(c.args ?? ['run'], c.env(), 120_000, c.cwd?.());
      results.set(c.name, { ...run, wallMs: Date.now() - started });
    });
    console.log([...results].map(([name, r]) => `${String(r.wallMs).padStart(6)} ms  exit ${r.exitCode}  ${name}`).join('\n'));
  }, 600_000);
  afterAll(async () => {
    await Promise.all([ref?.close(), page404?.close(), page200?.close()]);
  });

  for (const c of cases) {
    it(`${c.name}: one message, exit 2, no check run or reported`, () => {
      const run = results.get(c.name)!;
      const context = `exit ${run.exitCode}\n--- stdout\n${run.stdout.slice(-2000)}\n--- stderr\n${run.stderr}`;
      const lines = run.stderr
        .trim()
        .split('\n')
        .filter((l) => l && !/^npm warn/.test(l));
      expect(run.exitCode, context).toBe(2);
      expect(lines, context).toHaveLength(1);
      expect(lines[0], context).toMatch(c.message);
      expect(run.stderr + run.stdout, context).not.toMatch(STACK_TRACE);
      expect(run.stdout, context).not.toMatch(/running \d+ suite files|passed, \d+ failed/);
      expect(run.report, context).toBeUndefined();
    });
  }
});
