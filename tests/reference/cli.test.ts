// tests/reference/cli.test.ts: the reference's command line (reference/cli.ts), as `npm run reference` (reference/bin.ts)
// and as `partner-dns-conformance reference`: prints the URL, keys, fixtures and CONFORMANCE_* lines, serves, stops on
// SIGTERM; a bad flag or name exits 2 with the reason.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CommanderError } from 'commander';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseReferenceFlags } from '../../reference/cli.js';
import { checkVariants, resolveFaults, UnknownReferenceName } from '../../reference/resolve-names.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node with tsx as its loader, one process: the SIGTERM reaches the reference itself. Through the tsx command it
 * reaches a parent that relays it and, when the child has not acknowledged it within 30 ms (a busy machine), kills
 * the child and exits 143: the test then failed under load although the reference stops cleanly.
 */
function run(script: string[], args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Resolves on the output event that completes the marker's line: no polling, no timer.
  const printed = (marker: RegExp) =>
    new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (marker.test(stdout)) resolve(stdout);
      });
      exited.then(() => reject(new Error(`exited before printing ${marker}: ${stderr}`)));
    });
  return { child, exited, printed, output: () => ({ stdout, stderr }) };
}

// Each case starts a process (tsx, then the reference): generous timeouts, for a busy machine.
const SPAWN_TIMEOUT = 120_000;

describe.each<[string, string[], string[]]>([
  ['npm run reference (reference/bin.ts)', ['reference/bin.ts'], ['--bogus', '--port', '--fault', '--variant']],
  ['partner-dns-conformance reference', ['harness/cli.ts', 'reference'], ['--fault']],
])('%s', (_name, script, badFlags) => {
  it(
    'serves on 127.0.0.1, prints what the suite needs, applies variants and faults, and stops cleanly on SIGTERM',
    async () => {
      const cli = run(script, ['--port', '0', '--window-ms', '1000', '--variant', 'templates-alt', '--fault', 'cname-at-root-accepted']);
      const out = await cli.printed(/^CONFORMANCE_TEMPLATE=.*\n/m);
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
      expect(out).toMatch(/^faults: cname-at-root-accepted \(/m);
      const res = await request(env.CONFORMANCE_BASE_URL)
        .post('/api/v1/domains/dom_fixture_expired/dns')
        .set('Authorization', `Bearer ${env.CONFORMANCE_API_KEY}`)
        .send({ type: 'CNAME', name: '@', content: 'planted.example.com' });
      expect(res.status).toBe(201); // the planted fault
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      expect(cli.output().stdout).toMatch(/reference: SIGTERM, stopping/);
    },
    SPAWN_TIMEOUT,
  );

  const badCases: Array<[string[], RegExp]> = [
    [['--bogus'], /unknown option '--bogus'/],
    [['--port', 'abc'], /--port <n>' argument 'abc' is invalid\. expected an integer from 0 to 65535/],
    [['--fault', 'nope'], /unknown fault "nope"/],
    [['--variant', 'nope'], /unknown variant "nope"/],
  ];
  it.each(badCases.filter(([args]) => badFlags.includes(args[0])))(
    'exits 2 with the reason for %j',
    async (args, message) => {
      const cli = run(script, args);
      expect(await cli.exited).toBe(2);
      expect(cli.output().stderr).toMatch(message);
      expect(cli.output().stderr).not.toMatch(/^\s+at /m); // no stack trace
    },
    SPAWN_TIMEOUT,
  );
});

describe('parseReferenceFlags', () => {
  it('parses every flag, in both --flag value and --flag=value forms', () => {
    const flags = parseReferenceFlags([
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
    expect(flags).toEqual({ port: 8080, windowMs: 500, rateLimits: false, variant: ['errors-list', 'created-200'], fault: ['ttl-max-off-by-one'] });
    expect(parseReferenceFlags([])).toEqual({ port: 0, rateLimits: true, variant: [], fault: [] });
  });

  it.each([
    [['--bogus'], /unknown option '--bogus'/],
    [['--port', 'abc'], /expected an integer from 0 to 65535/],
    [['--port', '70000'], /expected an integer from 0 to 65535/],
    [['--window-ms', '0'], /expected an integer from 1 to 3600000/],
    [['--variant'], /argument missing/],
  ])('refuses %j with a CommanderError saying why', (args, message) => {
    expect(() => parseReferenceFlags(args)).toThrow(CommanderError);
    expect(() => parseReferenceFlags(args)).toThrow(message);
  });
});

describe('the reference resolves its own fault and variant names', () => {
  it('finds faults by name, loading the catalogue only when a fault is asked for', async () => {
    expect(await resolveFaults([])).toEqual([]);
    expect((await resolveFaults(['ttl-max-off-by-one'])).map((f) => f.name)).toEqual(['ttl-max-off-by-one']);
  });

  it.each([
    [() => resolveFaults(['nope']), 'fault', /unknown fault "nope"/],
    [() => checkVariants(['nope']), 'variant', /unknown variant "nope"/],
    [() => checkVariants(['errors-list', 'errors-mixed']), 'variant', /exclude each other/],
  ])('refuses an unknown or conflicting name (%#) with UnknownReferenceName', async (resolve, kind, message) => {
    const error = await resolve().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnknownReferenceName);
    expect((error as UnknownReferenceName).kind).toBe(kind);
    expect((error as Error).message).toMatch(message);
  });
});
