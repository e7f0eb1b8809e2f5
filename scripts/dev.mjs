// make dev: migrate, seed demo data, start local stand-ins for the third parties that have no real settings, then the API,
// the workers and Vite, all in the foreground. Ctrl-C stops everything. What runs where: scripts/dev-settings.mjs.
import { execFileSync } from 'node:child_process';
import { devSettings } from './dev-settings.mjs';
import { runTogether } from './run-processes.mjs';
import { localAppPassword } from './app-password.mjs';

const tsx = 'node_modules/.bin/tsx';
const { env, processes, banner } = devSettings(process.env, localAppPassword(process.env));

execFileSync(tsx, ['api/src/cli/migrate.ts'], { stdio: 'inherit', env });
const seedOutput = execFileSync(tsx, ['api/src/cli/seed.ts', '--demo'], { env: { ...env, DATABASE_OWNER_URL: '' } }).toString();
process.stdout.write(seedOutput);

const login = seedOutput.match(/demo staff login: (\S+) \/ (\S+)/);
console.log(banner(login ? `${login[1]} / ${login[2]}` : undefined));
runTogether(processes);
