// make start: production mode on one port. Migrate, seed reference data (idempotent, never overwrites staff edits), then run the
// API (serving the built SPA) and the workers as two processes; SIGTERM stops both cleanly.
import { execFileSync } from 'node:child_process';
import { runTogether } from './run-processes.mjs';

const env = { NODE_ENV: 'production', ...process.env };
for (const step of ['api/dist/cli/migrate.js', 'api/dist/cli/seed.js']) execFileSync(process.execPath, [step], { stdio: 'inherit', env });

runTogether([
  { name: 'api', command: process.execPath, args: ['--enable-source-maps', 'api/dist/server.js'], env, color: 33 },
  { name: 'workers', command: process.execPath, args: ['--enable-source-maps', 'workers/dist/main.js'], env, color: 35 },
]);
