import type { ApiErrorBody, ErrorCode } from '@sdp/shared';

/**
 * A refusal by a domain rule, in the shared error vocabulary (shared/src/errors.ts): the code, the words the customer or staff
 * read, and the fields at fault. The server package knows nothing of HTTP: the API answers it with its code's status.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly issues: ApiErrorBody['issues'];
  /** When asking again may succeed (a cap on unpaid holds), in seconds: the API sends it as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { issues?: ApiErrorBody['issues']; retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message: string, issues?: ApiErrorBody['issues']) => new DomainError('BAD_REQUEST', message, { issues });
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
