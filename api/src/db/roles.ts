import postgres from 'postgres';

/** Anything postgres.js connected as the owner: the migrations' Sql, or a plain `postgres()` client (e.g. on a restored cluster). */
type OwnerSql = Pick<postgres.Sql, 'unsafe' | 'begin'>;

export interface AppRoleOptions {
  /** The role the API and workers log in as (ADR 251: `<database>_app`, or one per test run; scripts/database-logins.mjs). */
  appRole: string;
  /** Its login password; set (or changed) on every call. Omitted: an existing role keeps its own, a new one gets none. */
  password?: string | undefined;
}

// NOTE: the app's session may idle inside a transaction for at most this long; a forgotten one would otherwise hold its locks,
// and every migration would wait on it until its retries ran out (ADR 252).
const APP_IDLE_IN_TRANSACTION = '5min';
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const MIGRATIONS_TABLE = 'schema_migrations';

const ident = (name: string) => {
  if (!ROLE_NAME.test(name)) throw new Error(`unsupported role name "${name}": lower-case letters, digits and _ only, at most 63`);
  return `"${name}"`;
};
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Run as the owner (the role that migrates and owns every table; ADR 250), in the database the app uses: create the app role or
 * bring it back to least privilege, then grant it rows only. The app role logs in, owns nothing, and may SELECT/INSERT/UPDATE/DELETE
 * rows, use sequences and call functions; no DDL, no TRUNCATE, no superuser, no CREATEROLE/CREATEDB. Tables the owner creates
 * later are granted by default privileges. Idempotent: `make start`, `make dev`, the tests and a restore drill call it every time.
 */
export async function ensureRoles(ownerSql: OwnerSql, { appRole, password }: AppRoleOptions): Promise<void> {
  const app = ident(appRole);
  const attributes = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT';
  const withPassword = password === undefined ? '' : ` PASSWORD ${literal(password)}`;
  const [me] = await ownerSql.unsafe<{ owner: string; may_create_roles: boolean; exists: boolean }[]>(
    `SELECT current_user AS owner, (rolsuper OR rolcreaterole) AS may_create_roles,
            EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AS exists
       FROM pg_roles WHERE rolname = current_user`,
    [appRole],
  );
  if (!me) throw new Error('ensureRoles: could not read the current role');
  if (me.owner === appRole) throw new Error(`ensureRoles: connected as the app role "${appRole}"; connect as the owner`);
  if (me.may_create_roles) {
    // NOTE: roles are cluster-wide: another process may create the same one between our look and our CREATE (42710).
    if (!me.exists) await ownerSql.unsafe(`CREATE ROLE ${app} ${attributes}${withPassword}`).catch((err: unknown) => {
      if ((err as { code?: string }).code !== '42710') throw err;
    });
    await ownerSql.unsafe(`ALTER ROLE ${app} ${attributes}${withPassword}`);
    await ownerSql.unsafe(`ALTER ROLE ${app} SET idle_in_transaction_session_timeout = ${literal(APP_IDLE_IN_TRANSACTION)}`);
  } else if (!me.exists) {
    throw new Error(`ensureRoles: the app role "${appRole}" does not exist and "${me.owner}" may not create roles; create it (LOGIN, no other attribute) or migrate as a role with CREATEROLE`);
  }
  await ownerSql.begin(async (tx) => {
    // NOTE: the app owns nothing: anything it came to own (an old set-up that ran as one role) passes to the owner.
    const [owned] = await tx.unsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = $1) AND s.nspname = 'public'`,
      [appRole],
    );
    if (owned && owned.n > 0) await tx.unsafe(`REASSIGN OWNED BY ${app} TO CURRENT_USER`);
    await tx.unsafe(`
      REVOKE CREATE ON SCHEMA public FROM PUBLIC;
      REVOKE ALL ON SCHEMA public FROM ${app};
      GRANT USAGE ON SCHEMA public TO ${app};
      DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO ${app}', current_database()); END $$;
      REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${app};
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app};
      DO $$ BEGIN
        IF to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL THEN REVOKE INSERT, UPDATE, DELETE ON ${MIGRATIONS_TABLE} FROM ${app}; END IF;
      END $$;
      REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${app};
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app};
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${app};
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app};
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT EXECUTE ON FUNCTIONS TO ${app};
    `);
  });
}

/** Remove an app role made for a throw-away database (tests, bench): its grants in the databases still there, then the role. */
export async function dropAppRole(adminUrl: string, appRole: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP ROLE IF EXISTS ${ident(appRole)}`);
  } finally {
    await admin.end();
  }
}

/** The app's URL: the owner's server and database, logged in as the app role. */
export function appUrl(ownerUrl: string, appRole: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = appRole;
  url.password = encodeURIComponent(password);
  return url.toString();
}
