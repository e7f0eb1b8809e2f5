import type { TestContext } from './harness.ts';

/** Test-only: an order written straight into PostgreSQL with the package, zip, status and add-ons a schedule test needs. */
export interface CrewOrderFixture {
  status?: string;
  deliveryDate?: string;
  zipCode?: string;
  packageSlug?: string;
  customerName?: string;
  /** A household of its own (the default address makes every fixture order one household). */
  customerEmail?: string;
  addOns?: Record<string, number>;
}

export async function insertCrewOrder(ctx: TestContext, f: CrewOrderFixture = {}): Promise<string> {
  const [pkg] = await ctx.sql<{ id: string; name: string }[]>`SELECT id, name FROM packages WHERE slug = ${f.packageSlug ?? 'golden-harvest'}`;
  const [season] = await ctx.sql<{ first: string }[]>`SELECT delivery_dates[1] AS first FROM season`;
  const [row] = await ctx.sql<{ id: string }[]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone,
      address, city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents,
      balance_cents, paid_at, special_instructions, photo_permission)
    VALUES (${f.status ?? 'deposit_paid'}, 'hosted', 'white-glove', ${pkg!.id}, ${pkg!.name}, ${f.customerName ?? 'Pat Pumpkin'},
      ${f.customerEmail ?? 'pat@example.com'}, '(858) 555-0101', '1 Harvest Lane', 'San Diego', ${f.zipCode ?? '92037'}, ${f.deliveryDate ?? season!.first},
      100000, 0, 100000, 100000, 30000, 70000, now(), 'Gate code 1234', true)
    RETURNING id`;
  for (const [slug, quantity] of Object.entries(f.addOns ?? {})) {
    await ctx.sql`
      INSERT INTO order_add_ons (order_id, add_on_id, name, category, unit_price_cents, quantity, line_total_cents)
      SELECT ${row!.id}, id, name, category, price_cents, ${quantity}, price_cents * ${quantity} FROM add_on_services WHERE slug = ${slug}`;
  }
  return row!.id;
}

/** The first delivery week of the seeded season and its seven days. */
export async function firstWeek(ctx: TestContext): Promise<{ deliveryDate: string; days: string[] }> {
  const [season] = await ctx.sql<{ first: string }[]>`SELECT delivery_dates[1] AS first FROM season`;
  const start = Date.parse(`${season!.first}T00:00:00Z`);
  return { deliveryDate: season!.first, days: Array.from({ length: 7 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10)) };
}
