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
}

export type AppEnv = { Variables: { deps: AppDeps; requestId: string; user?: { id: string; name: string; email: string; role: 'staff' | 'admin' } } };
