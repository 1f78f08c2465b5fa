// Configuration parsing: every bad setting is named in one clear message (exit 2 in the CLI).
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../harness/config.js';
import { SETTING_LIST } from '../../harness/settings.js';
import { readFileSync } from 'node:fs';

const target = { CONFORMANCE_BASE_URL: 'http://127.0.0.1:9', CONFORMANCE_API_KEY: 'sk_test_123456', CONFORMANCE_FIXTURE_USER: 'owner' };

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('defaults to the embedded reference, profile full, a random recorded seed', () => {
    const c = parseConfig({});
    expect(c.baseUrl).toBeUndefined();
    expect(c.profile).toBe('full');
    expect(Number.isInteger(c.seed)).toBe(true);
    expect(c.seedWasGiven).toBe(false);
  });

  it("reads a check's quota allowance in seconds (600 by default) and refuses one below a second", () => {
    expect(parseConfig({}).runBudget.quotaWaitMs).toBe(600_000);
    expect(parseConfig({ CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS: '90' }).runBudget.quotaWaitMs).toBe(90_000);
    expect(errorOf({ CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS: '0' }).message).toMatch(/CONFORMANCE_CHECK_QUOTA_WAIT_SECONDS/);
  });

  it('refuses a CONFORMANCE_BASE_URL set but empty, instead of running against the embedded reference', () => {
    for (const empty of ['', '  ']) {
      const e = errorOf({ CONFORMANCE_BASE_URL: empty });
      expect(e.variable).toBe('CONFORMANCE_BASE_URL');
      expect(e.message).toMatch(/^CONFORMANCE_BASE_URL: is set but empty: give the target root/);
    }
  });

  it('reads a full target configuration', () => {
    const c = parseConfig({
      ...target,
      CONFORMANCE_PROFILE: 'core',
      CONFORMANCE_SEED: '42',
      CONFORMANCE_TEMPLATE: '{"template_id":"t","variables":{"ip":"192.0.2.1"}}',
    });
    expect(c).toMatchObject({
      baseUrl: 'http://127.0.0.1:9',
      profile: 'core',
      seed: 42,
      seedWasGiven: true,
      template: { template_id: 't', variables: { ip: '192.0.2.1' } },
    });
  });

  it.each([
    [{ ...target, CONFORMANCE_BASE_URL: 'not a url' }, 'CONFORMANCE_BASE_URL'],
    [{ ...target, CONFORMANCE_BASE_URL: 'ftp://host' }, 'CONFORMANCE_BASE_URL'],
    [{ ...target, CONFORMANCE_BASE_URL: 'http://host/api/v1' }, 'CONFORMANCE_BASE_URL'],
    [{ ...target, CONFORMANCE_API_KEY: '' }, 'CONFORMANCE_API_KEY'],
    [{ ...target, CONFORMANCE_FIXTURE_USER: '' }, 'CONFORMANCE_FIXTURE_USER'],
    [{ ...target, CONFORMANCE_FIXTURE_USER: 'bad user!' }, 'CONFORMANCE_FIXTURE_USER'],
    [{ ...target, CONFORMANCE_SECOND_API_KEY: 'sk_test_123456' }, 'CONFORMANCE_SECOND_API_KEY'],
    [{ ...target, CONFORMANCE_PROFILE: 'everything' }, 'CONFORMANCE_PROFILE'],
    [{ ...target, CONFORMANCE_SEED: 'abc' }, 'CONFORMANCE_SEED'],
    [{ ...target, CONFORMANCE_RUNS: '0' }, 'CONFORMANCE_RUNS'],
    [{ ...target, CONFORMANCE_TIMEOUT_MS: '1.5' }, 'CONFORMANCE_TIMEOUT_MS'],
    [{ ...target, CONFORMANCE_TEMPLATE: '{nope' }, 'CONFORMANCE_TEMPLATE'],
    [{ ...target, CONFORMANCE_TEMPLATE: '{"variables":{}}' }, 'CONFORMANCE_TEMPLATE'],
    [{ ...target, CONFORMANCE_TEMPLATE: '{"template_id":"t","variables":{"a":1}}' }, 'CONFORMANCE_TEMPLATE'],
    [{ ...target, CONFORMANCE_RATE_LIMIT_PROBE: 'yes' }, 'CONFORMANCE_RATE_LIMIT_PROBE'],
    [{ ...target, CONFORMANCE_PATH: '1:2' }, 'CONFORMANCE_PATH'],
    [{ ...target, CONFORMANCE_EXPECTED_FAILURES: '/no/such/file' }, 'CONFORMANCE_EXPECTED_FAILURES'],
    [{ CONFORMANCE_API_KEY: 'sk_test_123456' }, 'CONFORMANCE_API_KEY'],
  ])('names the variable at fault: %o', (env, variable) => {
    const error = errorOf(env as Record<string, string>);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
  });

  it('documents every setting in .env.example', () => {
    const sample = readFileSync('.env.example', 'utf8');
    for (const { env } of SETTING_LIST) expect(sample).toContain(env);
  });
});
