import { BALANCE_TERMS_VERSION, toDecimal, type DisputeEvidenceReview } from '@sdp/shared';
import { calendarDayInWords, pacificDateTime, sanDiegoDate } from '@sdp/shared/pacific-time';
import { orderPhotos } from '../db/order-photos.ts';
import { allAtMost, QUERIES_AT_ONCE } from '../db/query-limiter.ts';
import type { OrderRow } from '../db/rows.ts';
import type { Sql } from '../db/sql.ts';
import type { ServiceDeps } from '../deps.ts';
import { seasonOf } from '../orders/my-order-token.ts';
import { loadSeasonRows } from '../season/season-rows.ts';
import { orderTexts } from '../texts/text-messages.ts';
import type { DisputeRow } from '../db/disputes.ts';

/** The evidence fields we fill (Stripe's names), in the order staff read them, with the label the panel shows. */
const LABELS = {
  product_description: 'What was bought',
  customer_name: 'Customer',
  customer_email_address: 'E-mail',
  shipping_address: 'Porch (service address)',
  customer_purchase_ip: 'Ordered from (IP address)',
  access_activity_log: 'Purchase: when and from where',
  service_date: 'Delivered on',
  service_documentation_text: 'Delivery and after photos',
  refund_policy_disclosure: 'Policy accepted at checkout',
  cancellation_policy_disclosure: 'Cancellation policy',
  customer_communication_text: 'E-mails and texts sent',
  uncategorized_text: 'Summary for the bank',
} as const;
type Piece = keyof typeof LABELS;

/** What Stripe takes as text: our two "_text" pieces go into uncategorized_text (Stripe's own fields for them are uploaded files). */
export type StripeEvidence = Partial<Record<Exclude<Piece, 'service_documentation_text' | 'customer_communication_text'>, string>>;

interface Held {
  order: OrderRow;
  season: { freeChangeDays: number; refundableDepositPercent: number } | undefined;
  photos: string[];
  emails: { kind: string; subject: string; at: Date }[];
  texts: { kind: string; at: Date; status: string }[];
  refunds: { cents: number; at: Date }[];
}

async function whatWeHold(deps: ServiceDeps, order: OrderRow): Promise<Held> {
  const { sql, env } = deps;
  const base = `${env.PUBLIC_URL}${env.BASE_PATH}/api/images`;
  const [seasons, photos, emails, texts, refunds] = await allAtMost(QUERIES_AT_ONCE, [
    () => loadSeasonRows(sql),
    () => orderPhotos(sql, order.id),
    () => sentEmails(sql, order),
    () => orderTexts(sql, order.id),
    () => sql<{ cents: number; at: Date }[]>`
      SELECT amount_cents AS cents, coalesce(settled_at, created_at) AS at FROM payments
      WHERE order_id = ${order.id} AND kind = 'refund' AND NOT duplicate AND status NOT IN ('failed', 'canceled') ORDER BY created_at`,
  ]);
  return {
    order,
    season: seasonOf(seasons, order),
    photos: photos.map((p) => `${base}/${p.image.hash}/${Math.max(...p.image.widths)}.webp (${pacificDateTime(p.createdAt)})`),
    emails,
    texts: texts.filter((t) => t.direction === 'out' && ['sent', 'delivered', 'queued'].includes(t.status)).map((t) => ({ kind: t.kind, at: t.created_at, status: t.status })),
    refunds,
  };
}

/** The e-mails that went to the customer's own address, oldest first (staff alerts are not the customer's). */
function sentEmails(sql: Sql, order: OrderRow) {
  return sql<{ kind: string; subject: string; at: Date }[]>`
    SELECT kind, subject, updated_at AS at FROM email_log
    WHERE order_id = ${order.id} AND status = 'sent' AND lower(to_address) = lower(${order.customer_email}) ORDER BY created_at`;
}

const line = (at: Date, words: string) => `${pacificDateTime(at)}: ${words}`;

