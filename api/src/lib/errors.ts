import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@sdp/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './deps.ts';

/** The one error type handlers throw; onError turns it into the JSON body of docs/design.md §7. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly issues: ApiErrorBody['issues'];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { issues?: ApiErrorBody['issues']; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.headers = options.headers ?? {};
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

/** An ApiError as its response: its headers (Retry-After…), then the error body. */
export function apiErrorResponse(c: Context<AppEnv>, err: ApiError) {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return errorResponse(c, err.status, { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) });
}
