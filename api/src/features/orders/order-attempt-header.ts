import type { OrderPayload } from '@sdp/shared';
import { isUuid } from '@sdp/shared/uuid';
import { KEY_MALFORMED, orderAttempt, type OrderAttempt } from '@sdp/server/orders/order-attempt';
import type { Context } from 'hono';
import { badRequest } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/deps.ts';

/** The header a client names its order attempt in (ADR 310), as Stripe's API and the IETF draft spell it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that is an earlier request's order given again (Stripe's name for it). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The attempt a request carries: none without the header; a header that is not a UUID is bad input (400). */
export function requestedAttempt(c: Context<AppEnv>, payload: OrderPayload, flow: 'embedded' | 'hosted' = 'embedded'): OrderAttempt | undefined {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim();
  if (key === undefined) return undefined;
  if (!isUuid(key)) throw badRequest(KEY_MALFORMED, [{ path: IDEMPOTENCY_KEY_HEADER, message: KEY_MALFORMED }]);
  return orderAttempt(key, payload, flow);
}
