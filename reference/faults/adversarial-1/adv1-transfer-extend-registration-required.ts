// adv1-transfer-extend-registration-required: §4.3 transfer "extend_registration (boolean, optional; extend by 1 year)": a transfer without it is refused.
import { overrideRuleOn } from '../helpers.js';
import { missing } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1TransferExtendRegistrationRequired: Fault = {
  name: 'adv1-transfer-extend-registration-required',
  violates: ['TRANSFER-EXTEND-REGISTRATION-TYPE', 'TRANSFER-REQUIRED-FIELDS'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer refuses a body without extend_registration with 400 missing_required_field.',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['initiateTransfer'],
      'booleanSetting',
      (shared) => (field, value) => (field === 'extend_registration' && value === undefined ? missing('extend_registration') : shared(field, value)),
    );
  },
};
