import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSql } from '@sdp/server/db/sql';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../../test/urls.ts';
import { migrate } from './migrate.ts';
import { seedReferenceData } from './seed/seed.ts';

// Migration 480 on a database that already has a season of orders, quotes and sign-ups (docs/design.md §18, ADR 110): every row
// gets its household, one per e-mail however it was typed, with the newest name and every phone and porch.
const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const name = `sdp_t_${process.env.SDP_TEST_RUN_ID ?? 'adhoc'}_backfill`;
const before = mkdtempSync(join(tmpdir(), 'sdp-migrations-'));
for (const file of readdirSync(MIGRATIONS).filter((f) => f < '480_')) cpSync(join(MIGRATIONS, file), join(before, file));

const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} });
afterAll(async () => {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(before, { recursive: true, force: true });
});

it('gives every existing order, quote and waitlist entry its household', async () => {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const sql = createSql(databaseUrl(name), { max: 1 });
  try {
    await migrate(sql, `${before}/`);
    await seedReferenceData(sql, { season: 'next', resetSeason: true });
    const [pkg] = await sql<{ id: string; name: string }[]>`SELECT id, name FROM packages ORDER BY sort_order LIMIT 1`;
    const [date] = await sql<{ d: string }[]>`SELECT delivery_dates[1] AS d FROM season`;
    const legacyOrder = (email: string, name: string, phone: string, address: string, createdAt: string) => sql`
      INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address, city,
        zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, created_at)
      VALUES ('completed', 'hosted', 'white-glove', ${pkg!.id}, ${pkg!.name}, ${name}, ${email}, ${phone}, ${address}, 'Poway', '92064',
        ${date!.d}, 100000, 0, 100000, 100000, 30000, 70000, ${createdAt})`;
    await legacyOrder('dana.ito@example.com', 'Dana Ito', '858.555.0130', '5 Oak Knoll', '2024-09-01T17:00:00Z');
    await legacyOrder('DANA.ITO@example.com', 'Dana & Lee Ito', '(858) 555-0131', '5 Oak Knoll', '2025-09-01T17:00:00Z');
    await legacyOrder('sol.park@example.com', 'Sol Park', '6195550140', '77 Mesa Dr', '2025-09-02T17:00:00Z');
    await sql`INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, created_at)
      VALUES ('Dana Ito', 'dana.ito@example.com', '', 'hoa', 'HOA entrance for our street', '2025-08-01T17:00:00Z')`;
    await sql`INSERT INTO waitlist_entries (name, email, created_at) VALUES ('Wren Cole', 'wren.cole@example.com', '2025-12-01T17:00:00Z')`;
    await sql`INSERT INTO waitlist_entries (name, email, created_at, unsubscribed_at)
      VALUES ('Sol Park', 'sol.park@example.com', '2025-12-02T17:00:00Z', '2026-01-05T17:00:00Z')`;

    expect(await migrate(sql, MIGRATIONS)).toContain('480_customers.sql');

    const customers = await sql<{ email: string; name: string; phones: string[]; addresses: unknown[]; marketing_consent: boolean }[]>`
      SELECT email, name, phones, addresses, marketing_consent FROM customers ORDER BY email`;
    expect(customers).toEqual([
      { email: 'dana.ito@example.com', name: 'Dana & Lee Ito', phones: ['8585550130', '8585550131'],
        addresses: [{ address: '5 Oak Knoll', city: 'Poway', zipCode: '92064' }], marketing_consent: false },
      { email: 'sol.park@example.com', name: 'Sol Park', phones: ['6195550140'],
        addresses: [{ address: '77 Mesa Dr', city: 'Poway', zipCode: '92064' }], marketing_consent: false },
      { email: 'wren.cole@example.com', name: 'Wren Cole', phones: [], addresses: [], marketing_consent: true },
    ]);
    const unlinked = await sql<{ n: number }[]>`
      SELECT (SELECT count(*) FROM orders WHERE customer_id IS NULL) + (SELECT count(*) FROM custom_quotes WHERE customer_id IS NULL)
        + (SELECT count(*) FROM waitlist_entries WHERE customer_id IS NULL) AS n`;
    expect(Number(unlinked[0]!.n)).toBe(0);
  } finally {
    await sql.end();
  }
});
