// One extractor for error bodies (§7): which documented format a response used, its code and details.
import type { Res } from './client.js';

export type ErrorFormat = 'list' | 'object';

export interface ErrorBody {
  format: ErrorFormat | 'undocumented';
  /** Object format: the `error` code. */
  code?: string;
  message?: string;
  details?: { field?: unknown; code?: unknown };
  /** List format: the messages. */
  messages?: string[];
  /** Why the body is not a documented error format. */
  problem?: string;
}

export function errorBodyOf(res: Pick<Res, 'body' | 'json' | 'text'>): ErrorBody {
  if (!res.json) return { format: 'undocumented', problem: res.text.trim() === '' ? 'empty body' : 'body is not JSON' };
  const b = res.body;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return { format: 'undocumented', problem: 'body is not a JSON object' };
  if ('errors' in b && !('error' in b)) {
    const errors = (b as { errors: unknown }).errors;
    if (!Array.isArray(errors) || errors.length === 0 || errors.some((e) => typeof e !== 'string')) {
      return { format: 'undocumented', problem: 'list format needs `errors`: a non-empty array of strings' };
    }
    return { format: 'list', messages: errors as string[] };
  }
  if ('error' in b) {
    const o = b as { error: unknown; message?: unknown; details?: unknown };
    if (typeof o.error !== 'string') return { format: 'undocumented', problem: 'object format needs `error`: a string code' };
    if (typeof o.message !== 'string') return { format: 'undocumented', problem: 'object format needs `message`: a string' };
    if (o.details !== undefined && o.details !== null) {
      const d = o.details as Record<string, unknown>;
      if (typeof d !== 'object' || Array.isArray(d) || typeof d.field !== 'string' || typeof d.code !== 'string') {
        return { format: 'undocumented', problem: 'object format `details` must be {field: string, code: string}' };
      }
      return { format: 'object', code: o.error, message: o.message, details: { field: d.field, code: d.code } };
    }
    return { format: 'object', code: o.error, message: o.message };
  }
  return { format: 'undocumented', problem: 'neither `errors` (list format) nor `error` (object format)' };
}
