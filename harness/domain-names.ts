// harness/domain-names.ts: domain names compared as domains (AMB-DOMAIN-NAME-FORM), and the TLD fresh names go under (AMB-TLD-SET).
import { domainToASCII } from 'node:url';
import type { CheckContext } from './check.js';

/**
 * The form two names are compared in: no trailing dot, lower case, IDN labels as A-labels (WHATWG domain-to-ASCII, which also lower-cases).
 * A name it cannot convert (an invalid A-label, a character no host may carry) is compared lower-cased as it is.
 */
export function canonicalDomainName(name: string): string {
  const bare = name.replace(/\.$/, '');
  return domainToASCII(bare) || bare.toLowerCase();
}

/**
 * §2.4 and §2.6 type domain_name as a string and say nothing of its form: the name sent may come back in another case, absolute (a
 * trailing dot), or an IDN in its A-label or U-label form; each is the same domain.
 */
export function sameDomainName(received: unknown, sent: string): boolean {
  return typeof received === 'string' && received !== '' && canonicalDomainName(received) === canonicalDomainName(sent);
}

/** How an echo that names the same domain was written, for the report (AMB-DOMAIN-NAME-FORM); the first difference from the name sent wins. */
export function domainNameForm(received: string, sent: string): 'as-sent' | 'trailing-dot' | 'other-case' | 'a-label' | 'u-label' {
  if (received === sent) return 'as-sent';
  if (received.endsWith('.') && !sent.endsWith('.')) return 'trailing-dot';
  if (received.toLowerCase() === sent.toLowerCase()) return 'other-case';
  // Not ASCII on one side only: the IDN went out in one form and came back in the other.
  const ascii = (s: string) => [...s].every((c) => c.charCodeAt(0) < 0x80);
  return ascii(received) ? 'a-label' : 'u-label';
}

/** The last label of a name, lower case, without a trailing dot: "com" for "Example.COM.". */
export function tldOf(name: string): string {
  const bare = name.replace(/\.$/, '').toLowerCase();
  return bare.slice(bare.lastIndexOf('.') + 1);
}

/**
 * The TLD fresh names go under. §2.5 does not say which TLDs a target offers, and one that does not offer .com may refuse a .com
 * name: the fixture domain's TLD when the TLD list offers it (the longest listed suffix of the name: "co.uk" for "a.co.uk"), or when
 * the list offers nothing (the fixture domain's TLD is the one known to be served), else the first TLD the list offers, else "com".
 * `listed` is the `tlds` array of GET /api/v1/domains/tlds, if read.
 */
export function chooseTld(fixtureDomainName: string | undefined, listed: unknown): string {
  const offered = (Array.isArray(listed) ? listed : [])
    .filter((t) => t && typeof t === 'object' && typeof t.tld === 'string' && t.available === true)
    .map((t) => canonicalDomainName(String(t.tld).replace(/^\./, '')))
    .filter((t) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(t));
  if (fixtureDomainName) {
    const fixture = canonicalDomainName(fixtureDomainName);
    const suffix = offered.filter((t) => fixture.endsWith(`.${t}`)).sort((a, b) => b.length - a.length)[0];
    if (suffix) return suffix;
    if (offered.length === 0) return tldOf(fixture);
  }
  return offered[0] ?? 'com';
}

/** A fresh domain name (the run's prefix, so never registered) under a TLD the target offers (AMB-TLD-SET): a transfer of it is no conflict. */
export async function freshDomainName(ctx: Pick<CheckContext, 'api' | 'run' | 'uniqueName'>, hint = 'xfer'): Promise<string> {
  return `${ctx.uniqueName(hint)}.${await registrableTld(ctx)}`;
}

/** Per run (a worker may serve more than one): the TLD chosen, asked once. */
const chosen = new Map<string, Promise<string>>();

/**
 * The TLD for this run's fresh names. The fixture domain's own TLD when there is one: the target registered it, so it serves it, and no
 * request is spent (nor a broken TLD list allowed to stall the checks that only need a TLD; TLD-LIST-OK judges the list). Without a
 * fixture domain, GET /api/v1/domains/tlds once per run (chooseTld); a list that cannot be read leaves "com".
 */
export function registrableTld(ctx: Pick<CheckContext, 'api' | 'run'>): Promise<string> {
  const fixture = ctx.run.fixtureDomain?.name;
  if (fixture) return Promise.resolve(tldOf(canonicalDomainName(fixture)));
  const key = ctx.run.prefix;
  let tld = chosen.get(key);
  if (!tld) {
    tld = ctx.api
      .call('listTlds')
      .then((res) => chooseTld(undefined, res.status >= 200 && res.status < 300 ? res.body?.tlds : undefined))
      .catch(() => 'com');
    chosen.set(key, tld);
  }
  return tld;
}
