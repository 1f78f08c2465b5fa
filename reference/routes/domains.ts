// reference/routes/domains.ts: a user's domains and one domain (§4.1, §4.3 list, detail, settings update, renew; fields §2.2).
import { addCalendarYears, iso } from '../clock.js';
import { ApiError, check } from '../errors.js';
import type { OperationHandlers } from '../routing.js';
import { domainDetail, domainListEntry, money } from '../shapes.js';
import { capsAtTenYears, recordSpace, renewsByDays } from '../variants.js';
import { objectBody, requireDomain, requireUser } from './access.js';

export const domainOperations: OperationHandlers = {
  /** §4.1 {domains: [{id, name}]}, §4.3 the extended list entries and total: one response carries both. */
  listUserDomains(ctx) {
    const user = requireUser(ctx, ctx.params.user_identifier);
    const { store } = ctx.parts;
    const space = recordSpace(ctx.parts, 'extended');
    const domains = store.domainsOf(ctx.apiKey, user.user_identifier).map((d) => domainListEntry(d, store.recordsOf(d.id, space).length));
    return { status: 200, body: { domains, total: domains.length } };
  },

  getDomain(ctx) {
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const records = ctx.parts.store.recordsOf(domain.id, recordSpace(ctx.parts, 'extended'));
    return { status: 200, body: domainDetail(domain, records) };
  },

  /** §4.3: auto_renew and whois_privacy, each an optional boolean; only supplied fields change. */
  updateDomain(ctx) {
    const { store } = ctx.parts;
    const { rules } = ctx;
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const body = objectBody(ctx);
    check(rules.booleanSetting('auto_renew', body.auto_renew));
    check(rules.booleanSetting('whois_privacy', body.whois_privacy));
    const updated = store.updateDomain(domain.id, {
      auto_renew: (body.auto_renew as boolean | undefined) ?? domain.auto_renew,
      whois_privacy: (body.whois_privacy as boolean | undefined) ?? domain.whois_privacy,
      updated_at: ctx.now,
    })!;
    return {
      status: 200,
      body: {
        id: updated.id,
        name: updated.name,
        auto_renew: updated.auto_renew,
        whois_privacy: updated.whois_privacy,
        updated_at: iso(updated.updated_at),
      },
    };
  },

  /** §4.3: years 1-10; expires_at moves by that many calendar years; renewal_cost = renewal_price x years. */
  renewDomain(ctx) {
    const { store } = ctx.parts;
    const { rules } = ctx;
    const domain = requireDomain(ctx, ctx.params.domain_id);
    const body = objectBody(ctx);
    check(rules.renewYears(body.years));
    const years = body.years as number;
    const costCents = domain.renewal_price_cents * years;
    // AMB-RENEW-YEAR: a calendar year by default, 365 days under renew-365-days; under renew-cap-10-years no further than 10 years from now.
    const expiresAt = renewsByDays(ctx.parts) ? domain.expires_at + years * 365 * 86_400_000 : addCalendarYears(domain.expires_at, years);
    if (capsAtTenYears(ctx.parts) && expiresAt > addCalendarYears(ctx.now, 10)) {
      throw new ApiError(422, 'a registration cannot run more than 10 years from today', { field: 'years', code: 'invalid_format' });
    }
    const renewed = store.updateDomain(domain.id, { expires_at: expiresAt, updated_at: ctx.now })!;
    const owner = store.getUser(ctx.apiKey, domain.owner);
    if (owner) store.updateUser(ctx.apiKey, owner.user_identifier, { total_spent_cents: owner.total_spent_cents + costCents });
    return {
      status: 200,
      body: {
        id: renewed.id,
        name: renewed.name,
        expires_at: iso(renewed.expires_at),
        renewal_cost: money(costCents),
        currency: renewed.currency,
        renewed_at: iso(ctx.now),
      },
    };
  },
};
