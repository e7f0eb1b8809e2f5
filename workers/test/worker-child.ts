import { loadEnv } from '@sdp/server/env';
import { createLogger } from '@sdp/server/logger';
import { fixedClock } from '@sdp/server/clock';
import { startWorkers } from '../src/start-workers.ts';

// A real workers process for crash tests: settings from the environment (as main.ts), test knobs as JSON in argv[2], and
// optionally the fixed instant its clock reads in argv[3] (server/src/clock.ts).
const env = loadEnv();
const now = process.argv[3] ? fixedClock(process.argv[3]) : undefined;
const running = await startWorkers({ env, logger: createLogger(env.LOG_LEVEL, { service: 'workers-child' }), tuning: JSON.parse(process.argv[2] ?? '{}'), now });
process.stdout.write('READY\n');
process.once('SIGTERM', () => void running.stop().then(() => process.exit(0)));
