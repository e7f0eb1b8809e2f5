import { loadEnv } from '@sdp/server/env';
import { createLogger } from '@sdp/server/logger';
import { startWorkers } from '../src/start-workers.ts';

// A real workers process for crash tests: settings from the environment (as main.ts), test knobs as JSON in argv[2].
const env = loadEnv();
const running = await startWorkers({ env, logger: createLogger(env.LOG_LEVEL, { service: 'workers-child' }), tuning: JSON.parse(process.argv[2] ?? '{}') });
process.stdout.write('READY\n');
process.once('SIGTERM', () => void running.stop().then(() => process.exit(0)));
