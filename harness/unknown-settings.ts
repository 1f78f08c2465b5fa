// harness/unknown-settings.ts: a CONFORMANCE_* name the suite does not know, in the environment or in .env, is a
// mistake (a typo would otherwise run silently against the embedded reference and pass): exit 2, naming the closest.
import { closestName } from './closest-name.js';
import { ConfigError, SETTINGS } from './settings.js';

/** Every declared setting, the self-test ones (CONFORMANCE_CHROMIUM, the reference's faults and variants) included. */
export function knownSettingNames(): string[] {
  return Object.values(SETTINGS).map((s) => s.env);
}

/** Throws a ConfigError for the first unknown CONFORMANCE_* name of `env`; `where` says where it was found. */
export function assertKnownSettings(env: Record<string, string | undefined>, where: string): void {
  const known = knownSettingNames();
  const unknown = Object.keys(env)
    .filter((name) => name.toUpperCase().startsWith('CONFORMANCE_') && !known.includes(name))
    .sort();
  if (!unknown.length) return;
  const [name] = unknown;
  const hint = closestName(name, known);
  throw new ConfigError(
    name,
    `unknown setting in ${where}${hint ? `: did you mean ${hint}?` : ''} ` +
      `(\`partner-dns-conformance settings\` lists every setting${unknown.length > 1 ? `; also unknown: ${unknown.slice(1).join(', ')}` : ''})`,
  );
}
