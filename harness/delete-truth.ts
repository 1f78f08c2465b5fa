// harness/delete-truth.ts: when a DELETE answered 404 may count as "already gone" (issue 28). A target that answers 404
// to every DELETE (a gateway that routes no DELETE, a broken handler) would otherwise make a cleanup report everything
// gone and close its ledger while everything is still there. A 404 is trusted only when the same kind of deletion
// (user, record) has succeeded in this cleanup (the target does delete, so its 404 means "no such resource", §7), or
// when a fresh read of the resource agrees it is not there; otherwise the entry stays open, with the reason.
import { type Api, TransportError } from './client.js';

export type DeletedKind = 'user' | 'record';

export type GoneTarget = { kind: 'user'; userIdentifier: string } | { kind: 'record'; domainId: string; recordId: string };

/** What the cleanup's DELETEs showed of the target: which kinds of deletion it has carried out (a 2xx). */
export class DeleteTrust {
  private readonly succeeded = new Set<DeletedKind>();

  /** A DELETE of this kind was answered 2xx: the target deletes, so its 404s for that kind mean what they say. */
  deleted(kind: DeletedKind): void {
    this.succeeded.add(kind);
  }

  /** A 404 of this kind can be believed without a fresh read. */
  trusts404(kind: DeletedKind): boolean {
    return this.succeeded.has(kind);
  }
}

/** Why a 404 could not be believed, or undefined when the resource is confirmed gone. */
export async function confirmGone(api: Api, what: GoneTarget, trust: DeleteTrust): Promise<string | undefined> {
  if (trust.trusts404(what.kind)) return undefined;
  const found = await stillThere(api, what);
  if (found === false) return undefined;
  return found === true
    ? 'DELETE answered 404, but a fresh read still finds it (the target may answer 404 to every DELETE); the ledger stays open'
    : `DELETE answered 404, and no fresh read could confirm it is gone (${found}); the ledger stays open`;
}

/**
 * A fresh read: true (it is there), false (the read says it is not), or why the read could not tell. A user is read
 * by GET /api/v1/users/{user_identifier} (§4.2); a record by its domain's listing (§4.4), else by the core read (§4.1).
 */
async function stillThere(api: Api, what: GoneTarget): Promise<boolean | string> {
  try {
    if (what.kind === 'user') {
      const res = await api.call('getUser', { params: { user_identifier: what.userIdentifier } });
      if (res.status === 404) return false;
      if (res.status === 200) return true;
      return `GET user answered ${res.status}`;
    }
    const list = await api.call('listDnsRecords', { params: { domain_id: what.domainId } });
    const records = list.body?.records;
    if (list.status === 200 && Array.isArray(records)) return records.some((r: { id?: unknown }) => String(r?.id) === what.recordId);
    const core = await api.call('getCoreDnsRecord', { params: { id: what.recordId } });
    if (core.status === 404) return false;
    if (core.status === 200) return true;
    return `listing answered ${list.status}, core read answered ${core.status}`;
  } catch (error) {
    return error instanceof TransportError ? error.message : String(error);
  }
}
