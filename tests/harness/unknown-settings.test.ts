// A CONFORMANCE_* name the suite does not know is an error naming the closest known one, in the environment or in .env;
// every declared setting and the self-test variables stay known.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../../harness/closest-name.js';
import { ConfigError, environment } from '../../harness/config.js';
import { SETTINGS } from '../../harness/settings.js';
import { assertKnownSettings, knownSettingNames } from '../../harness/unknown-settings.js';

function errorOf(run: () => void): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('unknown CONFORMANCE_* settings', () => {
  it.each([
    ['CONFORMANCE_BASEURL', 'CONFORMANCE_BASE_URL'],
    ['CONFORMANCE_APIKEY', 'CONFORMANCE_API_KEY'],
    ['CONFORMANCE_SECOND_KEY', 'CONFORMANCE_SECOND_API_KEY'],
    ['CONFORMANCE_FIXTURE_USERS', 'CONFORMANCE_FIXTURE_USER'],
    ['CONFORMANCE_RATELIMIT_PROBE', 'CONFORMANCE_RATE_LIMIT_PROBE'],
    ['CONFORMANCE_TIMEOUT', 'CONFORMANCE_TIMEOUT_MS'],
  ])('%s is refused, naming %s', (typo, meant) => {
    const error = errorOf(() => assertKnownSettings({ [typo]: 'x', PATH: '/bin' }, 'the environment'));
    expect(error.variable).toBe(typo);
    expect(error.message).toContain(`unknown setting in the environment: did you mean ${meant}?`);
  });

  it('names no closest setting when none is near, and lists the other unknown ones', () => {
    const error = errorOf(() => assertKnownSettings({ CONFORMANCE_ZZZZZZZZZZZZZZZZZZZZZZ: '1', CONFORMANCE_BASEURL: 'x' }, '.env'));
    expect(error.variable).toBe('CONFORMANCE_BASEURL');
    expect(error.message).toContain('also unknown: CONFORMANCE_ZZZZZZZZZZZZZZZZZZZZZZ');
    expect(closestName('CONFORMANCE_ZZZZZZZZZZZZZZZZZZZZZZ', knownSettingNames())).toBeUndefined();
  });

  it('knows every declared setting and the self-test variables; ignores other names', () => {
    const env = Object.fromEntries([...Object.values(SETTINGS).map((s) => [s.env, '']), ['CONFORMANCE_CHROMIUM', '/usr/bin/chromium'], ['HOME', '/root']]);
    expect(() => assertKnownSettings(env, 'the environment')).not.toThrow();
  });

  it('reads .env too: a misspelt name there is refused before anything runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdc-dotenv-'));
    writeFileSync(join(dir, '.env'), 'CONFORMANCE_PROFILE=core\nCONFORMANCE_APIKEY=sk_x\n');
    const error = errorOf(() => environment(join(dir, '.env')));
    expect(error.message).toMatch(/^CONFORMANCE_APIKEY: unknown setting in .*\.env: did you mean CONFORMANCE_API_KEY\?/);
  });

  it('measures edits', () => {
    expect(editDistance('CONFORMANCE_BASEURL', 'CONFORMANCE_BASE_URL')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
