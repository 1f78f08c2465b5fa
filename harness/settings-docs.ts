// harness/settings-docs.ts: the settings' documentation, made from their one declaration (settings.ts): the README's
// two tables and .env.example (`partner-dns-conformance settings` is harness/effective-settings.ts). tests/harness/settings-docs.test.ts
// fails when the committed README or .env.example differ from it; `npm run docs:settings` writes them.
import { readFileSync, writeFileSync } from 'node:fs';
import { SETTING_LIST, type Setting } from './settings.js';

type Listed = (typeof SETTING_LIST)[number];

const ROOT = new URL('../', import.meta.url);
export const README = new URL('README.md', ROOT);
export const ENV_EXAMPLE = new URL('.env.example', ROOT);

const BEGIN = (table: string) => `<!-- ${table}: made from harness/settings.ts by \`npm run docs:settings\`; edit there -->`;
const END = (table: string) => `<!-- /${table} -->`;

function defaultText(s: Setting<unknown>): string {
  if (s.default !== undefined) return `\`${s.default}\``;
  return s.unset === 'unset' || s.unset?.startsWith('required') ? (s.unset ?? 'unset') : `unset: ${s.unset}`;
}

function meaning(s: Listed): string {
  const flag = s.flag ? ` Flag: \`${s.flag.split(' ')[0]}\`.` : '';
  return `${s.summary}${s.details ? ` ${s.details}` : ''}${flag}`;
}

/** One README table: the run's settings, or the self-test's. */
export function settingsTable(selfTest: boolean): string {
  const rows = SETTING_LIST.filter((s) => Boolean(s.selfTest) === selfTest).map((s) => `| \`${s.env}\` | ${defaultText(s)} | ${meaning(s)} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with both tables made again from the declaration. */
export function readmeWithSettings(readme: string): string {
  let out = readme;
  for (const [name, selfTest] of [
    ['settings', false],
    ['self-test-settings', true],
  ] as const) {
    const begin = out.indexOf(BEGIN(name));
    const end = out.indexOf(END(name));
    if (begin < 0 || end < begin) throw new Error(`README.md has no ${BEGIN(name)} ... ${END(name)} block`);
    out = `${out.slice(0, begin)}${BEGIN(name)}\n${settingsTable(selfTest)}\n${out.slice(end)}`;
  }
  return out;
}

/** .env.example: each setting commented out, with its summary; a value where there is a default or an example. */
export function envExample(): string {
  const lines = [
    '# partner-dns-conformance settings. Copy to .env (never commit it) or export them; real variables win over .env.',
    '# With no CONFORMANCE_BASE_URL the run starts the embedded reference server and uses its own keys and fixtures.',
    '# Made from harness/settings.ts by `npm run docs:settings`: edit there.',
  ];
  let selfTest = false;
  for (const s of SETTING_LIST) {
    if (s.selfTest && !selfTest) {
      selfTest = true;
      lines.push('', '# Self-test only (the suite’s own tests).');
    }
    const unset = s.default !== undefined || s.unset === 'unset' ? '' : s.unset?.startsWith('required') ? ` (${s.unset})` : ` Unset: ${s.unset}.`;
    lines.push('', `# ${s.summary.replace(/`/g, '')}${unset}`);
    lines.push(`# ${s.env}=${s.example ?? s.default ?? ''}`);
  }
  return `${lines.join('\n')}\n`;
}

export function writeSettingsDocs(): void {
  writeFileSync(README, readmeWithSettings(readFileSync(README, 'utf8')));
  writeFileSync(ENV_EXAMPLE, envExample());
}
