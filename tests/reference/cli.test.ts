// tests/reference/cli.test.ts: `npm run reference` (reference/main.ts, reference/cli-args.ts): prints the URL, keys, fixtures and CONFORMANCE_* lines, serves,
// stops on SIGTERM; a bad flag exits 2 with the reason.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../reference/cli-args.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

function run(args: string[]) {
  const child = spawn(TSX, ['reference/main.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = (marker: string) =>
    new Promise<string>((resolve, reject) => {
      const poll = setInterval(() => {
        if (stdout.includes(marker)) {
          clearInterval(poll);
          resolve(stdout);
        }
      }, 25);
      exited.then(() => {
        clearInterval(poll);
        reject(new Error(`exited before printing ${marker}: ${stderr}`));
      });
    });
  return { child, exited, printed, output: () => ({ stdout, stderr }) };
}

describe('reference/main.ts', () => {
  it('serves on 127.0.0.1, prints what the suite needs, applies variants, and stops cleanly on SIGTERM', async () => {
    const cli = run(['--port', '0', '--window-ms', '1000', '--variant', 'templates-alt', '--fault', 'cname-at-root-accepted']);
    const out = await cli.printed('CONFORMANCE_TEMPLATE=');
    const env = Object.fromEntries([...out.matchAll(/^(CONFORMANCE_\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    expect(env.CONFORMANCE_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(env).toMatchObject({
      CONFORMANCE_API_KEY: 'sk_ref_primary_7f3a9c2e5b1d',
      CONFORMANCE_SECOND_API_KEY: 'sk_ref_secondary_2b8e4d6f0a9c',
      CONFORMANCE_FIXTURE_USER: 'fixture-owner',
      CONFORMANCE_FOREIGN_DOMAIN_ID: 'dom_foreign_active',
      CONFORMANCE_TEMPLATE: `'{"template_id":"landing","variables":{"ip":"192.0.2.20"}}'`,
    });
    expect(out).toMatch(/dom_fixture_expired\s+fixture-expired-blog\.org\s+expired\s+0 DNS records/);
    const res = await request(env.CONFORMANCE_BASE_URL)
      .post('/api/v1/domains/dom_fixture_expired/dns')
      .set('Authorization', `Bearer ${env.CONFORMANCE_API_KEY}`)
      .send({ type: 'CNAME', name: '@', content: 'planted.example.com' });
    expect(res.status).toBe(201); // the planted fault
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('exits 2 with the reason and the usage for a bad flag', async () => {
    const cli = run(['--bogus']);
    expect(await cli.exited).toBe(2);
    expect(cli.output().stderr).toMatch(/unknown option --bogus[\s\S]*usage: npm run reference/);
  });
});

describe('reference/cli-args.ts', () => {
  it('parses every flag, in both --flag value and --flag=value forms', () => {
    const options = parseArgs([
      '--port=8080',
      '--window-ms',
      '500',
      '--no-rate-limits',
      '--variant',
      'errors-list',
      '--variant=created-200',
      '--fault',
      'ttl-max-off-by-one',
    ]);
    expect(options).toMatchObject({ port: 8080, windowMs: 500, rateLimits: false, variants: ['errors-list', 'created-200'], help: false });
    expect(options.faults.map((f) => f.name)).toEqual(['ttl-max-off-by-one']);
    expect(parseArgs([]).windowMs).toBeUndefined();
    expect(parseArgs([])).toMatchObject({ port: 0, rateLimits: true, variants: [], faults: [] });
  });

  it.each([
    [['--bogus'], /unknown option --bogus/],
    [['--port', 'abc'], /--port needs an integer/],
    [['--port', '70000'], /at most 65535/],
    [['--window-ms', '0'], /--window-ms needs an integer of at least 1/],
    [['--variant'], /--variant needs a name/],
    [['--variant', 'nope'], /unknown variant "nope"/],
    [['--variant', 'errors-list', '--variant', 'errors-mixed'], /exclude each other/],
    [['--fault', 'nope'], /unknown fault "nope"/],
  ])('refuses %j with a UsageError saying why', (args, message) => {
    expect(() => parseArgs(args)).toThrow(UsageError);
    expect(() => parseArgs(args)).toThrow(message);
  });
});
