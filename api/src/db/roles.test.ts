import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/harness.ts';
import { expectMoneyInvariant, paidHostedOrder } from '../../test/money-fixtures.ts';
import { useStripeEmulator } from '../../test/stripe-emulator.ts';
import { orderRow } from '../../test/stripe-order-fixtures.ts';
import { sweepStaleAppRoles } from '../../test/app-role.ts';
import { adminUrl, appDatabaseUrl, testAppRole } from '../../test/urls.ts';
import { dropAppRole, ensureRoles } from './roles.ts';

// Issue 38, item 4 (docs/design.md §24, ADR 250): the app logs in as a role that owns nothing and may only read and write rows.
const ctx = useTestContext();
const stripe = useStripeEmulator(ctx);
const INSUFFICIENT_PRIVILEGE = '42501';

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

describe("the app's database role", () => {
  beforeAll(async () => {
    await ctx.sql`UPDATE delivery_slots SET capacity = 100`;
  });

  it('is the run\'s app role, not a superuser, and may neither create roles nor databases, and owns no table', async () => {
    const [me] = await ctx.sql<{ user: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; rolbypassrls: boolean; owned: number }[]>`
      SELECT current_user AS user, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls,
             (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owned
        FROM pg_roles r WHERE rolname = current_user`;
    expect(me).toEqual({ user: process.env.SDP_TEST_APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, owned: 0 });
  });

  it('cannot DROP, ALTER, TRUNCATE or CREATE a table, nor rewrite the migrations it ran under', async () => {
    const refused = {
      drop: await outcome(() => ctx.sql`DROP TABLE orders`),
      alter: await outcome(() => ctx.sql`ALTER TABLE orders ADD COLUMN sneaky int`),
      truncate: await outcome(() => ctx.sql`TRUNCATE payments`),
      create: await outcome(() => ctx.sql`CREATE TABLE sneaky (id int)`),
      index: await outcome(() => ctx.sql`CREATE INDEX sneaky_idx ON orders (customer_name)`),
      trigger: await outcome(() => ctx.sql.unsafe('CREATE FUNCTION sneaky() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$')),
      role: await outcome(() => ctx.sql`CREATE ROLE sneaky`),
      migrations: await outcome(() => ctx.sql`DELETE FROM schema_migrations`),
    };
    expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((k) => [k, INSUFFICIENT_PRIVILEGE])));
    const [table] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'sneaky'`;
    expect(table!.n).toBe(0);
  });

  it('takes a paid order end to end: the order, its payment and the ledger written as the app role', async () => {
    const { orderId } = await paidHostedOrder(ctx, stripe, { consent: false });
    expect(await orderRow(ctx, orderId)).toMatchObject({ status: 'deposit_paid' });
    const [paid] = await ctx.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`;
    expect(paid!.n).toBeGreaterThan(0);
    await expectMoneyInvariant(ctx);
  });
});

