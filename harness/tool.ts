// harness/tool.ts: the suite's name and version (package.json), cheap to import: `--version` and every report use it.
import { readFileSync } from 'node:fs';

export const TOOL_NAME = 'partner-dns-conformance';

export function toolVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
