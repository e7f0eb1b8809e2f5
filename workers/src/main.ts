import { setPriority } from 'node:os';
import { loadEnv } from '@sdp/server/env';
import { createLogger } from '@sdp/server/logger';
import { startWorkers } from './start-workers.ts';
import { startTracing, stopTracing } from '@sdp/server/tracing/tracing';
import { flushErrors, startErrorReporting } from '@sdp/server/tracing/errors';

// `npm run workers`: the relay and all queue workers in one process; SIGTERM/SIGINT let active jobs finish first.
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL, { service: 'workers' });
// NOTE: a lower CPU priority than the API's (ADR 098): where both share the cores, the API answers first and the mail, whose bar is
// 250 ms, waits a moment. Best effort: a system that refuses leaves the workers at the API's priority.
try {
  setPriority(env.WORKERS_NICE);
} catch (err) {
  logger.warn('workers kept the default CPU priority', { err });
}
// NOTE: before the workers: their queues carry BullMQ's telemetry only when tracing is on at their creation (docs/design.md §25).
await startTracing(env, 'sdpumpkin-workers');
await startErrorReporting(env, 'workers');
const running = await startWorkers({ env, logger });

const shutdown = (signal: string) => {
  logger.info('workers stopping', { signal });
  running.stop().then(() => Promise.all([stopTracing(), flushErrors()])).then(() => process.exit(0), (err: unknown) => {
    logger.error('workers did not stop cleanly', { err });
    process.exit(1);
  });
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
