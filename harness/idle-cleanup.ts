// Cleanup while the pacer waits: when a request is held for its rate-limit window to reset, the users that finished
// suite files created are deleted with what the current window has left of user deletion, instead of all at the end.
// The final cleanup then has less to do after the last check, so a rate-limited run needs fewer windows. Only users
// of files that have finished are touched (never anything the running check may be looking at), only when the
// deletion is sent without a wait, and a deletion that does not succeed is simply left to the final cleanup.
// While a file that reads no DNS record runs (RECORD_BLIND_FILES), finished files' records are deleted too: the
// final cleanup otherwise deletes them one by one after the last check (about 75 in a full run, 8 s at 100 ms each).
import { basename } from 'node:path';
import { operation } from '../contracts/spec-data.js';
import type { Api } from './client.js';
import { deleteEntry } from './cleanup.js';
import { appendLedger, ledgerRef, type CreatedEntry, type KeyName } from './ledger.js';

type UserEntry = CreatedEntry & { kind: 'user' };
type RecordEntry = CreatedEntry & { kind: 'record' };

/**
 * Suite files whose checks read no DNS record, of the fixture domain or any other: while one of them runs, deleting the
 * records earlier files created cannot change what a check judges. The transfer file reads only transfers and the user
 * that owns them, and runs next to last (harness/conformance.vitest.config.ts RUN_LAST), waiting for its third transfer
 * window with only the bulk file left to run; records that one creates come after, and the final cleanup deletes them.
 * tests/harness/idle-cleanup.test.ts fails when one of these files names a DNS operation.
 */
export const RECORD_BLIND_FILES = ['transfers.test.ts'];

export interface IdleCleanupOptions {
  runDir: string;
  apis: Partial<Record<KeyName, Api>>;
  /** Stop starting deletions this long before the wait ends (ms). */
  marginMs?: number;
  now?: () => number;
  /** Files during which finished files' records may be deleted too (basenames; default RECORD_BLIND_FILES). */
  recordBlindFiles?: string[];
}

export class IdleCleanup {
  private currentFile: string | undefined;
  private current: UserEntry[] = [];
  private readonly finished: UserEntry[] = [];
  private currentRecords: RecordEntry[] = [];
  private readonly finishedRecords: RecordEntry[] = [];
  private readonly userGroup = operation('deleteUser').group;
  deletedCount = 0;

  private readonly options: IdleCleanupOptions;
  constructor(options: IdleCleanupOptions) {
    this.options = options;
  }

  /** The checks of `file` start: every earlier file is done. */
  fileStarted(file: string): void {
    if (file === this.currentFile) return;
    this.finished.push(...this.current);
    this.finishedRecords.push(...this.currentRecords);
    this.current = [];
    this.currentRecords = [];
    this.currentFile = file;
  }

  noteCreated(entry: CreatedEntry): void {
    if (entry.kind === 'user') this.current.push(entry);
    else if (entry.kind === 'record') this.currentRecords.push(entry);
  }

  /** In place: a deletion a check makes while run() goes through the lists must reach the lists it goes through. */
  noteDeleted(ref: string): void {
    for (const list of [this.current, this.finished, this.currentRecords, this.finishedRecords] as CreatedEntry[][]) {
      const at = list.findIndex((e) => ledgerRef(e) === ref);
      if (at >= 0) list.splice(at, 1);
    }
  }

  /** Users waiting for idle time, then records (for tests and diagnostics). */
  pending(): string[] {
    return [...this.finished.map((e) => e.userIdentifier), ...this.finishedRecords.map((e) => e.recordId)];
  }

  /** Delete finished files' users, and their records while the running file reads none, until `untilMs` (our clock) comes near. */
  async run(untilMs: number): Promise<void> {
    await this.drain(this.finished, untilMs);
    const blind = this.options.recordBlindFiles ?? RECORD_BLIND_FILES;
    if (this.currentFile !== undefined && blind.includes(basename(this.currentFile))) await this.drain(this.finishedRecords, untilMs);
  }

  /**
   * Delete from `queue`, in order, until the wait comes near its end. An entry whose group's window has no deletion left stays for the final
   * cleanup, and so does the rest of its group (and key); the entries of other groups go on: a core record's window spent (100 a minute)
   * leaves the record deletion window (300 a minute) as it was.
   */
  private async drain(queue: Array<UserEntry | RecordEntry>, untilMs: number): Promise<void> {
    const now = this.options.now ?? Date.now;
    const margin = this.options.marginMs ?? 1500;
    const spent = new Set<string>();
    const drop = (entry: UserEntry | RecordEntry) => {
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
    };
    // Over a copy: a check may delete an entry (noteDeleted) while a deletion here awaits its answer.
    for (const entry of [...queue]) {
      if (now() > untilMs - margin) return;
      if (!queue.includes(entry)) continue;
      const api = this.options.apis[entry.key];
      if (!api) {
        drop(entry);
        continue;
      }
      const group = this.groupOf(entry);
      if (spent.has(`${group}@${entry.key}`) || !api.pacer.canSendNow(group)) {
        spent.add(`${group}@${entry.key}`);
        continue;
      }
      let outcome: 'deleted' | 'gone' | number;
      try {
        // expect429: no wait and no retry here; a 429 leaves the entry to the final cleanup.
        outcome = await deleteEntry(api, entry, { expect429: true });
      } catch {
        drop(entry);
        continue;
      }
      if (outcome === 'deleted') {
        drop(entry);
        this.deletedCount += 1;
        appendLedger(this.options.runDir, { kind: 'deleted', key: entry.key, ref: ledgerRef(entry), by: 'cleanup', at: new Date().toISOString() });
      } else if (outcome === 'gone') {
        // No marker: a 404 alone is not proof (a target may answer 404 to every DELETE); the final cleanup confirms it (harness/delete-truth.ts).
        drop(entry);
      } else if (outcome === 429) {
        return; // the window is spent after all (a shared key): leave the rest to the final cleanup
      } else {
        drop(entry); // refused: the final cleanup tries again and reports it
      }
    }
  }

  private groupOf(entry: UserEntry | RecordEntry): string {
    if (entry.kind === 'user') return this.userGroup;
    return operation(entry.via === 'core' ? 'deleteCoreDnsRecord' : 'deleteDnsRecord').group;
  }
}
