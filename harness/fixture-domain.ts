// harness/fixture-domain.ts: the fixture user's domain the DNS checks work on (GET /api/v1/users/{id}/domains, §4.2),
// an active one when there is one; each shard of a split run takes its own.
import { type Api, TransportError } from './client.js';
import type { Config } from './config.js';
import { TargetUnreachable } from './target.js';

export interface FixtureDomain {
  domain?: { id: string; name: string };
  /** Why no domain could be used: the checks that need one fail with it. */
  error?: string;
  /** A warning worth printing (shards sharing a domain). */
  note?: string;
}

export async function discoverFixtureDomain(api: Api, fixtureUser: string, shard?: Config['shard']): Promise<FixtureDomain> {
  let res: Awaited<ReturnType<Api['call']>>;
  try {
    res = await api.call('listUserDomains', { params: { user_identifier: fixtureUser } });
  } catch (error) {
    if (error instanceof TransportError) throw new TargetUnreachable(`target ${api.baseUrl} not reachable: ${error.message}`);
    throw error;
  }
  const where = `GET /api/v1/users/${fixtureUser}/domains`;
  if (res.status !== 200) return { error: `${where} answered ${res.status}: ${res.text.slice(0, 200)}` };
  if (!res.json) return { error: `${where} answered ${res.status} with a body that is not JSON: ${res.text.slice(0, 120)}` };
  const domains = res.body?.domains;
  if (!Array.isArray(domains)) return { error: `${where} answered ${res.status} without a \`domains\` array: ${res.text.slice(0, 200)}` };
  if (domains.length === 0) return { error: `${where} lists no domains: CONFORMANCE_FIXTURE_USER must own at least one domain` };
  const usable = domains.filter((d: any) => d && (typeof d.id === 'string' || typeof d.id === 'number'));
  if (!usable.length) return { error: `${where}: no domain carries an id` };
  if (shard) {
    // Shards of one run work at the same time: each takes its own active domain, so that no DNS check of one
    // shard sees the records another shard creates.
    const actives = usable.filter((d: any) => d.status === 'active').sort((a: any, b: any) => String(a.id).localeCompare(String(b.id)));
    if (actives.length) {
      const pick = actives[(shard.index - 1) % actives.length];
      const note =
        actives.length < shard.count
          ? `${fixtureUser} owns ${actives.length} active domain(s) for ${shard.count} shards: shards share one, ` +
            'and DNS checks that count records may race (give the fixture user one active domain per shard)'
          : undefined;
      return { domain: { id: String(pick.id), name: String(pick.name) }, note };
    }
  }
  const active = usable.find((d: any) => d.status === 'active') ?? usable[0];
  return { domain: { id: String(active.id), name: String(active.name) } };
}
