// make start: production mode on one port. Migrate, seed reference data (idempotent, never overwrites staff edits), then run the
// API (serving the built SPA) and the workers; SIGTERM stops them all cleanly. Settings: scripts/start-settings.mjs.
// API_PROCESSES=N (N > 1) runs N API processes on the ports after PORT behind Caddy on PORT (scripts/proxy.mjs, ADR 270);
// WORKER_PROCESSES=M runs M workers processes. Each process's PostgreSQL pool is sized so that all of them fit (processPlan).
import { execFileSync } from 'node:child_process';
import { runTogether } from './run-processes.mjs';
import { processPlan, startSettings } from './start-settings.mjs';
import { localAppPassword } from './app-password.mjs';

// NOTE: migrate as the owner (creating or updating the app role), then seed and serve as the app role (ADR 250).
const { env, serving, notices } = startSettings(process.env, localAppPassword(process.env));
const plan = processPlan(env);
if (!plan.fits) {
  notices.push(`WARNING: ${plan.api} API + ${plan.workers} workers processes may open ${plan.total} PostgreSQL connections, more than ` +
    `${plan.budget} (max_connections ${plan.maxConnections} less ${plan.maxConnections - plan.budget} reserved; docs/operations.md "Connections").`);
}
const box = (lines) => `\n${'='.repeat(100)}\n${lines.map((line) => `  ${line}`).join('\n')}\n${'='.repeat(100)}\n`;
if (notices.length > 0) console.warn(box(notices));
execFileSync(process.execPath, ['api/dist/cli/migrate.js'], { stdio: 'inherit', env });
execFileSync(process.execPath, ['api/dist/cli/seed.js'], { stdio: 'inherit', env: serving });

const port = Number(env.PORT ?? 3000);
// NOTE: production's own pool sizes unless they had to shrink to fit (or DATABASE_POOL_MAX was set by hand).
const pool = (n) => (plan.shrunk || env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: String(n) } : {});
const node = (file) => ({ command: process.execPath, args: ['--enable-source-maps', file] });
const apis = plan.api === 1
  ? [{ name: 'api', ...node('api/dist/server.js'), env: { ...serving, ...pool(plan.apiPool) }, color: 33 }]
  // NOTE: behind the proxy each API believes one proxy's X-Forwarded-For (per-client limits see the client, not Caddy).
  : Array.from({ length: plan.api }, (_, i) => ({
    name: `api-${i + 1}`, ...node('api/dist/server.js'), color: 33,
    env: { ...serving, PORT: String(port + 1 + i), ...pool(plan.apiPool), TRUST_PROXY: String(Number(env.TRUST_PROXY ?? 0) + 1) },
  }));
const proxy = plan.api === 1 ? [] : [{
  name: 'proxy', command: process.execPath, color: 36,
  args: ['scripts/proxy-run.mjs', String(port), ...apis.map((a) => `127.0.0.1:${a.env.PORT}`)],
}];
const workers = Array.from({ length: plan.workers }, (_, i) => ({
  name: plan.workers === 1 ? 'workers' : `workers-${i + 1}`, ...node('workers/dist/main.js'), color: 35,
  env: { ...serving, ...pool(plan.workersPool) },
}));
runTogether([...apis, ...proxy, ...workers]);
// NOTE: printed again once the processes have logged their start, where a reader of the console looks last.
if (notices.length > 0) setTimeout(() => console.warn(box(notices)), 4_000).unref();
