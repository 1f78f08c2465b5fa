// adv1-transfer-extend-true-refused: §4.3 transfer "extend_registration (boolean, optional; extend by 1 year)": true is refused.
import { overrideRuleOn } from '../helpers.js';
import { invalid } from '../../rules.js';
import type { Fault } from '../types.js';

export const adv1TransferExtendTrueRefused: Fault = {
  name: 'adv1-transfer-extend-true-refused',
  violates: ['TRANSFER-EXTEND-REGISTRATION-TYPE'],
  operations: ['initiateTransfer'],
  summary: 'POST /api/v1/domains/transfer refuses extend_registration true with 422 (only false or absent pass).',
  apply(parts) {
    overrideRuleOn(
      parts,
      ['initiateTransfer'],
      'booleanSetting',
      (shared) => (field, value) =>
        field === 'extend_registration' && value === true ? invalid('extend_registration', 'extend_registration is not supported') : shared(field, value),
    );
  },
};
