// reference/routes/catalogue.ts: the TLD list and availability checks (§4.3, TLD entry §2.5, availability result §2.6).
import type { ReferenceConfig } from '../config.js';
import type { TldEntry } from '../fixtures.js';
import { ApiError, check } from '../errors.js';
import type { OperationContext, OperationHandlers } from '../routing.js';
import { money } from '../shapes.js';
import { echoedDomainName, invalidNameUnavailable, tldsUnlisted, unsupportedTldRefused } from '../variants.js';

/** The catalogue entry of the name's TLD if it is offered and available, else undefined. */
export function offeredTld(config: ReferenceConfig, domainName: string): TldEntry | undefined {
  const tld = domainName.slice(domainName.lastIndexOf('.') + 1).toLowerCase();
  return config.tlds.find((t) => t.tld === tld && t.available);
}

/** Registered under any key, or a transfer of it under way: not registrable. */
function isTaken(ctx: OperationContext, name: string): boolean {
  return Boolean(ctx.parts.store.findDomainByName(name) || ctx.parts.store.findOpenTransferByName(name));
}

export const catalogueOperations: OperationHandlers = {
  listTlds(ctx) {
    const { config } = ctx.parts;
    return {
      status: 200,
      body: {
        // AMB-TLD-SET tlds-unlisted: a sandbox that lists none, yet serves its TLDs.
        tlds: (tldsUnlisted(ctx.parts) ? [] : config.tlds).map((t) => ({
          tld: t.tld,
          registration_price: money(t.registration_price_cents),
          renewal_price: money(t.renewal_price_cents),
          transfer_price: money(t.transfer_price_cents),
          currency: config.currency,
          available: t.available,
        })),
      },
    };
  },

  /** §2.6: price and currency null when unavailable; the reference has no premium names; suggestions use the other offered TLDs. */
  checkAvailability(ctx) {
    const { config } = ctx.parts;
    const { rules } = ctx;
    const malformed = rules.domainName(ctx.params.domain_name, 'domain_name');
    if (malformed && invalidNameUnavailable(ctx.parts)) {
      // AMB-AVAIL-INVALID-NAME: a name that is not a domain name is not registrable (§2.6 "Whether registrable"), so answered as such.
      const body = { domain_name: ctx.params.domain_name, available: false, price: null, currency: null, premium: false, suggestions: [] };
      return { status: 200, body };
    }
    check(malformed);
    const name = ctx.params.domain_name.toLowerCase();
    const tld = offeredTld(config, name);
    if (!tld && unsupportedTldRefused(ctx.parts)) {
      // AMB-TLD-SET: a TLD the reference does not offer is refused as an invalid value instead of answered "not registrable".
      throw ApiError.fromViolation({ status: 422, field: 'domain_name', code: 'invalid_format', message: `the TLD of ${name} is not offered` });
    }
    const available = tld !== undefined && !isTaken(ctx, name);
    const label = name.slice(0, name.lastIndexOf('.'));
    const suggestions = config.tlds
      .filter((t) => t.available && `${label}.${t.tld}` !== name && !isTaken(ctx, `${label}.${t.tld}`))
      .slice(0, 3)
      .map((t) => echoedDomainName(ctx.parts, `${label}.${t.tld}`));
    return {
      status: 200,
      body: {
        domain_name: echoedDomainName(ctx.parts, name),
        available,
        price: available && tld ? money(tld.registration_price_cents) : null,
        currency: available ? config.currency : null,
        premium: false,
        suggestions,
      },
    };
  },
};
