// harness/effective-settings.ts: `partner-dns-conformance settings`: every setting with the value a run here would use and where it comes
// from (the environment, .env, the default, or unset), plus its flag and meaning; `--json` for tools. Keys are never shown, only whether set.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { SETTING_LIST } from './settings.js';

export type SettingSource = 'environment' | '.env' | 'default' | 'unset';

export interface EffectiveSetting {
  variable: string;
  /** What a run would use; for a key, "(set, not shown)". Undefined when unset without a default. */
  value?: string;
  source: SettingSource;
  flag?: string;
  meaning: string;
}

const SECRET = new Set(['CONFORMANCE_API_KEY', 'CONFORMANCE_SECOND_API_KEY']);

/** Each setting as this folder's environment and .env give it (real variables win over .env, as in a run). */
export function effectiveSettings(env: Record<string, string | undefined> = process.env, envFile = resolve('.env')): EffectiveSetting[] {
  const fromFile: Record<string, string> = {};
  if (existsSync(envFile)) loadDotenv({ path: envFile, processEnv: fromFile, quiet: true });
  return SETTING_LIST.map((s) => {
    const [raw, source]: [string | undefined, SettingSource] =
      env[s.env] !== undefined
        ? [env[s.env], 'environment']
        : fromFile[s.env] !== undefined
          ? [fromFile[s.env], '.env']
          : [s.default, s.default !== undefined ? 'default' : 'unset'];
    const value = raw !== undefined && SECRET.has(s.env) && source !== 'default' ? '(set, not shown)' : raw;
    return {
      variable: s.env,
      ...(value !== undefined ? { value } : {}),
      source,
      ...(s.flag ? { flag: s.flag.split(' ')[0] } : {}),
      meaning: s.summary.replace(/`/g, ''),
    };
  });
}

/** One setting a line: variable, value, source, flag, meaning, in columns. */
export function effectiveSettingsText(rows: EffectiveSetting[]): string {
  const cells = rows.map((r) => [r.variable, r.value === undefined ? '-' : r.value, r.source, r.flag ?? '(environment only)', r.meaning]);
  const header = ['VARIABLE', 'VALUE', 'SOURCE', 'FLAG', 'MEANING'];
  const widths = [0, 1, 2, 3].map((i) => Math.min(48, Math.max(header[i]!.length, ...cells.map((c) => c[i]!.length))));
  const line = (c: string[]) => c.map((v, i) => (i < 4 ? v.padEnd(widths[i]!) : v)).join('  ');
  return `${[header, ...cells].map(line).join('\n')}\n`;
}
