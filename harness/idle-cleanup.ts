// Cleanup while the pacer waits: when a request is held for its rate-limit window to reset, the users that finished
// suite files created are deleted with what the current window has left of user deletion, instead of all at the end.
// The final cleanup then has less to do after the last check, so a rate-limited run needs fewer windows. Only users
// of files that have finished are touched (never anything the running check may be looking at), only when the
// deletion is sent without a wait, and a deletion that does not succeed is simply left to the final cleanup.
import { operation } from '../contracts/spec-data.js';
import type { Api } from './client.js';
import { deleteEntry } from './cleanup.js';
import { appendLedger, ledgerRef, type CreatedEntry, type KeyName } from './ledger.js';

type UserEntry = CreatedEntry & { kind: 'user' };

export interface IdleCleanupOptions {
  runDir: string;
  apis: Partial<Record<KeyName, Api>>;
  /** Stop starting deletions this long before the wait ends (ms). */
  marginMs?: number;
  now?: () => number;
}

export class IdleCleanup {
  private currentFile: string | undefined;
  private current: UserEntry[] = [];
  private finished: UserEntry[] = [];
  private readonly group = operation('deleteUser').group;
  deletedCount = 0;

  constructor(private readonly options: IdleCleanupOptions) {}

  /** The checks of `file` start: every earlier file is done. */
  fileStarted(file: string): void {
    if (file === this.currentFile) return;
    this.finished.push(...this.current);
    this.current = [];
    this.currentFile = file;
  }

  noteCreated(entry: CreatedEntry): void {
    if (entry.kind === 'user') this.current.push(entry);
  }

  noteDeleted(ref: string): void {
    const keep = (e: UserEntry) => ledgerRef(e) !== ref;
    this.current = this.current.filter(keep);
    this.finished = this.finished.filter(keep);
  }

  /** Users waiting for idle time (for tests and diagnostics). */
  pending(): string[] {
    return this.finished.map((e) => e.userIdentifier);
  }

  /** Delete finished files' users until `untilMs` (our clock) comes near or the window has no deletion left. */
  async run(untilMs: number): Promise<void> {
    const now = this.options.now ?? Date.now;
    const margin = this.options.marginMs ?? 1500;
    while (this.finished.length) {
      if (now() > untilMs - margin) return;
      const entry = this.finished[0];
      const api = this.options.apis[entry.key];
      if (!api) {
        this.finished.shift();
        continue;
      }
      if (!api.pacer.canSendNow(this.group)) return;
      let outcome: 'deleted' | 'gone' | number;
      try {
        // expect429: no wait and no retry here; a 429 leaves the user to the final cleanup.
        outcome = await deleteEntry(api, entry, { expect429: true });
      } catch {
        this.finished.shift();
        continue;
      }
      if (outcome === 'deleted' || outcome === 'gone') {
        this.finished.shift();
        if (outcome === 'deleted') this.deletedCount += 1;
        appendLedger(this.options.runDir, {
          kind: 'deleted',
          key: entry.key,
          ref: ledgerRef(entry),
          by: outcome === 'deleted' ? 'cleanup' : 'check',
          at: new Date().toISOString(),
        });
      } else if (outcome === 429) {
        return; // the window is spent after all (a shared key): leave the rest to the final cleanup
      } else {
        this.finished.shift(); // refused: the final cleanup tries again and reports it
      }
    }
  }
}
