import { allAtMost, QUERIES_AT_ONCE } from './query-limiter.ts';
import { moveOffersToHousehold } from './renewals.ts';
import { photosOfOrders } from './order-photos.ts';
import { isBooked, toDecimal } from '@sdp/shared';
import type { CustomerDetail, CustomerList, CustomerListItem, CustomerOrder, CustomerPhone, CustomerQuote } from '@sdp/shared/wire-customers';
import { keptCents, ledgersOf } from './order-ledger.ts';
import { orderNumber } from './order-views.ts';
import { referralsMadeBy, waitingCreditCents } from './referrals.ts';
import { camelRow, type CustomerRow, type CustomQuoteRow, type OrderRow } from './rows.ts';
import type { Sql, TransactionSql } from './sql.ts';

// The household record (docs/design.md §17, §18; ADR 110): the one module that reads and writes `customers`. Records are made and
// matched by the database itself (migration 480's triggers on orders, quotes and the waitlist; 620: a public form naming an existing
// household only adds a phone or porch, marked, ADR 160), so this module only reads them, keeps the porch notes and merges two records.

/** How many households a search shows. */
export const CUSTOMER_PAGE = 50;
/** Where counting the matches stops: the page says "more than 1,000" rather than read every household to count them. */
export const COUNT_CAP = 1001;

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The words of a search as `search_text` holds them: lower case, a phone written any way reduced to its digits. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean)
    .map((word) => (/\d/.test(word) && /^[\d()+.-]+$/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean)
    .slice(0, 8);
}

type ListRow = Pick<CustomerRow, 'id' | 'name' | 'email' | 'phones' | 'updated_at'> & {
  city: string | null;
  orders: Pick<OrderRow, 'id' | 'status' | 'delivery_date'>[];
};

