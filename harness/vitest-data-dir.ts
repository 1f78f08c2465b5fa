// harness/vitest-data-dir.ts: vitest's user data folder (where it keeps its API token) moved to a private folder of
// the OS temp dir, so that a run writes nothing under $HOME, whatever $HOME is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let chosen: string | undefined;

/**
 * vitest 5 writes an API token to `$XDG_DATA_HOME/vitest/` (default `~/.local/share/vitest/`) each time it is
 * created, even with its API off, and stops with "Failed to create Vitest API token" when neither that nor
 * `node_modules/.vitest` is writable: an unwritable HOME (`docker run --user`, random uids) and a read-only install.
 * The token serves only vitest's UI and API server, which a conformance run never opens, so one fresh folder per
 * process serves it, removed when the process exits. Call before creating vitest; calling again changes nothing
 * (the run and the catalogue it collects beside its checks each create one vitest, at the same time).
 */
export function usePrivateVitestDataDir(): string {
  if (chosen) return chosen;
  const dir = mkdtempSync(join(tmpdir(), 'pdc-vitest-'));
  chosen = dir;
  process.env.XDG_DATA_HOME = dir;
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
