import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '@sdp/shared';

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
