// reference/errors.ts: the two §7 error body formats (list and object), the error raised by routes, and the choice of format per endpoint (AMB-ERROR-FORMAT).
import type { Violation } from './rules.js';

export interface ErrorDetails {
  field: string;
  code: string;
}

/** An error a route raises; rendered in the endpoint's format by renderError. */
export class ApiError extends Error {
  readonly status: number;
  readonly details?: ErrorDetails;
  constructor(status: number, message: string, details?: ErrorDetails) {
    super(message);
    this.status = status;
    this.details = details;
    this.name = 'ApiError';
  }

  static fromViolation(violation: Violation): ApiError {
    return new ApiError(violation.status, violation.message, { field: violation.field, code: violation.code });
  }
}

/** Throws the violation a rule reported, if any. */
export function check(violation: Violation | null): void {
  if (violation) throw ApiError.fromViolation(violation);
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`);
}

export type ErrorFormat = 'object' | 'list';

/** Object format: {error: the §7 code of the status, message, details?}. */
export function objectErrorBody(
  status: number,
  message: string,
  details: ErrorDetails | undefined,
  errorCodes: Record<string, string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { error: errorCodes[String(status)] ?? errorCodes['500'], message };
  if (details) body.details = details;
  return body;
}

/** List format: {errors: [message]}. */
export function listErrorBody(message: string): { errors: string[] } {
  return { errors: [message] };
}

/**
 * Maps anything thrown while handling a request to an ApiError. Malformed input is the client's: a body that is not JSON, too large, or whose
 * Content-Encoding does not decode, and a path whose percent-encoding does not decode, are 400 in the documented format, never 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof URIError) return new ApiError(400, 'the request path is not valid percent-encoding');
  const bodyError = error as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof bodyError?.type === 'string' && typeof bodyError.status === 'number' && bodyError.status < 500) {
    // body-parser: entity.parse.failed (malformed JSON), entity.too.large (over the body limit, 413 upstream), encoding errors.
    const message =
      bodyError.type === 'entity.too.large'
        ? 'request body is too large'
        : bodyError.type === 'entity.parse.failed'
          ? 'request body is not valid JSON'
          : bodyError.type === 'entity.verify.failed'
            ? 'request body is not valid UTF-8'
            : 'request body could not be read';
    return new ApiError(400, message, { field: 'body', code: 'invalid_format' });
  }
  return new ApiError(500, 'internal server error');
}
