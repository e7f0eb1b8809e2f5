import { Redis } from 'ioredis';

/**
 * Redis for the API's own use (rate limits, relay nudges). Fails fast when Redis is down instead of queueing commands,
 * so a Redis outage never blocks a customer's request: the order is already safe in Postgres (docs/design.md §6).
 */
export function createApiRedis(url: string): Redis {
  return new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
