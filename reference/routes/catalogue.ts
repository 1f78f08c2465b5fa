// reference/routes/catalogue.ts: the TLD list and availability checks (§4.3, TLD entry §2.5, availability result §2.6).
import type { ReferenceConfig } from '../config.js';
import type { TldEntry } from '../fixtures.js';
import { check } from '../errors.js';
import type { OperationContext, OperationHandlers } from '../routing.js';
import { money } from '../shapes.js';

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
        tlds: config.tlds.map((t) => ({
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
    check(rules.domainName(ctx.params.domain_name, 'domain_name'));
    const name = ctx.params.domain_name.toLowerCase();
    const tld = offeredTld(config, name);
    const available = tld !== undefined && !isTaken(ctx, name);
    const label = name.slice(0, name.lastIndexOf('.'));
    const suggestions = config.tlds
      .filter((t) => t.available && `${label}.${t.tld}` !== name && !isTaken(ctx, `${label}.${t.tld}`))
      .slice(0, 3)
      .map((t) => `${label}.${t.tld}`);
    return {
      status: 200,
      body: {
        domain_name: name,
        available,
        price: available && tld ? money(tld.registration_price_cents) : null,
        currency: available ? config.currency : null,
        premium: false,
        suggestions,
      },
    };
  },
};
