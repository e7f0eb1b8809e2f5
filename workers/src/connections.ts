import { connectRedis, type RedisTarget } from '@sdp/server/redis';
import type { Redis, RedisOptions } from 'ioredis';

const reconnect: RedisOptions['retryStrategy'] = (times) => Math.min(times * 100, 2_000);

/** BullMQ workers block on Redis and must wait out an outage rather than fail commands (BullMQ production guide). */
export function workerConnection(target: RedisTarget): Redis {
  return connectRedis(target, { maxRetriesPerRequest: null, retryStrategy: reconnect, connectionName: 'sdp-worker' });
}

/**
 * The relay's producer connection fails fast: with Redis down, addBulk throws at once, the outbox rows stay undispatched
 * and the next sweep tries again, instead of a transaction waiting on a queued command.
 */
export function producerConnection(target: RedisTarget): Redis {
  return connectRedis(target, { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: reconnect, connectTimeout: 2_000, connectionName: 'sdp-relay' });
}

/** A subscriber for the relay's nudge channel; it resubscribes by itself after a reconnect. */
export function subscriberConnection(target: RedisTarget): Redis {
  return connectRedis(target, { maxRetriesPerRequest: null, retryStrategy: reconnect, connectionName: 'sdp-relay-nudge' });
}
