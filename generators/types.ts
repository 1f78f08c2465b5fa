// generators/types.ts: the shapes the generators yield (§2.1, §2.3, §4.2-4.4); no arbitraries here.

/** An invalid value and the one requirement (contracts/requirements.yaml) it breaks. */
export interface InvalidValue<T = unknown> {
  value: T;
  /** The requirement ID the value breaks, e.g. 'DNS-TTL-RANGE'. It breaks that rule and no other. */
  breaks: string;
  /** The request field that carries the fault (what a `details.field` would name). */
  field: string;
  /** A short human reason, for failure messages. */
  why: string;
}

/** §2.3 extended types: A, AAAA, CNAME, MX, TXT, SRV, NS. */
export type ExtendedDnsType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'SRV' | 'NS';
/** §2.3 core types: A, AAAA, CNAME, MX, TXT. */
export type CoreDnsType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT';

/** Body of POST /api/v1/domains/{domain_id}/dns (§4.4): type, name, content required; ttl, priority optional. */
export interface ExtendedRecordBody {
  type: ExtendedDnsType;
  name: string;
  content: string;
  ttl?: number;
  priority?: number;
}

/** Body of POST /api/v1/dns_records (§4.1) without domain_id, which the caller adds. */
export interface CoreRecordBody {
  type: CoreDnsType;
  name: string;
  value: string;
  ttl?: number;
  priority?: number;
}

/** GET /api/v1/users query (§4.2); numbers as the caller will serialise them. */
export interface ListQuery {
  limit?: number;
  offset?: number;
  sort?: string;
  order?: string;
}
