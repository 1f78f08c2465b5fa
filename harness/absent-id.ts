// Ids that name nothing, in the target's own shape (§7 404 "User, domain or record does not exist"; AMB-ID-SHAPE): a made-up id of
// another shape may fairly be refused as a malformed parameter (400/422) by a target with typed ids (UUIDs, integers, prefixed keys).
import type { CheckContext } from './check.js';
import { expectSuccess } from './expect.js';
import { createRecord } from './records.js';

/** How many trailing characters are redrawn: enough that a redrawn id collides with a real one only by chance (16^8, 10^8). */
const REDRAWN = 8;

function drawFrom(alphabet: string, random: () => number): string {
  return alphabet[Math.floor(random() * alphabet.length)];
}

/**
 * An id shaped like `real` that is not `real`: an all-digit id becomes nines (a sequence never reaches it), a short counter at the end
 * ("rec_17") becomes nine nines, and otherwise the last alphanumerics are redrawn in their own class (digits stay digits, hex stays hex,
 * case stays case), so a UUID stays a UUID and "rec_8f3k2j" keeps its prefix.
 */
export function absentIdLike(real: string, random: () => number = Math.random): string {
  if (/^\d+$/.test(real)) {
    const nines = '9'.repeat(Math.min(Math.max(real.length, 9), 18));
    return nines === real ? '8'.repeat(nines.length) : nines;
  }
  const counter = real.match(/^([A-Za-z]{0,6}[_-]?)(\d{1,6})$/);
  if (counter) return `${counter[1]}999999999`;
  const hexOnly = /^[0-9a-f-]+$/i.test(real.replace(/^[a-z]+_/i, ''));
  for (;;) {
    const chars = [...real];
    let left = REDRAWN;
    for (let i = chars.length - 1; i >= 0 && left > 0; i -= 1) {
      const c = chars[i];
      if (/[0-9]/.test(c)) chars[i] = drawFrom('0123456789', random);
      else if (/[a-f]/.test(c) && hexOnly) chars[i] = drawFrom('0123456789abcdef', random);
      else if (/[A-F]/.test(c) && hexOnly) chars[i] = drawFrom('0123456789ABCDEF', random);
      else if (/[a-z]/.test(c)) chars[i] = drawFrom('abcdefghijklmnopqrstuvwxyz', random);
      else if (/[A-Z]/.test(c)) chars[i] = drawFrom('ABCDEFGHIJKLMNOPQRSTUVWXYZ', random);
      else break;
      left -= 1;
    }
    const out = chars.join('');
    if (out !== real) return out;
  }
}

/** The kind of id a target uses, for the report: a UUID, an integer, or another string. */
export function idShape(id: string): 'uuid' | 'integer' | 'other' {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return 'uuid';
  return /^\d+$/.test(id) ? 'integer' : 'other';
}

/** A domain id of the fixture domain's shape that names no domain. */
export function absentDomainId(ctx: CheckContext): string {
  return absentIdLike(String(ctx.domain.id));
}

/** An extended record id of the target's shape that names no record: a record of this check's own, created and deleted, then redrawn. */
export async function absentRecordId(ctx: CheckContext): Promise<string> {
  const created = await createRecord(ctx, { type: 'TXT', name: ctx.uniqueName('absent'), content: 'shape of an id', ttl: 300 });
  await expectSuccess(ctx, await ctx.api.call('deleteDnsRecord', { params: { domain_id: ctx.domain.id, record_id: created.id } }), 'deleteDnsRecord');
  return absentIdLike(String(created.id));
}

/** A core record id of the target's shape that names no record (the core store may be another, with ids of its own: AMB-SHARED-DNS-STORE). */
export async function absentCoreRecordId(ctx: CheckContext): Promise<string> {
  const res = await ctx.api.call('createCoreDnsRecord', {
    body: { domain_id: ctx.domain.id, type: 'TXT', name: ctx.uniqueName('absent'), value: 'shape of an id', ttl: 3600 },
  });
  const created = await expectSuccess(ctx, res, 'createCoreDnsRecord', 'core');
  await expectSuccess(ctx, await ctx.api.call('deleteCoreDnsRecord', { params: { id: created.id } }), 'deleteCoreDnsRecord', 'core');
  return absentIdLike(String(created.id));
}
