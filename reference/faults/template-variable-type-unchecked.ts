// reference/faults/template-variable-type-unchecked.ts: fault: template variables that are not strings are coerced, not rejected (§4.4: variables:
// object of string to string).
import { objectBodyOf, onRequest } from './helpers.js';
import type { Fault } from './types.js';

export const templateVariableTypeUnchecked: Fault = {
  name: 'template-variable-type-unchecked',
  violates: ['DNS-TEMPLATE-VARIABLES-STRINGS'],
  operations: ['applyDnsTemplate'],
  summary: 'coerces every template variable value to a string (String(value)) instead of rejecting a non-string',
  apply(parts) {
    onRequest(parts, ['applyDnsTemplate'], ({ req }) => {
      const variables = objectBodyOf(req)?.variables;
      if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return;
      for (const [name, value] of Object.entries(variables)) if (typeof value !== 'string' && value != null) variables[name] = String(value);
    });
  },
};
