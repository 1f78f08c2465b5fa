// reference/response-form.ts: how the reference writes a response body where the spec leaves the form open: a value that does not exist
// (AMB-MISSING-VALUE), timestamp form and precision (AMB-TIMESTAMP-FORM), decimal places (AMB-DECIMAL-PLACES), unknown extra fields and key
// order (AMB-TRANSPORT), the core record shape (AMB-CORE-RECORD-FIELDS), TXT in quotes (AMB-TXT-FORM), IPv6 in its canonical form
// (AMB-LABEL-LENGTH) and record names fully qualified (AMB-NAME-FORM).
import { isIPv6 } from 'node:net';
import type { ReferenceParts } from './parts.js';

/**
 * Fields the spec lists without saying how a value that does not exist yet is written (§2.1 email, last_login; §2.4 completed_at, domain_id, and
 * started_at of a transfer not yet processed under transfer-started-at-on-processing, AMB-TRANSFER-STARTED-AT). Under
 * missing-omitted they are left out when null, last_login always (no user has opened its login_url: a session started is not a login), and a pending
 * domain has neither purchased_at nor expires_at.
 */
const MAY_BE_MISSING = new Set(['email', 'last_login', 'completed_at', 'domain_id', 'started_at']);
/** "The schema also carries priority, weight, port, target" (§2.3 core shape): not in the documented example responses. */
const CORE_SCHEMA_ONLY = new Set(['priority', 'weight', 'port', 'target']);
/** The §2 "string (decimal amount)" fields. */
const AMOUNTS = new Set(['total_spent', 'registration_price', 'renewal_price', 'transfer_price', 'renewal_cost', 'cost', 'price']);
/**
 * The §2 timestamp fields ("string, ISO 8601"): every *_at, last_login and a transfer's estimated_completion. Only these are rewritten, so a
 * TXT content or a user's e-mail that happens to look like a timestamp or an amount reads back as it was sent (§2.3 rule 3 "any text").
 */
const isTimestampKey = (key: string | undefined): boolean =>
  key !== undefined && (key.endsWith('_at') || key === 'last_login' || key === 'estimated_completion');
/** The reference's own timestamp form (Date.toISOString). */
const REFERENCE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The offset timestamps-offset writes: +05:30, a zone with minutes, so an hour-only reading is caught too. */
const OFFSET_MINUTES = 330;

interface Forms {
  /** core-example-shape: core records carry "only id, type, name, value, ttl" (§2.3, the documented examples). */
  coreExampleShape: boolean;
  /** txt-quoted: TXT content written back in zone form, in double quotes. */
  txtQuoted: boolean;
  /** ipv6-canonical: AAAA content written back in the RFC 5952 form. */
  ipv6Canonical: boolean;
  omitMissing: boolean;
  offsetTimestamps: boolean;
  /** timestamps-whole-seconds: no fraction (with timestamps-offset as well: a fraction of zeros). */
  wholeSecondTimestamps: boolean;
  trimDecimals: boolean;
  /** realistic-http: an unknown field in every object, keys in reverse-sorted order. */
  extraFields: boolean;
  /** names-fqdn: the zone of the extended record paths, whose record names are written back fully qualified ("www" -> "www.<zone>", "@" -> "<zone>"). */
  fqdnZone: string | undefined;
}

/** The domain whose records an extended path shows (/api/v1/domains/{domain_id}, its /dns and below), when names-fqdn is on. */
function fqdnZoneOf(parts: ReferenceParts, path: string): string | undefined {
  if (!parts.variants.has('names-fqdn')) return undefined;
  const id = /^\/api\/v1\/domains\/([^/]+)(\/dns(\/.*)?)?$/i.exec(path)?.[1];
  return id === undefined ? undefined : parts.store.getDomain(decodeURIComponent(id))?.name;
}

