import type { Redis } from 'ioredis';
import type Stripe from 'stripe';
import type { Sql } from './db/sql.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

/** Everything a domain service may touch, created once per process (the API's AppDeps: server.ts, or a test). */
export interface ServiceDeps {
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
export const currentTime = (deps: Pick<ServiceDeps, 'now'>): Date => deps.now?.() ?? new Date();
