// tests/harness/effective-settings.test.ts: `settings` shows each setting's effective value and its source (environment over .env over
// the default), never a key's value, as text and as JSON.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EffectiveSetting, effectiveSettings, effectiveSettingsText } from '../../harness/effective-settings.js';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'pdc-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, '.env'), 'CONFORMANCE_PROFILE=extended\nCONFORMANCE_RUNS=3\nCONFORMANCE_API_KEY=sk_from_dotenv_0001\n');
const byName = (rows: EffectiveSetting[]) => Object.fromEntries(rows.map((r) => [r.variable, r]));

describe('settings: effective values and their source', () => {
  it('the environment wins over .env, .env over the default; unset stays unset; a key is never shown', () => {
    const rows = byName(effectiveSettings({ CONFORMANCE_RUNS: '5', CONFORMANCE_SECOND_API_KEY: 'sk_second_0002' }, join(dir, '.env')));
    expect(rows.CONFORMANCE_RUNS).toMatchObject({ value: '5', source: 'environment', flag: '--runs' });
    expect(rows.CONFORMANCE_PROFILE).toMatchObject({ value: 'extended', source: '.env' });
    expect(rows.CONFORMANCE_TIMEOUT_MS).toMatchObject({ value: '10000', source: 'default' });
    expect(rows.CONFORMANCE_BASE_URL).toMatchObject({ source: 'unset' });
    expect(rows.CONFORMANCE_BASE_URL!.value).toBeUndefined();
    expect(rows.CONFORMANCE_API_KEY).toMatchObject({ value: '(set, not shown)', source: '.env' });
    expect(rows.CONFORMANCE_SECOND_API_KEY).toMatchObject({ value: '(set, not shown)', source: 'environment' });
    const text = effectiveSettingsText(Object.values(rows));
    expect(text).not.toContain('sk_');
    expect(text).toMatch(/^CONFORMANCE_PROFILE +extended +\.env +--profile +/m);
  });

  it('the command prints them, and --json for tools, without the key', () => {
    const env = { PATH: process.env.PATH ?? '', CONFORMANCE_CONCURRENCY: '2' };
    const bin = join(ROOT, 'bin', 'partner-dns-conformance.js');
    const json = JSON.parse(execFileSync(process.execPath, [bin, 'settings', '--json'], { cwd: dir, env, encoding: 'utf8' })) as EffectiveSetting[];
    expect(byName(json).CONFORMANCE_CONCURRENCY).toMatchObject({ value: '2', source: 'environment' });
    expect(byName(json).CONFORMANCE_API_KEY).toMatchObject({ source: '.env', value: '(set, not shown)' });
    const text = execFileSync(process.execPath, [bin, 'settings'], { cwd: dir, env, encoding: 'utf8' });
    expect(text).toMatch(/^CONFORMANCE_CONCURRENCY +2 +environment /m);
    expect(text + JSON.stringify(json)).not.toContain('sk_from_dotenv');
  }, 60_000);
});
