// adv2-transfer-extend-registration-required: §4.3 "extend_registration (boolean, optional; extend by 1 year)": initiateTransfer refuses a body without it.
import { missing } from '../../rules.js';
import { overrideRuleOn } from '../helpers.js';
import type { Fault } from '../types.js';

export const adv2TransferExtendRegistrationRequired: Fault = {
  name: 'adv2-transfer-extend-registration-required',
  violates: ['TRANSFER-EXTEND-REGISTRATION-TYPE'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer without extend_registration is a 400',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['initiateTransfer'],
      'booleanSetting',
      (shared) => (field, value) => (field === 'extend_registration' && value === undefined ? missing(field) : shared(field, value)),
    );
  },
};
