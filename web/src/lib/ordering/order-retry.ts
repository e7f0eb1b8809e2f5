import { ApiError } from '../api-fetch.ts';

/**
 * No answer came (the network, or the proxy had no API process for a moment): the same order attempt, with its Idempotency-Key,
 * may be sent again safely (ADR 310), twice at most.
 */
export const orderMayRetry = (failures: number, error: unknown): boolean =>
  failures < 2 && (!(error instanceof ApiError) || error.status === 502 || error.status === 503 || error.status === 504);
