// make start: production mode on one port. Migrate, seed reference data (idempotent, never overwrites staff edits), then run the
// API (serving the built SPA) and the workers as two processes; SIGTERM stops both cleanly. Settings: scripts/start-settings.mjs.
import { execFileSync } from 'node:child_process';
import { runTogether } from './run-processes.mjs';
import { startSettings } from './start-settings.mjs';
import { localAppPassword } from './app-password.mjs';

// NOTE: migrate as the owner (creating or updating the app role), then seed and serve as the app role (ADR 250).
const { env, serving, notices } = startSettings(process.env, localAppPassword(process.env));
const box = (lines) => `\n${'='.repeat(100)}\n${lines.map((line) => `  ${line}`).join('\n')}\n${'='.repeat(100)}\n`;
if (notices.length > 0) console.warn(box(notices));
execFileSync(process.execPath, ['api/dist/cli/migrate.js'], { stdio: 'inherit', env });
execFileSync(process.execPath, ['api/dist/cli/seed.js'], { stdio: 'inherit', env: serving });

runTogether([
  { name: 'api', command: process.execPath, args: ['--enable-source-maps', 'api/dist/server.js'], env: serving, color: 33 },
  { name: 'workers', command: process.execPath, args: ['--enable-source-maps', 'workers/dist/main.js'], env: serving, color: 35 },
]);
// NOTE: printed again once the processes have logged their start, where a reader of the console looks last.
if (notices.length > 0) setTimeout(() => console.warn(box(notices)), 4_000).unref();
