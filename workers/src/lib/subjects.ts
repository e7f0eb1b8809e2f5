import type { Sql } from '@sdp/server/db/sql';
import type { Camel, CustomQuoteRow, OrderAddOnRow, OrderRow as OrderRowColumns } from '@sdp/server/db/rows';

/** The quote a job is about, under the camelCase names the e-mails and the CRM use. */
export type QuoteRow = Camel<Pick<CustomQuoteRow, 'id' | 'customer_name' | 'customer_email' | 'customer_phone' | 'project_type' | 'project_description' | 'status' | 'created_at' | 'confirmation_withheld'>>;

type OrderColumns = 'id' | 'status' | 'service_type' | 'package_id' | 'package_name' | 'customer_name' | 'customer_email' | 'customer_phone'
  | 'address' | 'city' | 'zip_code' | 'delivery_date' | 'special_instructions' | 'promo_code' | 'base_cents' | 'subtotal_cents'
  | 'discount_cents' | 'delivery_fee_cents' | 'total_cents' | 'deposit_cents' | 'balance_cents' | 'created_at' | 'crew_day'
  | 'balance_status' | 'delivered_at';
/** The order a job is about with its add-on lines, under camelCase names. */
export type OrderRow = Camel<Pick<OrderRowColumns, OrderColumns>> & {
  addOns: (Camel<Pick<OrderAddOnRow, 'name' | 'quantity' | 'line_total_cents'>> & { id: string })[];
};

/** The quote a job is about, read when the job runs (jobs carry ids, not personal data); null if it was deleted. */
export async function loadQuote(sql: Sql, id: string): Promise<QuoteRow | null> {
  const [row] = await sql<QuoteRow[]>`
    SELECT id, customer_name AS "customerName", customer_email AS "customerEmail", customer_phone AS "customerPhone",
           project_type AS "projectType", project_description AS "projectDescription", status, created_at AS "createdAt",
           confirmation_withheld AS "confirmationWithheld"
    FROM custom_quotes WHERE id = ${id}`;
  return row ?? null;
}

/** The order a job is about, with its add-on lines; null if it was deleted. */
export async function loadOrder(sql: Sql, id: string): Promise<OrderRow | null> {
  const [row] = await sql<Omit<OrderRow, 'addOns'>[]>`
    SELECT id, status, service_type AS "serviceType", package_id AS "packageId", package_name AS "packageName",
           customer_name AS "customerName", customer_email AS "customerEmail", customer_phone AS "customerPhone",
           address, city, zip_code AS "zipCode", delivery_date AS "deliveryDate", special_instructions AS "specialInstructions",
           promo_code AS "promoCode", base_cents AS "baseCents", subtotal_cents AS "subtotalCents", discount_cents AS "discountCents",
           delivery_fee_cents AS "deliveryFeeCents", total_cents AS "totalCents", deposit_cents AS "depositCents",
           balance_cents AS "balanceCents", created_at AS "createdAt", crew_day AS "crewDay", balance_status AS "balanceStatus",
           delivered_at AS "deliveredAt"
    FROM orders WHERE id = ${id}`;
  if (!row) return null;
  const addOns = await sql<OrderRow['addOns']>`
    SELECT add_on_id AS id, name, quantity, line_total_cents AS "lineTotalCents"
    FROM order_add_ons WHERE order_id = ${id} ORDER BY name`;
  return { ...row, addOns: [...addOns] };
}
