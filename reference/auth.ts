// reference/auth.ts: §5 bearer authentication: a missing header, another scheme or an unknown key is a 401.
import type { Request, RequestHandler } from 'express';
import { ApiError } from './errors.js';
import type { ReferenceParts } from './parts.js';

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive, RFC 7235), or null. */
export function presentedToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match ? match[1] : null;
}

/** Sets res.locals.apiKey for the routes, or raises 401 unauthorized. */
export function authenticate(parts: ReferenceParts): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    const token = presentedToken(req);
    if (header === undefined) return next(new ApiError(401, 'missing Authorization header'));
    if (token === null) return next(new ApiError(401, 'Authorization header must be "Bearer <API key>"'));
    if (!parts.store.isApiKey(token)) return next(new ApiError(401, 'invalid API key'));
    res.locals.apiKey = token;
    next();
  };
}
