import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@sdp/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '@sdp/server/domain-error';
import type { AppEnv } from './deps.ts';

/**
 * The one error type handlers throw; onError turns it into the JSON body of docs/design.md §7. A DomainError thrown by the server
 * package is answered the same way (`ApiError.of`).
 */
export class ApiError extends DomainError {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { issues?: ApiErrorBody['issues']; headers?: Record<string, string> } = {}) {
    super(code, message, { issues: options.issues });
    this.status = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }

  /** A domain refusal as the API answers it: its code's status, and Retry-After when the rule says when to ask again. */
  static of(err: DomainError): ApiError {
    if (err instanceof ApiError) return err;
    const retry: Record<string, string> = err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
    return new ApiError(err.code, err.message, { issues: err.issues, headers: retry });
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody['issues']) => new ApiError('BAD_REQUEST', message, { issues });
export const notFound = (message: string) => new ApiError('NOT_FOUND', message);
export const conflict = (message: string) => new ApiError('CONFLICT', message);

/**
 * The one writer of the error body (docs/design.md §7): `{ message, code?, issues?, ...extra, requestId }` at `status`. A route
 * answering a typed refusal (and so keeping it in AppType) calls it directly; everything thrown goes through `apiErrorResponse`.
 */
export function errorResponse<S extends ContentfulStatusCode, B extends Omit<ApiErrorBody, 'requestId'>>(c: Context<AppEnv>, status: S, body: B) {
  return c.json({ ...body, requestId: c.get('requestId') }, status);
}

/** An ApiError (or a domain refusal) as its response: its headers (Retry-After…), then the error body. */
export function apiErrorResponse(c: Context<AppEnv>, refusal: DomainError) {
  const err = ApiError.of(refusal);
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return errorResponse(c, err.status, { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) });
}
