// reference/faults/path-encoding-500.ts: fault: a path whose percent-encoding does not decode makes the server fail with 500, as an
// uncaught URIError of decodeURIComponent would (§7: 400 is "Invalid request data or parameters", 500 a server error).
import type { Fault } from './types.js';

export const pathEncoding500: Fault = {
  name: 'path-encoding-500',
  violates: ['ERR-PATH-ENCODING'],
  operations: ['*'],
  summary: 'decodes the request path without catching the error: a parameter like "%GZ" gets a 500 instead of a 400, 404 or 422',
  apply(parts) {
    // As the mutant of errors.ts `error instanceof URIError` -> false: the decoding error reaches the handler of server errors.
    parts.hooks.before.push((req, _res, next) => {
      try {
        decodeURIComponent(req.path);
      } catch {
        next(new Error(`could not decode ${req.path}`));
        return;
      }
      next();
    });
  },
};
