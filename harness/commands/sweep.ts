// `sweep`: deletes on the target what crashed runs left, from the ledgers of their run folders (the run prefix
// marks everything a run creates; nothing else is touched).
import { cleanupClients, cleanupLedger, uncleanedRunDirs } from '../cleanup.js';
import { ConfigError, type Config } from '../config.js';
import { configuredTarget } from '../target.js';

export async function sweep(config: Config, write: (line: string) => void): Promise<void> {
  const target = configuredTarget(config);
  if (!target) throw new ConfigError('CONFORMANCE_BASE_URL', 'sweep needs a target (the embedded reference keeps nothing between runs)');
  const clients = cleanupClients(target.baseUrl, target.apiKey, target.secondApiKey, config.timeoutMs);
  const dirs = uncleanedRunDirs(config.reportDir);
  if (!dirs.length) write('nothing to sweep');
  for (const dir of dirs) {
    const s = await cleanupLedger(dir, clients);
    write(`${dir}: ${s.deleted} deleted, ${s.alreadyGone} already gone, ${s.failed.length} could not be deleted`);
    for (const f of s.failed) write(`  ${f.entry}: ${f.reason}`);
  }
}
