import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import type { Env } from '@sdp/server/env';
import type { Sql } from '@sdp/server/db/sql';
import type { Logger } from '@sdp/server/logger';

/** Everything a handler may touch, created once by server.ts (or by a test) and passed to createApp. */
export interface AppDeps {
  env: Env;
  sql: Sql;
  /** null only when a test runs without Redis on purpose. */
  redis: Redis | null;
  /** null when no STRIPE_SECRET_KEY is configured: payment endpoints then answer 503. */
  stripe: Stripe | null;
  logger: Logger;
  /** The current time for business rules (booking deadline, past dates); tests pass a fixed clock. Defaults to the system clock. */
  now?: () => Date;
}

/** The time business rules see: deps.now when a test fixed it, else the system clock. */
export const currentTime = (deps: Pick<AppDeps, 'now'>): Date => deps.now?.() ?? new Date();

export type AppEnv = { Variables: { deps: AppDeps; requestId: string; user?: { id: string; name: string; email: string; role: 'staff' | 'admin' } } };
