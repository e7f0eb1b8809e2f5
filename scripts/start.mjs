// make start: production mode on one port. Migrate, seed reference data (idempotent, never overwrites staff edits), then run the
// API (serving the built SPA) and the workers as two processes; SIGTERM stops both cleanly. Settings: scripts/start-settings.mjs.
import { execFileSync } from 'node:child_process';
import { runTogether } from './run-processes.mjs';
import { startSettings } from './start-settings.mjs';

const { env, notices } = startSettings(process.env);
const box = (lines) => `\n${'='.repeat(100)}\n${lines.map((line) => `  ${line}`).join('\n')}\n${'='.repeat(100)}\n`;
if (notices.length > 0) console.warn(box(notices));
for (const step of ['api/dist/cli/migrate.js', 'api/dist/cli/seed.js']) execFileSync(process.execPath, [step], { stdio: 'inherit', env });

runTogether([
  { name: 'api', command: process.execPath, args: ['--enable-source-maps', 'api/dist/server.js'], env, color: 33 },
  { name: 'workers', command: process.execPath, args: ['--enable-source-maps', 'workers/dist/main.js'], env, color: 35 },
]);
// NOTE: printed again once the processes have logged their start, where a reader of the console looks last.
if (notices.length > 0) setTimeout(() => console.warn(box(notices)), 4_000).unref();
