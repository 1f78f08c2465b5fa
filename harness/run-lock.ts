// harness/run-lock.ts: run.lock, the mark of a run in progress in its run folder: a sweep leaves that folder's ledger
// alone while the run lives. A lock outlives a killed run, and its pid is soon another process's (issue 28: a stale
// lock naming a live pid made `sweep` say "nothing to sweep"). So the lock also holds the process's start time where
// the system tells it (/proc/<pid>/stat on Linux), and a live pid counts only if it is that same process; a lock with
// no start time (an older suite's, or a system without /proc) counts only if its pid is a Node.js process.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const RUN_LOCK = 'run.lock';

interface LockContent {
  pid: number;
  /** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); absent where unknown. */
  startTicks?: string;
}

export function writeRunLock(runDir: string): void {
  const startTicks = processStartTicks(process.pid);
  const lock: LockContent = { pid: process.pid, ...(startTicks ? { startTicks } : {}) };
  writeFileSync(join(runDir, RUN_LOCK), JSON.stringify(lock));
}

/** The run that wrote the folder's lock is still running (never this process itself). */
export function runIsAlive(dir: string): boolean {
  const file = join(dir, RUN_LOCK);
  if (!existsSync(file)) return false;
  const lock = parseLock(readFileSync(file, 'utf8'));
  if (!lock || lock.pid === process.pid) return false;
  try {
    process.kill(lock.pid, 0);
  } catch {
    return false;
  }
  const now = processStartTicks(lock.pid);
  if (lock.startTicks !== undefined && now !== undefined) return now === lock.startTicks;
  const command = processCommand(lock.pid);
  // Where nothing can be read of the process, a live pid is taken at its word, as before.
  return command === undefined || /(^|\/)node[^/]*$/.test(command.split('\0')[0] ?? '');
}

function parseLock(text: string): LockContent | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) }; // an older suite's lock: the pid alone
  try {
    const lock = JSON.parse(trimmed) as Partial<LockContent>;
    if (!Number.isInteger(lock.pid) || (lock.pid as number) <= 0) return undefined;
    return { pid: lock.pid as number, ...(typeof lock.startTicks === 'string' ? { startTicks: lock.startTicks } : {}) };
  } catch {
    return undefined;
  }
}

function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function processCommand(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}
