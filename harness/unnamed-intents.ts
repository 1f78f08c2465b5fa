// harness/unnamed-intents.ts: creations of unknown outcome whose names carry no run prefix (a createUser without a
// user_identifier, a bulk create at `@`; issue 28). The prefix cannot find them, so they are judged against the
// listings the cleanup read: nothing there that they asked for closes them as "nothing to find" (with the reason);
// a record that matches what was asked and whose content carries the run prefix is the run's, and is deleted; a match
// that carries no prefix is never touched and stays open, saying why. Without a listing they stay open as before.
import { carriesPrefix } from './cleanup.js';
import type { IntentEntry } from './ledger.js';

export type UnnamedVerdict = { verdict: 'nothing-to-find'; reason: string } | { verdict: 'delete'; recordIds: string[] } | { verdict: 'open'; reason: string };

type Listed = { id?: unknown; type?: unknown; name?: unknown; content?: unknown };

/** True when the intent names nothing the run prefix can find: no user identifier, or a record name without the prefix. */
export function unnamed(intent: IntentEntry, prefix: string): boolean {
  if (intent.operation === 'createUser') return intent.userIdentifier === undefined || !carriesPrefix(intent.userIdentifier, prefix);
  return !intent.names?.length || !intent.names.every((n) => carriesPrefix(n, prefix));
}

/**
 * `users`: the key's user identifiers (a complete listing) or undefined; `records`: the intent's domain's records
 * (listed) or undefined.
 */
export function judgeUnnamed(intent: IntentEntry, prefix: string, users: Set<string> | undefined, records: Listed[] | undefined): UnnamedVerdict {
  if (intent.operation === 'createUser') {
    // §2.1: user_identifier is required; a request without one creates nothing a conforming target keeps, and what a
    // lenient target made of it has a name only the target knows: no listing can tell it from the partner's own users.
    if (intent.userIdentifier === undefined)
      return { verdict: 'nothing-to-find', reason: 'the request named no user_identifier (§2.1: required), so nothing it may have made can be told apart' };
    if (!users) return { verdict: 'open', reason: 'its user carries no run prefix and the users could not be listed' };
    return users.has(intent.userIdentifier.toLowerCase()) || users.has(intent.userIdentifier)
      ? { verdict: 'open', reason: `user ${intent.userIdentifier} is on the target but carries no run prefix: not deleted, check it by hand` }
      : { verdict: 'nothing-to-find', reason: `the users listing holds no user ${intent.userIdentifier}` };
  }
  if (!records) return { verdict: 'open', reason: `the records of domain ${intent.domainId ?? '?'} could not be listed` };
  const asked = intent.records ?? (intent.names ?? []).map((name) => ({ name }));
  // A template's records are named by the target (§4.4): what to look for is not known, so it cannot be closed.
  if (!asked.length) return { verdict: 'open', reason: 'it asked for no record names (a template names its records itself): check the domain by hand' };
  const matches = records.filter((r) => asked.some((a) => sameRecord(a, r)));
  if (!matches.length) {
    return {
      verdict: 'nothing-to-find',
      reason: `the listing of domain ${intent.domainId} holds no record it asked for (${asked.map((a) => a.name).join(', ')})`,
    };
  }
  const ours = matches.filter(
    (r) =>
      carriesPrefix(r.content, prefix) ||
      String(r.content ?? '')
        .toLowerCase()
        .startsWith(`${prefix}-`),
  );
  if (ours.length === matches.length) return { verdict: 'delete', recordIds: ours.map((r) => String(r.id)) };
  return {
    verdict: 'open',
    reason: `domain ${intent.domainId} holds ${matches.length - ours.length} record(s) like those it asked for without the run prefix: left, check by hand`,
  };
}

/** Same name, and the same type and content where the intent recorded them (names compared without case, §2.3). */
function sameRecord(asked: { name: string; type?: string; content?: string }, listed: Listed): boolean {
  if (typeof listed.name !== 'string' || listed.name.toLowerCase() !== asked.name.toLowerCase()) return false;
  if (asked.type !== undefined && String(listed.type).toUpperCase() !== asked.type.toUpperCase()) return false;
  return asked.content === undefined || listed.content === asked.content;
}
