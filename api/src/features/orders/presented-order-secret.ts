import type { Context } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';

/** The header the creating browser sends its order secret in (never a URL: ADR 021). */
export const ORDER_SECRET_HEADER = 'x-order-secret';

/** The order secret a request carries, if any (checked against its hash by @sdp/server/orders/order-secret). */
export const presentedOrderSecret = (c: Context<AppEnv>): string | undefined => c.req.header(ORDER_SECRET_HEADER)?.trim() || undefined;
