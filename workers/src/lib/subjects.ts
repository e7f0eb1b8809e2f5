import type { Sql } from '@sdp/api/lib/db';
import type { ServiceLevel } from '@sdp/shared';

export interface QuoteRow {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  projectType: string;
  projectDescription: string;
  status: string;
  createdAt: Date;
  /** The address had its day's confirmations already when this quote came in (ADR 022). */
  confirmationWithheld: boolean;
}

export interface OrderRow {
  id: string;
  status: string;
  serviceType: ServiceLevel;
  packageId: string;
  packageName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  deliveryDate: string;
  specialInstructions: string;
  promoCode: string | null;
  baseCents: number;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  createdAt: Date;
  addOns: { id: string; name: string; quantity: number; lineTotalCents: number }[];
}

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
           balance_cents AS "balanceCents", created_at AS "createdAt"
    FROM orders WHERE id = ${id}`;
  if (!row) return null;
  const addOns = await sql<OrderRow['addOns']>`
    SELECT add_on_id AS id, name, quantity, line_total_cents AS "lineTotalCents"
    FROM order_add_ons WHERE order_id = ${id} ORDER BY name`;
  return { ...row, addOns: [...addOns] };
}
