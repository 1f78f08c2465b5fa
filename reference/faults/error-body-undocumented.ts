// reference/faults/error-body-undocumented.ts: fault: errors use a shape that is neither documented format (§7: list or object).
import { onResponse } from './helpers.js';
import type { Fault } from './types.js';

export const errorBodyUndocumented: Fault = {
  name: 'error-body-undocumented',
  violates: ['ERR-FORMAT'],
  operations: ['*'],
  summary: 'answers every error as {status, detail} instead of {errors: [...]} or {error, message}',
  apply(parts) {
    onResponse(parts, '*', (out) => {
      if (out.status < 400) return;
      const body = out.body as any;
      const detail = typeof body?.message === 'string' ? body.message : Array.isArray(body?.errors) ? body.errors.join('; ') : 'error';
      out.body = { status: out.status, detail };
    });
  },
};
