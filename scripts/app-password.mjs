// The app role's password on this machine when DATABASE_APP_PASSWORD is not set: made once, kept in .data/ (not in git), so a
// restart, PgBouncer's auth file and a second terminal all agree on it (ADR 251).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = '.data/database-app-password';

/** @param {Record<string, string | undefined>} env */
export function localAppPassword(env) {
  if (env.DATABASE_APP_PASSWORD) return env.DATABASE_APP_PASSWORD;
  if (existsSync(FILE)) return readFileSync(FILE, 'utf8').trim();
  mkdirSync('.data', { recursive: true });
  const password = randomBytes(24).toString('hex');
  writeFileSync(FILE, `${password}\n`, { mode: 0o600 });
  chmodSync(FILE, 0o600);
  return password;
}
