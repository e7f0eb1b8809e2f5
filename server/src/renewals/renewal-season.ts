import { isBooked, toDecimal } from '@sdp/shared';
import { renewalHoldEnds } from '@sdp/shared/renewal-hold';
import type { RenewalSeason } from '@sdp/shared/wire-renewals';
import { extendHold, findOffer, markResent, offersOfSeason } from '../db/renewals.ts';
import type { Sql } from '../db/sql.ts';
import { currentTime, type ServiceDeps } from '../deps.ts';
import { conflict, notFound } from '../domain-error.ts';
import { recordEvent, withEvents } from '../outbox.ts';
import { seasonAt } from '../season/season-rows.ts';

const OFFER_NOT_FOUND = 'Renewal offer not found';

/**
 * GET /api/admin/renewals (docs/design.md §18): the season's offers in figures (offered; accepted: renewed, the order still
 * standing; declined, expired, held; renewed revenue: those orders' totals) and per household. A hold past its end counts as
 * expired at once.
 */
export async function renewalSeasonView(sql: Sql, now: Date, year?: number): Promise<RenewalSeason> {
  const at = await seasonAt(sql, now);
  const season = at?.season;
  const forYear = year ?? season?.year ?? null;
  const rows = forYear === null ? [] : await offersOfSeason(sql, forYear);
  const offers = rows.map((r) => {
    const status = r.status === 'held' && r.hold_until.getTime() <= now.getTime() ? 'expired' as const : r.status;
    return {
      id: r.id,
      customerId: r.customer_id,
      customerName: r.customer_name,
      customerEmail: r.customer_email,
      packageName: r.package_name,
      serviceType: r.service_type,
      deliveryDate: r.delivery_date,
      lastDeliveryDate: r.last_delivery_date,
      status,
      holdUntil: r.hold_until.toISOString(),
      offeredAt: r.offered_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
      orderId: r.order_id,
      orderStatus: r.order_status as RenewalSeason['offers'][number]['orderStatus'],
      renewed: toDecimal(r.renewed_cents),
    };
  });
  const count = (status: string) => offers.filter((o) => o.status === status).length;
  // NOTE: renewed is an offer accepted whose order still stands; one cancelled or refunded in full later renewed nothing (issue 36).
  const renewed = rows.filter((r) => r.status === 'accepted' && isBooked(r.order_status)).length;
  const sameSeason = season && season.year === forYear;
  return {
    year: forYear,
    offersAt: sameSeason ? season.renewalOffersAt : null,
    holdDays: sameSeason ? season.renewalHoldDays : null,
    sentAt: sameSeason ? season.renewalOffersSentAt : null,
    offered: offers.length,
    accepted: renewed,
    declined: count('declined'),
    expired: count('expired'),
    held: count('held'),
    renewedRevenue: toDecimal(rows.reduce((sum, r) => sum + r.renewed_cents, 0)),
    offers,
  };
}

/** POST /api/admin/renewals/:id/resend: the same offer e-mailed again (a held offer only: the others have nothing to act on). */
export async function resendRenewalOffer(deps: ServiceDeps, id: string): Promise<void> {
  const now = currentTime(deps);
  await withEvents(deps, async (tx) => {
    const offer = await findOffer(tx, id, { lock: true });
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'held' || offer.hold_until.getTime() <= now.getTime()) throw conflict('Only an offer still held can be sent again; extend the hold first.');
    await markResent(tx, offer.id, now);
    await recordEvent(tx, 'renewal.offered', { offerId: offer.id });
  });
}

/**
 * POST /api/admin/renewals/:id/extend { days }: the hold ends `days` later, at 9 PM San Diego time (ADR 174), counted from its end
 * (or from now when it has passed but the offer still holds its spot because the sweep has not run yet). An offer already
 * expired, declined or accepted is refused.
 */
export async function extendRenewalHold(deps: ServiceDeps, id: string, days: number): Promise<{ holdUntil: string }> {
  const now = currentTime(deps);
  return withEvents(deps, async (tx) => {
    const offer = await findOffer(tx, id, { lock: true });
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'held') throw conflict(`This offer is ${offer.status}; only a held offer can be extended.`);
    const holdUntil = renewalHoldEnds(new Date(Math.max(offer.hold_until.getTime(), now.getTime())), days);
    await extendHold(tx, offer.id, holdUntil, now);
    return { holdUntil: holdUntil.toISOString() };
  });
}
