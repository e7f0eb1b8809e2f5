// make start: production mode on one port. Migrate, seed reference data (idempotent, never overwrites staff edits), then run the
// API (serving the built SPA) and the workers as two processes; SIGTERM stops both cleanly.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { runTogether } from './run-processes.mjs';

const env = { NODE_ENV: 'production', ...process.env };
// NOTE: production refuses the published default session secret (ADR 022). Tried on this machine (no PUBLIC_URL, or a loopback
// one) a secret for this run is enough: a restart only signs staff out. A real site must set its own.
const local = !env.PUBLIC_URL || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(env.PUBLIC_URL);
if (!env.SESSION_SECRET && local) env.SESSION_SECRET = randomBytes(32).toString('hex');
for (const step of ['api/dist/cli/migrate.js', 'api/dist/cli/seed.js']) execFileSync(process.execPath, [step], { stdio: 'inherit', env });

runTogether([
  { name: 'api', command: process.execPath, args: ['--enable-source-maps', 'api/dist/server.js'], env, color: 33 },
  { name: 'workers', command: process.execPath, args: ['--enable-source-maps', 'workers/dist/main.js'], env, color: 35 },
]);
