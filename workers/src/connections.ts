import { Redis, type RedisOptions } from 'ioredis';

const reconnect: RedisOptions['retryStrategy'] = (times) => Math.min(times * 100, 2_000);

/** BullMQ workers block on Redis and must wait out an outage rather than fail commands (BullMQ production guide). */
export function workerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, retryStrategy: reconnect, connectionName: 'sdp-worker' });
}

/**
 * The relay's producer connection fails fast: with Redis down, addBulk throws at once, the outbox rows stay undispatched
 * and the next sweep tries again, instead of a transaction waiting on a queued command.
 */
export function producerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: reconnect, connectTimeout: 2_000, connectionName: 'sdp-relay' });
}

/** A subscriber for the relay's nudge channel; it resubscribes by itself after a reconnect. */
export function subscriberConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, retryStrategy: reconnect, connectionName: 'sdp-relay-nudge' });
}