/** Each piece in words, from what we hold; a piece we hold nothing for is left out. */
function pieces(h: Held, dispute: DisputeRow): Partial<Record<Piece, string>> {
  const o = h.order;
  const paidAt = o.paid_at ?? o.created_at;
  const delivered = o.delivered_at ? sanDiegoDate(o.delivered_at) : null;
  const policy = h.season
    ? `Changes are free until ${h.season.freeChangeDays} days before the delivery week; after that ${h.season.refundableDepositPercent}% of the deposit is refundable until the week begins, and nothing once it has begun. Full terms: /terms.`
    : 'Full terms: /terms.';
  const consent = o.balance_consent_at
    ? `The customer ticked the (unticked by default) box accepting the balance and cancellation terms (version ${o.balance_consent_version ?? BALANCE_TERMS_VERSION}) at ${pacificDateTime(o.balance_consent_at)}, before paying the deposit. ${policy}`
    : `The order page, /reserve and /checkout state the balance, when it is charged and the cancellation policy before payment. ${policy}`;
  const messages = [
    ...h.emails.map((e) => ({ at: e.at, words: `e-mail "${e.subject}"` })),
    ...h.texts.map((t) => ({ at: t.at, words: `text message (${t.kind.replaceAll('_', ' ')}, ${t.status})` })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime()).map((m) => line(m.at, m.words));
  const summary = [
    `${o.customer_name} ordered the ${o.package_name} porch decoration (${o.service_type.replaceAll('_', ' ')}) for ${o.address}, ${o.city} ${o.zip_code}, total $${toDecimal(o.total_cents)}, on ${pacificDateTime(o.created_at)}${o.purchase_ip ? ` from IP ${o.purchase_ip}` : ''}.`,
    delivered ? `The crew delivered and installed it on ${calendarDayInWords(delivered, { month: 'long', day: 'numeric', year: 'numeric' })}${h.photos.length ? `; ${h.photos.length} after photo(s) were taken at the porch` : ''}.` : `Delivery was booked for the week of ${calendarDayInWords(o.delivery_date, { month: 'long', day: 'numeric', year: 'numeric' })}.`,
    h.refunds.length ? `Already refunded to the card: ${h.refunds.map((r) => `$${toDecimal(r.cents)} on ${pacificDateTime(r.at)}`).join(', ')}.` : '',
    `We sent the customer ${h.emails.length} e-mail(s) and ${h.texts.length} text message(s) about this order.`,
    `Disputed: $${toDecimal(dispute.amount_cents)} (${dispute.reason.replaceAll('_', ' ')}).`,
  ].filter(Boolean).join(' ');
  return {
    product_description: `${o.package_name} porch decoration, ${o.service_type.replaceAll('_', ' ')}: a seasonal service delivered and installed at the customer's porch in San Diego.`,
    customer_name: o.customer_name,
    customer_email_address: o.customer_email,
    shipping_address: `${o.address}, ${o.city}, CA ${o.zip_code}`,
    ...(o.purchase_ip && o.purchase_ip !== 'unknown' ? { customer_purchase_ip: o.purchase_ip } : {}),
    access_activity_log: [line(o.created_at, `order placed${o.purchase_ip ? ` from IP ${o.purchase_ip}` : ''}`), line(paidAt, `deposit of $${toDecimal(o.deposit_cents)} paid`)].join('\n'),
    ...(delivered ? { service_date: delivered } : {}),
    ...(h.photos.length ? { service_documentation_text: h.photos.join('\n') } : {}),
    refund_policy_disclosure: consent,
    cancellation_policy_disclosure: policy,
    ...(messages.length ? { customer_communication_text: messages.join('\n') } : {}),
    uncategorized_text: summary,
  };
}

/** The evidence for staff to review, piece by piece (docs/design.md §27). */
export async function evidenceForReview(deps: ServiceDeps, order: OrderRow, dispute: DisputeRow): Promise<DisputeEvidenceReview> {
  const found = pieces(await whatWeHold(deps, order), dispute);
  const ordered = Object.keys(LABELS) as Piece[];
  return {
    disputeId: dispute.id,
    submitted: dispute.submitted_at !== null,
    pieces: ordered.filter((k) => found[k]).map((field) => ({ field, label: LABELS[field], text: found[field]! })),
  };
}

/** The same evidence as Stripe takes it (`disputes.update`'s `evidence`): the photo links and the messages join the summary. */
export async function evidenceForStripe(deps: ServiceDeps, order: OrderRow, dispute: DisputeRow): Promise<StripeEvidence> {
  const { service_documentation_text: photos, customer_communication_text: messages, uncategorized_text: summary, ...fields } = pieces(await whatWeHold(deps, order), dispute);
  const extra = [photos && `After photos:\n${photos}`, messages && `Messages sent:\n${messages}`].filter(Boolean).join('\n\n');
  return { ...fields, uncategorized_text: extra ? `${summary}\n\n${extra}` : summary };
}
