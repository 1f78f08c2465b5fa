// reference/routes/transfers.ts: transfer in and transfer status (§4.3, fields §2.4, states §3; transfers stay pending unless transfer-fails-at-once).
import { DAY_MS, iso } from '../clock.js';
import { ApiError, check, notFound } from '../errors.js';
import type { OperationHandlers } from '../routing.js';
import { missing } from '../rules.js';
import { money, transferStatus } from '../shapes.js';
import { echoedDomainName, extendedCreationStatus, startedAtOnProcessing, transfersFailAtOnce } from '../variants.js';
import { objectBody, requireUser } from './access.js';
import { offeredTld } from './catalogue.js';

export const transferOperations: OperationHandlers = {
  initiateTransfer(ctx) {
    const { store, config } = ctx.parts;
    const { rules } = ctx;
    const body = objectBody(ctx);
    // Missing required fields first (400), then invalid values (422).
    for (const field of ['domain_name', 'user_identifier', 'auth_code']) {
      if (body[field] === undefined || body[field] === null) check(missing(field));
    }
    check(rules.domainName(body.domain_name, 'domain_name'));
    check(rules.userIdentifier(body.user_identifier));
    check(rules.authCode(body.auth_code));
    check(rules.booleanSetting('extend_registration', body.extend_registration));
    const domainName = (body.domain_name as string).toLowerCase();
    const tld = offeredTld(config, domainName);
    if (!tld) {
      throw ApiError.fromViolation({
        status: 422,
        field: 'domain_name',
        code: 'invalid_format',
        message: `the TLD of ${domainName} is not offered (see GET /api/v1/domains/tlds)`,
      });
    }
    const user = requireUser(ctx, body.user_identifier as string);
    if (store.findDomainByName(domainName)) throw new ApiError(409, `domain ${domainName} is already registered`);
    if (store.findOpenTransferByName(domainName)) throw new ApiError(409, `a transfer of ${domainName} is already in progress`);
    const transfer = store.addTransfer({
      transfer_id: store.newId('trf'),
      apiKey: ctx.apiKey,
      domain_name: domainName,
      user_identifier: user.user_identifier,
      status: 'pending', // §3: a newly initiated transfer is pending
      started_at: ctx.now,
      estimated_completion: ctx.now + config.constants.transferDurationDaysMin * DAY_MS,
      completed_at: null,
      domain_id: null,
      cost_cents: tld.transfer_price_cents,
      currency: config.currency,
      extend_registration: (body.extend_registration as boolean | undefined) ?? false,
    });
    // AMB-TRANSFER-REPEAT transfer-fails-at-once: the registry refuses the auth code the moment the request is in; the answer still says
    // pending (§3 "A newly initiated transfer is returned with status pending"), every read says failed, and nothing is in progress.
    if (transfersFailAtOnce(ctx.parts)) store.addTransfer({ ...transfer, status: 'failed' });
    return {
      status: extendedCreationStatus(ctx.parts),
      body: {
        transfer_id: transfer.transfer_id,
        domain_name: echoedDomainName(ctx.parts, transfer.domain_name),
        status: transfer.status,
        estimated_completion: iso(transfer.estimated_completion),
        cost: money(transfer.cost_cents),
        currency: transfer.currency,
      },
    };
  },

  /** Another key's transfer is a 404: transfers are not domains, §5 rule 5 does not apply. */
  getTransfer(ctx) {
    const transfer = ctx.parts.store.getTransfer(ctx.params.transfer_id);
    if (!transfer || transfer.apiKey !== ctx.apiKey) throw notFound(`transfer ${ctx.params.transfer_id}`);
    const body: Record<string, unknown> = { ...transferStatus(transfer), domain_name: echoedDomainName(ctx.parts, transfer.domain_name) };
    // AMB-TRANSFER-STARTED-AT: started_at read as the start of processing, which a pending (or ended-before-processing) transfer has not had.
    if (startedAtOnProcessing(ctx.parts) && transfer.status !== 'in_progress' && transfer.status !== 'completed') body.started_at = null;
    return { status: 200, body };
  },
};
