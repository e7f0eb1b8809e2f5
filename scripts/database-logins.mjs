// Which login migrates and which one serves (ADR 250, 251), for `make start` and `make dev`. Pure, like the settings that use it.

/** The app role's name for a database (ADR 251): `<database>_app`, lower-case, at most 63 characters, safe unquoted. */
export function appRoleFor(database) {
  return `${database.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 59)}_app`;
}

/**
 * Given DATABASE_URL and DATABASE_OWNER_URL as set (either may be missing), the owner's URL (migrations) and the app's (API, workers,
 * seed). A deployment that gives both keeps them. Given only DATABASE_URL, that login is the owner (it must be allowed to create
 * roles: a fresh server, make dev, CI) and the app logs in as `<database>_app` with `appPassword`.
 * @param {{ DATABASE_URL?: string, DATABASE_OWNER_URL?: string }} env
 * @param {string | undefined} appPassword DATABASE_APP_PASSWORD, or one the caller generated and keeps
 * @returns {{ ownerUrl: string, appUrl: string, appRole: string }}
 */
export function databaseLogins(env, appPassword) {
  if (!env.DATABASE_URL) throw new Error('databaseLogins: DATABASE_URL is not set');
  if (env.DATABASE_OWNER_URL) {
    return { ownerUrl: env.DATABASE_OWNER_URL, appUrl: env.DATABASE_URL, appRole: decodeURIComponent(new URL(env.DATABASE_URL).username) };
  }
  const app = new URL(env.DATABASE_URL);
  const appRole = appRoleFor(decodeURIComponent(app.pathname.slice(1)));
  app.username = appRole;
  app.password = appPassword ? encodeURIComponent(appPassword) : '';
  return { ownerUrl: env.DATABASE_URL, appUrl: app.toString(), appRole };
}