describe('ensureRoles', () => {
  const role = `sdp_t_role_${randomBytes(4).toString('hex')}`;
  let owner: postgres.Sql;
  beforeAll(() => {
    owner = postgres(ctx.ownerDatabaseUrl, { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    await owner.unsafe(`DROP TABLE IF EXISTS later_table`);
    await owner.unsafe(`DROP OWNED BY "${role}"`).catch(() => {});
    await owner.end();
    await dropAppRole(adminUrl(), role);
  });

  it('creates the role with a hashed password, and brings one given too much back to rows only, every time it runs', async () => {
    await ensureRoles(owner, { appRole: role, password: 'first-password' });
    await owner.unsafe(`ALTER ROLE "${role}" CREATEDB CREATEROLE`);
    await owner.unsafe(`GRANT TRUNCATE, TRIGGER ON orders TO "${role}"`);
    await owner.unsafe(`GRANT CREATE ON SCHEMA public TO "${role}"`);
    await ensureRoles(owner, { appRole: role, password: 'second-password' });

    const [attrs] = await owner<{ rolcreatedb: boolean; rolcreaterole: boolean; rolsuper: boolean; rolcanlogin: boolean; scram: boolean }[]>`
      SELECT rolcreatedb, rolcreaterole, rolsuper, rolcanlogin, rolpassword LIKE 'SCRAM-SHA-256$%' AS scram FROM pg_authid WHERE rolname = ${role}`;
    expect(attrs).toEqual({ rolcreatedb: false, rolcreaterole: false, rolsuper: false, rolcanlogin: true, scram: true });
    const [rights] = await owner<{ truncate: boolean; trigger: boolean; create: boolean; write: boolean }[]>`
      SELECT has_table_privilege(${role}, 'orders', 'TRUNCATE') AS truncate, has_table_privilege(${role}, 'orders', 'TRIGGER') AS trigger,
             has_schema_privilege(${role}, 'public', 'CREATE') AS create, has_table_privilege(${role}, 'orders', 'INSERT, UPDATE, DELETE') AS write`;
    expect(rights).toEqual({ truncate: false, trigger: false, create: false, write: true });
  });

  it('grants tables the owner creates later without being run again (default privileges)', async () => {
    await owner.unsafe('CREATE TABLE later_table (id serial PRIMARY KEY, note text)');
    const app = postgres(appDatabaseUrl(new URL(ctx.ownerDatabaseUrl).pathname.slice(1), role, 'second-password'), { max: 1, onnotice: () => {} });
    try {
      await app`INSERT INTO later_table (note) VALUES ('written by the app')`;
      expect(await app`SELECT note FROM later_table`).toEqual([{ note: 'written by the app' }]);
      expect(await outcome(() => app`DROP TABLE later_table`)).toBe(INSUFFICIENT_PRIVILEGE);
    } finally {
      await app.end();
    }
  });

  it('refuses a role name it would have to quote, and to run as the app role itself', async () => {
    await expect(ensureRoles(owner, { appRole: 'app"; DROP TABLE orders; --' })).rejects.toThrow(/unsupported role name/);
    await expect(ensureRoles(ctx.sql, { appRole: process.env.SDP_TEST_APP_ROLE! })).rejects.toThrow(/connect as the owner/);
  });
});

describe('roles left by test runs killed before their teardown (ADR 251)', () => {
  it('are dropped once hours old and granted nowhere; a recent one, or one still granted somewhere, is kept', async () => {
    const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
    const runId = (at: number) => `${at.toString(36)}${randomBytes(3).toString('hex')}`;
    const now = Date.now();
    const [orphan, recent, granted] = [runId(now - 7 * 3600_000), runId(now - 60_000), runId(now - 7 * 3600_000)].map(testAppRole);
    try {
      for (const role of [orphan, recent, granted]) await admin.unsafe(`CREATE ROLE "${role}" LOGIN`);
      const owner = postgres(ctx.ownerDatabaseUrl, { max: 1, onnotice: () => {} });
      await owner.unsafe(`GRANT SELECT ON orders TO "${granted}"`).finally(() => owner.end());
      const dropped = await sweepStaleAppRoles(admin, now);
      expect(dropped).toContain(orphan);
      expect(dropped).not.toContain(recent);
      expect(dropped).not.toContain(granted);
      expect((await admin`SELECT rolname FROM pg_roles WHERE rolname IN ${admin([orphan!, recent!, granted!])} ORDER BY rolname`).map((r) => r.rolname))
        .toEqual([recent, granted].sort());
    } finally {
      const owner = postgres(ctx.ownerDatabaseUrl, { max: 1, onnotice: () => {} });
      await owner.unsafe(`REVOKE ALL ON orders FROM "${granted}"`).finally(() => owner.end());
      for (const role of [orphan, recent, granted]) await admin.unsafe(`DROP ROLE IF EXISTS "${role}"`);
      await admin.end();
    }
  });
});
