// tests/harness/settings-docs.test.ts: every setting is declared once (harness/settings.ts); the README's tables,
// .env.example, parseConfig's defaults and the CLI's flags all follow that declaration.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../harness/config.js';
import { ENV_EXAMPLE, envExample, README, readmeWithSettings } from '../../harness/settings-docs.js';
import { SETTING_LIST } from '../../harness/settings.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

describe('settings declared once', () => {
  it('the README tables are the ones made from harness/settings.ts (npm run docs:settings)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toBe(readmeWithSettings(readme));
  });

  it('.env.example is the one made from harness/settings.ts (npm run docs:settings)', () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
  });

  it("parseConfig applies each declared default, and the declared default is the setting's own value", () => {
    const config = parseConfig({}) as unknown as Record<string, unknown>;
    for (const s of SETTING_LIST.filter((x) => x.default !== undefined && x.key in config)) {
      expect(config[s.key], s.env).toEqual(s.parse(s.default as string, s.env));
    }
  });

  it('the secrets and the proxy variables have no flag; every other setting of a command is a flag of it, naming its variable', () => {
    expect(SETTING_LIST.filter((s) => !s.flag).map((s) => s.env)).toEqual([
      'CONFORMANCE_API_KEY',
      'CONFORMANCE_SECOND_API_KEY',
      'CONFORMANCE_CLIENT_KEY_PASSPHRASE',
      'HTTPS_PROXY',
      'HTTP_PROXY',
      'NO_PROXY',
      'CONFORMANCE_CHROMIUM',
    ]);
    for (const command of ['run', 'list', 'sweep'] as const) {
      // The help wraps its lines: each option's text runs from its flag to the next option's.
      const help = execFileSync(TSX, ['harness/cli.ts', command, '--help'], { cwd: ROOT, encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const s of SETTING_LIST.filter((x) => x.commands?.includes(command))) {
        const at = help.indexOf(` ${s.flag} `);
        expect(at, `${command} ${s.flag}`).toBeGreaterThan(0);
        expect(help.slice(at, help.indexOf(' --', at + 1)), `${command} ${s.flag}`).toContain(`(${s.env})`);
      }
    }
  }, 120_000);
});