/** Households whose name, e-mail, a phone or an address holds every word of `q`, most recently active first; all of them for no words. */
export async function searchCustomers(sql: Sql, q: string): Promise<CustomerList> {
  const words = searchWords(q);
  const matches = words.reduce((where, word) => sql`${where} AND c.search_text LIKE ${likeWord(word)}`, sql`c.merged_into IS NULL`);
  // NOTE: the count stops at COUNT_CAP, so a search that matches nearly everyone does not read everyone to say so.
  const [rows, counted] = await Promise.all([
    sql<ListRow[]>`
      SELECT c.id, c.name, c.email, c.phones, c.updated_at, c.addresses -> -1 ->> 'city' AS city,
        coalesce((SELECT json_agg(json_build_object('id', o.id, 'status', o.status, 'delivery_date', o.delivery_date))
          FROM orders o WHERE o.customer_id = c.id), '[]') AS orders
      FROM customers c
      WHERE ${matches} ORDER BY c.updated_at DESC, c.id DESC LIMIT ${CUSTOMER_PAGE}`,
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM (SELECT 1 FROM customers c WHERE ${matches} LIMIT ${COUNT_CAP}) hits`,
  ]);
  const ledgers = await ledgersOf(sql, rows.flatMap((row) => row.orders.map((o) => o.id)));
  const customers = rows.map((row): CustomerListItem => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phones: row.phones,
    city: row.city || null,
    seasons: seasonsOf(row.orders),
    collected: toDecimal(row.orders.reduce((sum, o) => sum + keptCents(ledgers.get(o.id) ?? NO_MONEY), 0)),
    lastActivityAt: row.updated_at.toISOString(),
  }));
  return { customers, total: counted[0]!.total };
}

const NO_MONEY = { deposit: 0, balance: 0, refunded: 0, depositRefunded: 0, goodwillRefunded: 0, disputeLost: 0 };

/** The seasons a household booked: the delivery years of its orders whose deposit is paid and kept (not cancelled), oldest first. */
const seasonsOf = (orders: Pick<OrderRow, 'status' | 'delivery_date'>[]): number[] =>
  [...new Set(orders.filter((o) => isBooked(o.status)).map((o) => Number(o.delivery_date.slice(0, 4))))].sort((a, b) => a - b);

/**
 * The seasons booked by the household of each order (a merged record counts as the one it became), by order id: what the CRM
 * contact and Zapier's "Renewal Accepted" carry (ADR 128). An order without a household record counts only itself.
 */
export async function householdSeasons(sql: Sql, orderIds: string[]): Promise<Map<string, number[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await sql<{ id: string; orders: Pick<OrderRow, 'status' | 'delivery_date'>[] }[]>`
    SELECT o.id, coalesce((
      SELECT json_agg(json_build_object('status', h.status, 'delivery_date', h.delivery_date))
      -- NOTE: a household's orders all name its own record: customer_for links to the record a merged e-mail became, and a merge
      -- moves the merged record's orders (ADR 110); so one index lookup per order.
      FROM orders h WHERE h.customer_id = coalesce(c.merged_into, c.id)), json_build_array(json_build_object('status', o.status, 'delivery_date', o.delivery_date))) AS orders
    FROM orders o LEFT JOIN customers c ON c.id = o.customer_id
    WHERE o.id = ANY(${orderIds}::uuid[])`;
  return new Map(rows.map((row) => [row.id, seasonsOf(row.orders)]));
}

/** The household a record id stands for: the record itself, or the one it was merged into. */
export async function findCustomer(sql: Sql | TransactionSql, id: string, { lock = false } = {}): Promise<CustomerRow | undefined> {
  const [row] = lock
    ? await sql<CustomerRow[]>`SELECT * FROM customers WHERE id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${id}) FOR UPDATE`
    : await sql<CustomerRow[]>`SELECT * FROM customers WHERE id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${id})`;
  return row;
}

type HistoryOrderRow = Pick<OrderRow, 'id' | 'package_name' | 'service_type' | 'status' | 'delivery_date' | 'address' | 'city' | 'total_cents' | 'created_at'>;

/** Everything the household's record page shows (GET /api/admin/customers/:id), or undefined for no such record. */
export async function customerDetail(sql: Sql, id: string): Promise<CustomerDetail | undefined> {
  const customer = await findCustomer(sql, id);
  if (!customer) return undefined;
  const [orders, quotes, waitlist, merged, referrals, waitingCredit, phoneTexts] = await allAtMost(QUERIES_AT_ONCE, [
    () => sql<HistoryOrderRow[]>`
      SELECT o.id, o.package_name, o.service_type, o.status, o.delivery_date, o.address, o.city, o.total_cents, o.created_at
      FROM orders o WHERE o.customer_id = ${customer.id}
      ORDER BY o.delivery_date DESC, o.created_at DESC`,
    () => sql<Pick<CustomQuoteRow, 'id' | 'project_type' | 'status' | 'created_at'>[]>`
      SELECT id, project_type, status, created_at FROM custom_quotes WHERE customer_id = ${customer.id} ORDER BY created_at DESC`,
    () => sql<{ created_at: Date; subscribed: boolean }[]>`
      SELECT created_at, unsubscribed_at IS NULL AS subscribed FROM waitlist_entries WHERE customer_id = ${customer.id}
      ORDER BY created_at DESC LIMIT 1`,
    () => sql<Pick<CustomerRow, 'email'>[]>`SELECT email FROM customers WHERE merged_into = ${customer.id} ORDER BY merged_at, email`,
    () => referralsMadeBy(sql, customer.id),
    () => waitingCreditCents(sql, customer.id),
    // NOTE: each number's own consent record (migration 620) and its STOP, read here beside the household they show on.
    () => sql<{ digits: string; consent: boolean | null; words: string | null; at: Date | null; stopped: boolean }[]>`
      SELECT p.digits, t.consent, t.words, t.at, o.phone IS NOT NULL AS stopped
      FROM unnest(${customer.phones}::text[]) WITH ORDINALITY p(digits, n)
      LEFT JOIN phone_text_consents t ON t.phone = phone_e164(p.digits) LEFT JOIN text_opt_outs o ON o.phone = phone_e164(p.digits)
      ORDER BY p.n`,
  ]);
  const [ledgers, photos] = await Promise.all([ledgersOf(sql, orders.map((row) => row.id)), photosOfOrders(sql, orders.map((row) => row.id))]);
  const kept = (orderId: string) => keptCents(ledgers.get(orderId) ?? NO_MONEY);
  const c = camelRow(customer);
  const historyOrders = orders.map((row): CustomerOrder => ({
    id: row.id,
    number: orderNumber(row.id),
    year: Number(row.delivery_date.slice(0, 4)),
    packageName: row.package_name,
    serviceType: row.service_type,
    status: row.status,
    deliveryDate: row.delivery_date,
    address: row.address,
    city: row.city,
    total: toDecimal(row.total_cents),
    collected: toDecimal(kept(row.id)),
    createdAt: row.created_at.toISOString(),
    photos: (photos.get(row.id) ?? []).map((p) => p.image),
  }));
  const phoneDetails = phoneTexts.map((p): CustomerPhone => ({
    phone: p.digits,
    texts: p.stopped ? 'stopped' : p.consent ? 'welcome' : 'none',
    consentWords: p.words,
    consentAt: p.at?.toISOString() ?? null,
    addedByPublicForm: c.publicFormPhones.includes(p.digits),
  }));
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phones: c.phones,
    phoneDetails,
    addresses: c.addresses.map((a) => ({ ...a, addedByPublicForm: c.publicFormPorches.includes(porchKey(a)) })),
    marketingConsent: c.marketingConsent,
    porchNotes: c.porchNotes,
    collected: toDecimal(orders.reduce((sum, row) => sum + kept(row.id), 0)),
    orders: historyOrders,
    quotes: quotes.map((row): CustomerQuote => ({ id: row.id, projectType: row.project_type, status: row.status, createdAt: row.created_at.toISOString() })),
    waitlist: waitlist[0] ? { joinedAt: waitlist[0].created_at.toISOString(), subscribed: waitlist[0].subscribed } : null,
    mergedEmails: merged.map((row) => row.email),
    createdAt: c.createdAt.toISOString(),
    referralCode: c.referralCode,
    referrals,
    waitingCredit: toDecimal(waitingCredit),
  };
}

/** A porch as migration 620's customer_for compares and marks it: the street without case, and the zip. */
const porchKey = (a: { address: string; zipCode: string }) => `${a.address.toLowerCase()}|${a.zipCode}`;

/** Keep the crew's notes on the household's porch; false when there is no such record. */
export async function savePorchNotes(sql: Sql, id: string, porchNotes: string): Promise<boolean> {
  const rows = await sql`
    UPDATE customers SET porch_notes = ${porchNotes}, updated_at = now()
    WHERE id = (SELECT coalesce(merged_into, id) FROM customers WHERE id = ${id})`;
  return rows.count === 1;
}

export type MergeOutcome = 'merged' | 'not_found' | 'same';

/**
 * Fold record `otherId` into `keepId` (ADR 110): its orders, quotes and waitlist entry move over, its phones, porches and notes are
 * added (a mark "added by a public form" stays only where every record had it), the marketing choice is the one given last (text
 * consent belongs to each number, not to a record: ADR 160), and it stays as a row with `merged_into` so its e-mail still finds this household.
 * Both rows are locked in id order, so two merges of the same pair at once cannot interleave.
 */
export async function mergeCustomers(sql: Sql, keepId: string, otherId: string): Promise<MergeOutcome> {
  return sql.begin(async (tx) => {
    const [keep, other] = [await findCustomer(tx, keepId), await findCustomer(tx, otherId)];
    if (!keep || !other) return 'not_found';
    if (keep.id === other.id) return 'same';
    const locked = await tx<CustomerRow[]>`SELECT * FROM customers WHERE id IN (${keep.id}, ${other.id}) AND merged_into IS NULL ORDER BY id FOR UPDATE`;
    const k = locked.find((row) => row.id === keep.id);
    const o = locked.find((row) => row.id === other.id);
    if (!k || !o) return 'not_found';
    // The marketing choice is the one given last: the record whose answer is newer speaks for the household.
    const newer = (at: (row: CustomerRow) => Date | null) => ((at(o)?.getTime() ?? 0) > (at(k)?.getTime() ?? 0) ? o : k);
    const marketing = newer((row) => row.marketing_consent_at);
    const phones = [...new Set([...k.phones, ...o.phones])];
    const addresses = [...new Map([...o.addresses, ...k.addresses].map((a) => [porchKey(a), a])).values()];
    const markedInBoth = (kept: string[], keptMarks: string[], other: string[], otherMarks: string[]) => (value: string) =>
      (!kept.includes(value) || keptMarks.includes(value)) && (!other.includes(value) || otherMarks.includes(value));
    const publicPhones = phones.filter(markedInBoth(k.phones, k.public_form_phones, o.phones, o.public_form_phones));
    const publicPorches = addresses.map(porchKey).filter(markedInBoth(k.addresses.map(porchKey), k.public_form_porches, o.addresses.map(porchKey), o.public_form_porches));
    const notes = [k.porch_notes, o.porch_notes].map((n) => n.trim()).filter(Boolean).join('\n\n').slice(0, 4000);
    // NOTE: the merged rows first: the update below recomputes the kept record's search text, which holds their e-mails.
    await tx`UPDATE customers SET merged_into = ${k.id}, merged_at = now(), updated_at = now() WHERE id = ${o.id} OR merged_into = ${o.id}`;
    await tx`
      UPDATE customers SET phones = ${phones}, addresses = ${tx.json(addresses)}, porch_notes = ${notes},
        public_form_phones = ${publicPhones}, public_form_porches = ${publicPorches},
        marketing_consent = ${marketing.marketing_consent}, marketing_consent_at = ${marketing.marketing_consent_at},
        updated_at = now()
      WHERE id = ${k.id}`;
    await tx`UPDATE orders SET customer_id = ${k.id} WHERE customer_id = ${o.id}`;
    await tx`UPDATE custom_quotes SET customer_id = ${k.id} WHERE customer_id = ${o.id}`;
    await moveOffersToHousehold(tx, o.id, k.id);
    await tx`UPDATE waitlist_entries SET customer_id = ${k.id} WHERE customer_id = ${o.id}`;
    return 'merged';
  });
}
