// make dev: migrate, seed demo data, start local stand-ins for the third parties that have no real settings, then the API,
// the workers and Vite, all in the foreground. Ctrl-C stops everything.
import { execFileSync } from 'node:child_process';
import { runTogether } from './run-processes.mjs';

const tsx = 'node_modules/.bin/tsx';
// NOTE: in development customers use Vite's port, so Stripe return URLs and the Origin check point there.
const env = { NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:5173', ...process.env };
const processes = [];

// Stripe: with no real keys, the emulator in dev/ stands in (docs/design.md §5) so an order can be placed and paid offline.
if (!env.STRIPE_SECRET_KEY) {
  const port = env.STRIPE_EMULATOR_PORT ?? '12111';
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_emulator',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator',
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_dev_emulator',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
  processes.push({
    name: 'stripe',
    command: tsx,
    args: ['dev/src/stripe-emulator/main.ts'],
    env: { STRIPE_EMULATOR_PORT: port, STRIPE_WEBHOOK_URL: `http://127.0.0.1:${env.PORT ?? 3000}${env.BASE_PATH ?? ''}/api/stripe/webhook` },
    color: 34,
  });
}
// E-mail: with no SMTP_URL, the SMTP catcher takes the mail; read it at http://127.0.0.1:1080.
if (!env.SMTP_URL) {
  env.SMTP_URL = 'smtp://127.0.0.1:1025';
  processes.push({ name: 'mail', command: tsx, args: ['dev/src/smtp-catcher/main.ts'], color: 32 });
}

execFileSync(tsx, ['api/src/cli/migrate.ts'], { stdio: 'inherit', env });
const seedOutput = execFileSync(tsx, ['api/src/cli/seed.ts', '--demo'], { env }).toString();
process.stdout.write(seedOutput);

processes.push(
  { name: 'api', command: tsx, args: ['watch', '--clear-screen=false', 'api/src/server.ts'], color: 33 },
  { name: 'workers', command: tsx, args: ['watch', '--clear-screen=false', 'workers/src/main.ts'], color: 35 },
  { name: 'web', command: 'npm', args: ['run', 'dev', '-w', 'web', '--', '--host', '127.0.0.1', '--strictPort'], color: 36 },
);
for (const p of processes) p.env = { ...env, ...p.env };

const login = seedOutput.match(/demo staff login: (\S+) \/ (\S+)/);
console.log(`
  SD Pumpkin is starting:
    site (Vite)        http://127.0.0.1:5173${env.BASE_PATH ?? ''}/
    API                http://127.0.0.1:${env.PORT ?? 3000}${env.BASE_PATH ?? ''}/api/health
    staff dashboards   http://127.0.0.1:5173${env.BASE_PATH ?? ''}/login   ${login ? `(${login[1]} / ${login[2]})` : ''}
    caught e-mail      ${processes.some((p) => p.name === 'mail') ? 'http://127.0.0.1:1080' : env.SMTP_URL}
    Stripe             ${processes.some((p) => p.name === 'stripe') ? `emulator at ${env.STRIPE_API_URL} (card 4242 4242 4242 4242)` : 'real Stripe keys'}
`);
runTogether(processes);
