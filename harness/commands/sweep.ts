// `sweep`: deletes on the target what crashed, killed or interrupted runs left: what their ledgers confirm, then what
// carries their run prefix (creations whose answer was lost). It refuses a ledger of another target or key (exit 2,
// one message, nothing touched), and closes a ledger only when every entry is confirmed gone; a dead target or a
// refused deletion leaves it open (exit 2, the same command to run again). `--orphans` then deletes what runs over
// their deadline left under the keys with no ledger at all (harness/orphans.ts says why a live run is never touched).
import { relative } from 'node:path';
import { cleanupClients, cleanupLedger, closeEmbeddedLedgers, LedgerTargetMismatch, targetMismatchOf, uncleanedRunDirs } from '../cleanup.js';
import { ConfigError, type Config } from '../config.js';
import { consoleText } from '../console-text.js';
import { orphanLine, sweepOrphans } from '../orphans.js';
import { configuredTarget } from '../target.js';
import { transportVariables } from '../transport-settings.js';

/** The command that sweeps what a run left on this target (the keys come from the environment, never shown). */
export function sweepCommand(
  config: Pick<Config, 'reportDir'> & Partial<Pick<Config, 'transport'>>,
  baseUrl: string,
  fixtureUser: string,
  second: boolean,
): string {
  // The sweep reaches the target as the run did: the variables of its gateway headers and client certificate are named too.
  const reach = transportVariables(config.transport).map((name) => ` ${name}=…`);
  const keys = `CONFORMANCE_API_KEY=…${second ? ' CONFORMANCE_SECOND_API_KEY=…' : ''}${reach.join('')}`;
  const rel = relative(process.cwd(), config.reportDir);
  const dir = rel === '' ? '.' : rel.startsWith('..') ? config.reportDir : rel;
  return `${keys} partner-dns-conformance sweep --base-url ${baseUrl} --fixture-user ${fixtureUser} --report-dir ${dir}`;
}

/** Sweeps every open ledger of the report folder; returns the exit code (0 all closed, 2 refused or something left). */
export async function sweep(config: Config, write: (line: string) => void, options: { orphans?: boolean } = {}): Promise<0 | 2> {
  const target = configuredTarget(config);
  if (!target) throw new ConfigError('CONFORMANCE_BASE_URL', 'sweep needs a target (the embedded reference keeps nothing between runs)');
  const clients = cleanupClients(target.baseUrl, target.apiKey, target.secondApiKey, config.timeoutMs);
  const dirs = closeEmbeddedLedgers(uncleanedRunDirs(config.reportDir));
  // Refused before anything is sent: one ledger of another target or key stops the sweep (nothing is marked done).
  const refused = dirs.flatMap((dir) => {
    const why = targetMismatchOf(dir, clients.target);
    return why ? [`${relative(process.cwd(), dir) || dir}: ${why}`] : [];
  });
  if (refused.length) {
    write(`sweep refused: ${refused.length} ledger(s) of another target or key, nothing was sent or marked done: ${refused.join('; ')}`);
    return 2;
  }
  if (!dirs.length) write(options.orphans ? 'no open ledger to sweep' : 'nothing to sweep');
  let left = 0;
  for (const dir of dirs) {
    try {
      const s = await cleanupLedger(dir, clients);
      left += s.left ?? s.failed.length;
      write(
        `${dir}: ${s.deleted} deleted, ${s.found ?? 0} found by the run prefix and deleted, ${s.alreadyGone} already gone, ` +
          `${s.left ?? s.failed.length} left${s.clean ? ' (closed)' : ' (the ledger stays open)'}`,
      );
      for (const f of s.failed) write(`  ${consoleText(f.entry)}: ${consoleText(f.reason)}`); // names and answers of the target
      for (const n of s.nothingToFind ?? []) write(`  closed, nothing to find: ${consoleText(n.entry)}: ${consoleText(n.reason)}`);
    } catch (error) {
      if (!(error instanceof LedgerTargetMismatch)) throw error;
      write(`sweep refused: ${error.message}`);
      return 2;
    }
  }
  if (options.orphans) {
    // Ledgers gone (a CI cancel throws the workspace away): found by the run prefix, only runs over their deadline.
    const orphans = await sweepOrphans(clients, {
      fixtureUser: target.fixtureUser,
      foreignDomainId: target.foreignDomainId,
      deadlineMs: config.runDeadlineMs,
    });
    write(orphanLine(orphans, config.runDeadlineMs));
    for (const f of orphans.left) write(`  ${consoleText(f.entry)}: ${consoleText(f.reason)}`);
    left += orphans.left.length;
  }
  if (left) {
    write(`${left} left on the target; sweep again once it answers: ${sweepCommand(config, target.baseUrl, target.fixtureUser, Boolean(target.secondApiKey))}`);
    return 2;
  }
  return 0;
}
