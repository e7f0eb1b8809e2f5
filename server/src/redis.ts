import { Redis, type RedisOptions } from 'ioredis';

/**
 * Where Redis is: a plain URL (`redis://…`), or a primary found through Redis Sentinel (docs/design.md §25, ADR 271). With
 * sentinels, ioredis asks them for the current primary on every (re)connect, so a failover moves every connection to the new one.
 */
export type RedisTarget = string | { sentinels: { host: string; port: number }[]; name: string; url: string };

/** The target the settings name: REDIS_SENTINELS + REDIS_SENTINEL_NAME when set, else REDIS_URL. */
export function redisTarget(env: { REDIS_URL: string; REDIS_SENTINELS?: string; REDIS_SENTINEL_NAME?: string }): RedisTarget {
  if (!env.REDIS_SENTINELS) return env.REDIS_URL;
  const sentinels = env.REDIS_SENTINELS.split(',').map((entry) => {
    const [host, port] = entry.trim().split(':');
    return { host: host!, port: Number(port ?? 26379) };
  });
  return { sentinels, name: env.REDIS_SENTINEL_NAME || 'sdpumpkin', url: env.REDIS_URL };
}

/** A connection to the target with `options`; REDIS_URL's password and database number apply to the primary behind sentinels. */
export function connectRedis(target: RedisTarget, options: RedisOptions = {}): Redis {
  if (typeof target === 'string') return new Redis(target, options);
  const url = new URL(target.url);
  return new Redis({
    sentinels: target.sentinels,
    name: target.name,
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    db: Number(url.pathname.slice(1) || 0),
    // NOTE: the sentinels are asked again after every failed connect, and a READONLY answer (a demoted primary still
    // connected) drops the connection so the next one goes to the new primary.
    sentinelRetryStrategy: (times) => Math.min(times * 100, 1_000),
    reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 2 : false),
    ...options,
  });
}

/**
 * Redis for the API's own use (rate limits, relay nudges). Fails fast when Redis is down instead of queueing commands,
 * so a Redis outage never blocks a customer's request: the order is already safe in Postgres (docs/design.md §6).
 */
export function createApiRedis(target: RedisTarget): Redis {
  return connectRedis(target, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