function formsOf(parts: ReferenceParts, path: string): Forms {
  const v = parts.variants;
  return {
    coreExampleShape: v.has('core-example-shape') && /^\/api\/v1\/dns_records(\/|$)/i.test(path),
    txtQuoted: v.has('txt-quoted'),
    ipv6Canonical: v.has('ipv6-canonical'),
    omitMissing: v.has('missing-omitted'),
    offsetTimestamps: v.has('timestamps-offset'),
    wholeSecondTimestamps: v.has('timestamps-whole-seconds'),
    trimDecimals: v.has('decimals-trimmed'),
    extraFields: v.has('realistic-http'),
    fqdnZone: fqdnZoneOf(parts, path),
  };
}

/** 2026-01-02T03:04:05.678Z -> 2026-01-02T08:34:05.678000+05:30: the same instant, another ISO 8601 form. */
export function withOffset(timestamp: string): string {
  const shifted = new Date(Date.parse(timestamp) + OFFSET_MINUTES * 60_000).toISOString();
  const sign = OFFSET_MINUTES >= 0 ? '+' : '-';
  const abs = Math.abs(OFFSET_MINUTES);
  return `${shifted.slice(0, -1)}000${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "10.00" -> "10", "12.50" -> "12.5": the same amount with no trailing zeros. */
export function trimmedDecimal(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
}

function rewrite(value: unknown, key: string | undefined, forms: Forms): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, undefined, forms));
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    // A domain still pending may not have been purchased yet: no purchase or expiry date (the pending fixture domain reads so).
    const pendingDomain = object.status === 'pending' && 'purchased_at' in object;
    const recordForm = (k: string, v: unknown): unknown => {
      if (forms.fqdnZone && k === 'name' && typeof v === 'string' && typeof object.type === 'string' && 'ttl' in object) {
        return v === '@' ? forms.fqdnZone : `${v}.${forms.fqdnZone}`;
      }
      if (typeof v !== 'string' || (k !== 'content' && k !== 'value')) return v;
      if (forms.txtQuoted && object.type === 'TXT') return `"${v.replace(/["\\]/g, '\\$&')}"`;
      if (forms.ipv6Canonical && object.type === 'AAAA' && isIPv6(v)) return new URL(`http://[${v}]/`).hostname.slice(1, -1);
      return v;
    };
    let entries = Object.entries(object)
      .filter(([k]) => !(forms.coreExampleShape && CORE_SCHEMA_ONLY.has(k)))
      .map(([k, v]): [string, unknown] => [k, recordForm(k, v)])
      .filter(([k, v]) => !(forms.omitMissing && ((v === null && MAY_BE_MISSING.has(k)) || k === 'last_login')))
      .filter(([k]) => !(forms.omitMissing && pendingDomain && (k === 'purchased_at' || k === 'expires_at')))
      .map(([k, v]): [string, unknown] => [k, rewrite(v, k, forms)]);
    if (forms.extraFields) {
      entries.push(['x_vendor_extension', { note: 'an unknown field the spec does not forbid' }]);
      entries = entries.sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));
    }
    return Object.fromEntries(entries);
  }
  if (typeof value === 'string') {
    if ((forms.offsetTimestamps || forms.wholeSecondTimestamps) && isTimestampKey(key) && REFERENCE_TIMESTAMP.test(value)) {
      const seconds = `${value.slice(0, 19)}${forms.offsetTimestamps ? '.000' : ''}Z`;
      return forms.offsetTimestamps ? withOffset(forms.wholeSecondTimestamps ? seconds : value) : seconds;
    }
    if (forms.trimDecimals && key !== undefined && AMOUNTS.has(key) && /^\d+\.\d+$/.test(value)) return trimmedDecimal(value);
  }
  return value;
}

/** The body as the active variants write it (`path`: the request's); the body itself when none of them is active. */
export function formBody(parts: ReferenceParts, body: unknown, path: string): unknown {
  const forms = formsOf(parts, path);
  if (!Object.values(forms).some(Boolean)) return body;
  return rewrite(body, undefined, forms);
}
