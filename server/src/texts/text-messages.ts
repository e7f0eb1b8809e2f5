import type { PendingQuery, Row } from 'postgres';
import { recordEvent } from '../outbox.ts';
import type { Sql, TransactionSql } from '../db/sql.ts';

// The owner of text_messages (docs/design.md §17, §19): every statement on it is here. Consent and STOP: text-consents.ts.

/** Twilio's statuses in the order a text moves through them; a late callback never moves a text back. */
const STATUS_RANK: Record<string, number> = { waiting: 0, sending: 1, queued: 2, sent: 3, delivered: 4, undelivered: 4, failed: 4, cancelled: 4, skipped: 4 };
export const FINAL_FAILURES = ['undelivered', 'failed'] as const;

export interface TextRow {
  id: string;
  direction: 'out' | 'in';
  order_id: string | null;
  customer_id: string | null;
  phone: string;
  /** The words as stored and shown to staff: a bearer link in them is masked (text-link.ts). */
  body: string;
  /** The bearer link the words carry masked, kept only until Twilio has the text. */
  link: string | null;
  kind: string;
  /** out: `${eventId}:${kind}` (once per event); in: Twilio's MessageSid. */
  idempotency_key: string;
  twilio_sid: string | null;
  status: string;
  status_history: { status: string; at: string; errorCode?: number }[];
  error_code: number | null;
  error: string | null;
  /** status 'skipped': why the text did not go when its time came (its reason no longer held: "renewed", "declined"; ADR 176). */
  skipped_reason: string | null;
  send_after: Date;
  sending_at: Date | null;
  fell_back_at: Date | null;
  read_at: Date | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboundText { orderId: string | null; customerId: string | null; phone: string; body: string; link?: string | null; kind: string; key: string; sendAfter: Date }

/**
 * Queue one text inside the caller's transaction, once per key (`${eventId}:${kind}`), with its `text.queued` event; the texts
 * worker sends it. Returns the text's id, whether this call made it or an earlier one did.
 */
export async function queueText(tx: TransactionSql, t: OutboundText): Promise<string> {
  const { id, made } = await recordText(tx, t);
  if (made) await recordEvent(tx, 'text.queued', { textId: id, orderId: t.orderId });
  return id;
}

/**
 * Record one text, once per key, without an event: for the outbox relay, which plans the text's send job in the same
 * transaction (workers/src/relay.ts), so the message passes the relay once. `made`: this call wrote it.
 */
export async function recordText(tx: TransactionSql, t: OutboundText): Promise<{ id: string; made: boolean }> {
  const [made] = await tx<{ id: string }[]>`
    INSERT INTO text_messages (direction, order_id, customer_id, phone, body, link, kind, idempotency_key, status, send_after)
    VALUES ('out', ${t.orderId}, ${t.customerId}, ${t.phone}, ${t.body}, ${t.link ?? null}, ${t.kind}, ${t.key}, 'waiting', ${t.sendAfter})
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
  if (made) return { id: made.id, made: true };
  const [earlier] = await tx<{ id: string }[]>`SELECT id FROM text_messages WHERE idempotency_key = ${t.key}`;
  return { id: earlier!.id, made: false };
}

export const textById = async (sql: Sql, id: string): Promise<TextRow | null> =>
  (await sql<TextRow[]>`SELECT * FROM text_messages WHERE id = ${id}`)[0] ?? null;

/** Claim the text for an attempt: 'sending' from now. Returns false when another attempt finished it meanwhile. */
export async function markSending(sql: Sql, id: string, at: Date): Promise<boolean> {
  const rows = await sql`UPDATE text_messages SET status = 'sending', sending_at = ${at}, updated_at = now() WHERE id = ${id} AND status IN ('waiting', 'sending') RETURNING id`;
  return rows.length > 0;
}

/** Twilio took the text: its sid and first status (a callback that came first is not overwritten); its bearer link is no longer kept. */
export async function markAccepted(sql: Sql, id: string, sid: string, status: string, at: Date): Promise<void> {
  await sql`
    UPDATE text_messages SET twilio_sid = ${sid}, sent_at = coalesce(sent_at, ${at}), link = NULL,
      status = CASE WHEN status IN ('waiting', 'sending') THEN ${status} ELSE status END, updated_at = now()
    WHERE id = ${id}`;
}

/**
 * The text's reason no longer holds when its time came (ADR 176): it ends 'skipped', saying why, and nothing goes in its place
 * (no e-mail: the e-mail would say the same thing that no longer applies). Returns false when another attempt finished it meanwhile.
 */
export async function skipText(sql: Sql, id: string, reason: string): Promise<boolean> {
  const rows = await sql`
    UPDATE text_messages SET status = 'skipped', skipped_reason = ${reason}, link = NULL, updated_at = now()
    WHERE id = ${id} AND status IN ('waiting', 'sending') AND twilio_sid IS NULL RETURNING id`;
  return rows.length > 0;
}

/**
 * The text will not reach the customer (Twilio refused it, the number is off, consent went): mark it and, once, record the
 * `text.failed` event whose e-mail takes over (fell_back_at). Returns whether this call made the fallback.
 */
export async function failText(tx: TransactionSql, id: string, status: 'failed' | 'undelivered' | 'cancelled', error: string, errorCode: number | null): Promise<boolean> {
  // NOTE: the occasion (day-3, day-7) of the scheduled message the text stood for, so its e-mail says the same.
  // NOTE: and the weather_care row a care tip stood for (careId), so its e-mail tells the same weather.
  const [row] = await tx<{ order_id: string | null; kind: string; occasion: string | null; care_id: string | null }[]>`
    UPDATE text_messages t SET status = ${status}, error = ${error.slice(0, 500)}, error_code = ${errorCode}, fell_back_at = now(), link = NULL, updated_at = now()
    WHERE t.id = ${id} AND t.fell_back_at IS NULL
      -- NOTE: never over a delivered text (a worker giving up after a callback said delivered), nor over another final status.
      AND (t.status IN ('waiting', 'sending', 'queued', 'sent') OR t.status = ${status})
    RETURNING t.order_id, t.kind,
      (SELECT e.payload->>'occasion' FROM outbox_events e WHERE e.id::text = split_part(t.idempotency_key, ':', 1)) AS occasion,
      (SELECT e.payload->>'careId' FROM outbox_events e WHERE e.id::text = split_part(t.idempotency_key, ':', 1)) AS care_id`;
  if (!row) return false;
  await recordEvent(tx, 'text.failed', { textId: id, orderId: row.order_id, kind: row.kind, ...(row.occasion ? { occasion: row.occasion } : {}), ...(row.care_id ? { careId: row.care_id } : {}) });
  return true;
}

/**
 * A status callback (POST /api/sms/status): added to the history once per status however often Twilio repeats it; the status
 * moves forward only; an undelivered or failed end records the e-mail fallback once. The text is found by Twilio's sid, or, when
 * the callback came before the worker stored that sid (its answer still in flight, or the worker died), by our own id named in
 * the StatusCallback URL (`textId`, covered by Twilio's signature), and the sid is stored from the callback (ADR 136). Returns
 * what changed, or null for a text that is not ours.
 */
export async function applyStatusCallback(tx: TransactionSql, sid: string, status: string, errorCode: number | null, at: Date, textId: string | null = null): Promise<{ changed: boolean; fellBack: boolean } | null> {
  const [text] = await tx<{ id: string; status: string; fell_back_at: Date | null }[]>`
    SELECT id, status, fell_back_at FROM text_messages
    WHERE direction = 'out' AND (twilio_sid = ${sid} OR (id = ${textId} AND twilio_sid IS NULL))
    ORDER BY twilio_sid IS NULL LIMIT 1 FOR UPDATE`;
  if (!text) return null;
  const entry = { status, at: at.toISOString(), ...(errorCode ? { errorCode } : {}) };
  const forward = (STATUS_RANK[status] ?? -1) > (STATUS_RANK[text.status] ?? -1);
  const added = await tx`
    UPDATE text_messages SET status_history = status_history || ${tx.json([entry])},
      twilio_sid = coalesce(twilio_sid, ${sid}), sent_at = coalesce(sent_at, ${at}),
      status = CASE WHEN ${forward} THEN ${status} ELSE status END,
      error_code = CASE WHEN ${forward} THEN ${errorCode} ELSE error_code END, updated_at = now()
    WHERE id = ${text.id} AND NOT status_history @> ${tx.json([{ status }])} RETURNING id`;
  const failed = (FINAL_FAILURES as readonly string[]).includes(status);
  const fellBack = failed && forward && !text.fell_back_at ? await failText(tx, text.id, status as 'failed' | 'undelivered', `Twilio reported ${status}${errorCode ? ` (${errorCode})` : ''}`, errorCode) : false;
  return { changed: added.length > 0, fellBack };
}

// --- Inbound texts and the rules (STOP, START).

/** Store an inbound text once per MessageSid; null when this sid was stored before (Twilio retried the webhook). */
export async function storeInbound(tx: TransactionSql, t: { sid: string; phone: string; body: string; kind: string; orderId: string | null; customerId: string | null }): Promise<string | null> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO text_messages (direction, order_id, customer_id, phone, body, kind, idempotency_key, twilio_sid, status, sent_at)
    VALUES ('in', ${t.orderId}, ${t.customerId}, ${t.phone}, ${t.body.slice(0, 1600) || ' '}, ${t.kind}, ${t.sid}, ${t.sid}, 'received', now())
    ON CONFLICT DO NOTHING RETURNING id`;
  return row?.id ?? null;
}

/**
 * How many of `kinds` (our automatic answers) went to this number from `since` on (by their send time, the business clock). The
 * number is locked for the rest of the caller's transaction first, so texts from one number at once are counted one after another.
 */
export async function repliesSince(tx: TransactionSql, phone: string, kinds: readonly string[], since: Date): Promise<number> {
  await tx`SELECT pg_advisory_xact_lock(hashtext(${`text-replies:${phone}`}))`;
  const [row] = await tx<{ n: number }[]>`
    SELECT count(*)::int AS n FROM text_messages
    WHERE phone = ${phone} AND direction = 'out' AND kind = ANY(${kinds as string[]}) AND send_after >= ${since}`;
  return row!.n;
}

const byDigits = (tx: TransactionSql, digits: string): PendingQuery<Row[]> => tx`customer_phone_digits(o.customer_phone) = ${digits}`;

/**
 * The order a reply from this number is about: the open order we last texted this number about, else its newest open order
 * (ADR 116). Open: booked and not yet over (pending, deposit_paid, delivered).
 */
export async function orderForReply(tx: TransactionSql, phone: string, digits: string): Promise<{ orderId: string; customerId: string; linkVersion: number; linksAllowed: boolean } | null> {
  const [row] = await tx<{ id: string; customer_id: string; link_version: number; links_allowed: boolean }[]>`
    SELECT o.id, o.customer_id, o.link_version, o.phone_link_version IS NULL OR o.phone_link_version = o.link_version AS links_allowed FROM orders o
    LEFT JOIN LATERAL (SELECT max(t.created_at) AS at FROM text_messages t WHERE t.order_id = o.id AND t.direction = 'out' AND t.phone = ${phone}) last ON true
    WHERE ${byDigits(tx, digits)} AND o.status IN ('pending', 'deposit_paid', 'delivered')
    ORDER BY last.at DESC NULLS LAST, o.created_at DESC, o.id DESC LIMIT 1`;
  return row ? { orderId: row.id, customerId: row.customer_id, linkVersion: row.link_version, linksAllowed: row.links_allowed } : null;
}

// --- The staff order page.

/** An order's texts, both ways, oldest first, for the conversation on the staff order page. */
export async function orderTexts(sql: Sql, orderId: string): Promise<TextRow[]> {
  return sql<TextRow[]>`SELECT * FROM text_messages WHERE order_id = ${orderId} ORDER BY created_at, id`;
}

/** Staff read the order's Texts panel: the customer's texts on it are read from now on. Returns how many were unread. */
export async function markRepliesRead(sql: Sql, orderId: string, at: Date): Promise<number> {
  const rows = await sql`UPDATE text_messages SET read_at = ${at}, updated_at = now() WHERE order_id = ${orderId} AND direction = 'in' AND read_at IS NULL RETURNING id`;
  return rows.length;
}

export interface UnreadOrderRow { order_id: string; customer_name: string; unread: number; last_body: string; last_at: Date }
/** Unread texts on no order: a household's (matched by its number, ADR 175), or a number no household has (customer_id null). */
export interface UnreadNoOrderRow { customer_id: string | null; customer_name: string | null; phone: string; unread: number; last_body: string; last_at: Date }

/**
 * The customer texts staff have not read yet, for the dashboard (docs/design.md §19, ADR 175): how many in all, the orders they
 * are on, the one with the newest text first (at most `limit`), and the texts on no order (a household whose orders are all over,
 * a number nobody has), by household or by number, newest first (at most `limit`). Every customer's text is in one or the other.
 */
export async function unreadReplies(sql: Sql, limit: number): Promise<{ total: number; orders: UnreadOrderRow[]; noOrder: UnreadNoOrderRow[] }> {
  const [[count], orders, noOrder] = await Promise.all([
    sql<{ total: number }[]>`SELECT count(*)::int AS total FROM text_messages WHERE direction = 'in' AND read_at IS NULL`,
    sql<UnreadOrderRow[]>`
      SELECT u.order_id, o.customer_name, u.unread, last.body AS last_body, last.created_at AS last_at
      FROM (SELECT order_id, count(*)::int AS unread, max(created_at) AS at FROM text_messages
            WHERE direction = 'in' AND read_at IS NULL AND order_id IS NOT NULL GROUP BY order_id) u
      JOIN orders o ON o.id = u.order_id
      CROSS JOIN LATERAL (SELECT t.body, t.created_at FROM text_messages t WHERE t.order_id = u.order_id AND t.direction = 'in' AND t.read_at IS NULL
                          ORDER BY t.created_at DESC, t.id DESC LIMIT 1) last
      ORDER BY u.at DESC, u.order_id LIMIT ${limit}`,
    sql<UnreadNoOrderRow[]>`
      WITH loose AS (
        SELECT t.id, t.body, t.phone, t.created_at, (SELECT coalesce(c.merged_into, c.id) FROM customers c WHERE c.id = t.customer_id) AS household
        FROM text_messages t WHERE t.direction = 'in' AND t.read_at IS NULL AND t.order_id IS NULL
      ), grouped AS (
        SELECT household, CASE WHEN household IS NULL THEN phone END AS number, count(*)::int AS unread, max(created_at) AS at
        FROM loose GROUP BY 1, 2
      )
      SELECT g.household AS customer_id, c.name AS customer_name, last.phone, g.unread, last.body AS last_body, last.created_at AS last_at
      FROM grouped g LEFT JOIN customers c ON c.id = g.household
      CROSS JOIN LATERAL (SELECT l.body, l.phone, l.created_at FROM loose l
                          WHERE l.household IS NOT DISTINCT FROM g.household AND (g.number IS NULL OR l.phone = g.number)
                          ORDER BY l.created_at DESC, l.id DESC LIMIT 1) last
      ORDER BY g.at DESC LIMIT ${limit}`,
  ]);
  return { total: count!.total, orders, noOrder };
}

// --- The household record (ADR 175): its texts by its records and by its numbers, whatever order they are on.

/**
 * The household a number belongs to when it has no open order: the household record that lists the number (customers.phones, as
 * the forms wrote it, newest activity first), else the household of the newest order or quote that carried it. Null: nobody has it.
 */
export async function householdOfNumber(tx: TransactionSql, digits: string): Promise<string | null> {
  const [row] = await tx<{ id: string }[]>`
    SELECT id FROM (
      (SELECT c.id, 0 AS rank, c.updated_at AS at FROM customers c WHERE c.merged_into IS NULL AND c.phones @> ARRAY[${digits}]::text[]
       ORDER BY c.updated_at DESC LIMIT 1)
      UNION ALL
      (SELECT coalesce(c.merged_into, c.id), 1, o.created_at FROM orders o JOIN customers c ON c.id = o.customer_id
       WHERE customer_phone_digits(o.customer_phone) = ${digits} ORDER BY o.created_at DESC LIMIT 1)
      UNION ALL
      (SELECT coalesce(c.merged_into, c.id), 2, q.created_at FROM custom_quotes q JOIN customers c ON c.id = q.customer_id
       WHERE customer_phone_digits(q.customer_phone) = ${digits} ORDER BY q.created_at DESC LIMIT 1)
    ) found ORDER BY rank, at DESC LIMIT 1`;
  return row?.id ?? null;
}

/** A household's texts: on any of its records (merged ones too) or with any of its numbers. */
const ofHousehold = (sql: Sql, customerId: string): PendingQuery<Row[]> => sql`id IN (
  SELECT id FROM text_messages WHERE customer_id IN (SELECT id FROM customers WHERE id = ${customerId} OR merged_into = ${customerId})
  UNION SELECT id FROM text_messages WHERE phone IN (SELECT phone_e164(p) FROM customers c, unnest(c.phones) p WHERE c.id = ${customerId}))`;

/** The household's texts, both ways, oldest first, for the conversation on its record. */
export async function householdTexts(sql: Sql, customerId: string): Promise<TextRow[]> {
  return sql<TextRow[]>`SELECT * FROM text_messages WHERE ${ofHousehold(sql, customerId)} ORDER BY created_at, id`;
}

/** Staff read the household's texts on its record: every customer text of it is read from now on. Returns how many were unread. */
export async function markHouseholdRead(sql: Sql, customerId: string, at: Date): Promise<number> {
  const rows = await sql`UPDATE text_messages SET read_at = ${at}, updated_at = now()
    WHERE direction = 'in' AND read_at IS NULL AND ${ofHousehold(sql, customerId)} RETURNING id`;
  return rows.length;
}

/** Staff read, on the dashboard, the texts of a number no household has (a new prospect): they leave the inbox. */
export async function markNumberRead(sql: Sql, phone: string, at: Date): Promise<number> {
  const rows = await sql`UPDATE text_messages SET read_at = ${at}, updated_at = now()
    WHERE direction = 'in' AND read_at IS NULL AND order_id IS NULL AND customer_id IS NULL AND phone = ${phone} RETURNING id`;
  return rows.length;
}

/** Outbound texts counted by status, for the `messages_total` metric (docs/design.md §25, ADR 263). */
export const textCounts = (sql: Sql): Promise<{ outcome: string; n: number }[]> =>
  sql<{ outcome: string; n: number }[]>`SELECT status AS outcome, count(*)::int AS n FROM text_messages WHERE direction = 'outbound' GROUP BY status`;
