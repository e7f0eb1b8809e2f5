import type { TestContext } from './harness.ts';

/** Test-only: rows written straight into PostgreSQL, so staff and Zapier reads can be checked against known figures. */
export interface OrderFixture {
  status?: string;
  totalCents?: number;
  depositCents?: number;
  createdAt?: string;
  paidAt?: string | null;
  deliveryDate?: string;
  crmContactId?: string | null;
  emailRecapSent?: boolean;
  customerName?: string;
}

export async function insertOrder(ctx: TestContext, f: OrderFixture = {}): Promise<string> {
  const [pkg] = await ctx.sql<{ id: string; name: string }[]>`SELECT id, name FROM packages ORDER BY sort_order LIMIT 1`;
  const [season] = await ctx.sql<{ first: string }[]>`SELECT delivery_dates[1] AS first FROM season`;
  const total = f.totalCents ?? 182_500;
  const deposit = f.depositCents ?? Math.round(total * 0.3);
  const [row] = await ctx.sql<{ id: string }[]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone,
      address, city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents,
      balance_cents, paid_at, crm_contact_id, email_recap_sent, created_at)
    VALUES (${f.status ?? 'pending'}, 'hosted', 'white-glove', ${pkg!.id}, ${pkg!.name}, ${f.customerName ?? 'Pat Pumpkin'},
      'pat@example.com', '8582550282', '1 Harvest Lane', 'San Diego', '92126', ${f.deliveryDate ?? season!.first}, ${total}, 0,
      ${total}, ${total}, ${deposit}, ${total - deposit}, ${f.paidAt ?? null}, ${f.crmContactId ?? null}, ${f.emailRecapSent ?? false},
      ${f.createdAt ?? new Date().toISOString()})
    RETURNING id`;
  return row!.id;
}

export interface QuoteFixture {
  status?: string;
  createdAt?: string;
  crmContactId?: string | null;
  emailConfirmationSent?: boolean;
  customerName?: string;
}

export async function insertQuote(ctx: TestContext, f: QuoteFixture = {}): Promise<string> {
  const [row] = await ctx.sql<{ id: string }[]>`
    INSERT INTO custom_quotes (customer_name, customer_email, customer_phone, project_type, project_description, status,
      crm_contact_id, crm_provider, email_confirmation_sent, created_at)
    VALUES (${f.customerName ?? 'Quinn Quote'}, 'quinn@example.com', '8582550282', 'hoa', 'Autumn display for our HOA entrance',
      ${f.status ?? 'pending'}, ${f.crmContactId ?? null}, ${f.crmContactId ? 'hubspot' : null}, ${f.emailConfirmationSent ?? false},
      ${f.createdAt ?? new Date().toISOString()})
    RETURNING id`;
  return row!.id;
}
