import { priceOrder, type CustomQuote } from '@sdp/shared';
import type { QuoteOffer } from '@sdp/shared/schemas/quote-pipeline';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { StoredOffer } from '@sdp/server/db/rows';
import { recordEvent, withEvents } from '@sdp/server/outbox';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session.ts';
import { getCatalog } from '@sdp/server/catalog/catalog-cache';
import { assertBookable } from '@sdp/server/season/booking-window';
import { seasonAt } from '@sdp/server/season/season-rows';
import { spotsLeftIn } from '@sdp/server/season/season';
import { quoteDepositPaid, quoteHoldsSpot, recordQuoteOffer } from '@sdp/server/db/quote-pipeline';
import { findQuote, quoteList } from '@sdp/server/db/quotes';

/** How long a sent offer's deposit link opens (ADR 080): two weeks to decide, after which staff send it again. */
export const OFFER_LINK_DAYS = 14;

const WEEK_FULL = 'That delivery week is fully booked at this service level. Please choose another week.';

/**
 * POST /api/custom-quotes/:id/offer: turn a quote into an order offer (ADR 035). The price is the quote's own amount through the
 * shared pricing function (plus the zone fee for drop-off); the quote moves to `quoted`, and `quote.offer_sent` (same
 * transaction) makes a worker e-mail the customer the deposit link. Sending again (a new date, a corrected address) replaces the
 * offer and e-mails a fresh link; once the deposit is paid the offer is final (409).
 */
export async function sendQuoteOffer(deps: AppDeps, id: string, offer: QuoteOffer, user: SessionUser): Promise<CustomQuote> {
  if (!isUuid(id)) throw notFound('Quote not found');
  const catalog = await getCatalog(deps.sql);
  const zone = catalog.zoneByZip.get(offer.zipCode);
  if (!zone) throw new ApiError('UNPROCESSABLE', 'We do not deliver to that zip code', { issues: [{ path: 'zipCode', message: 'We do not deliver to that zip code' }] });
  await withEvents(deps, async (tx) => {
    const quote = await findQuote(tx, id, { lock: true });
    if (!quote) throw notFound('Quote not found');
    if (quote.amount_cents === null) throw conflict('Set the quoted amount before sending the deposit link.');
    if (await quoteDepositPaid(tx, id)) throw conflict('This quote\'s deposit is already paid; change the order instead.');
    // NOTE: the season being sold (ADR 036), one row per year.
    const season = (await seasonAt(tx, currentTime(deps)))?.season;
    if (!season?.deliveryDates.includes(offer.deliveryDate)) {
      throw new ApiError('BAD_REQUEST', 'Please select one of the available delivery dates', { issues: [{ path: 'deliveryDate', message: 'Please select one of the available delivery dates' }] });
    }
    await assertBookable(tx, offer.deliveryDate, currentTime(deps));
    // NOTE: a link the customer could never pay is not sent: the week needs a spot at that level, unless this quote's own unpaid
    // checkout already holds one there (sending again with a corrected address).
    const left = (await spotsLeftIn(tx, [offer.deliveryDate], offer.serviceType)).get(offer.deliveryDate) ?? 0;
    if (left <= 0 && !(await quoteHoldsSpot(tx, id, offer.deliveryDate, offer.serviceType))) {
      throw new ApiError('CONFLICT', WEEK_FULL, { issues: [{ path: 'deliveryDate', message: WEEK_FULL }] });
    }
    const price = priceOrder({ basePriceCents: quote.amount_cents, addOns: [], deliveryFeeCents: offer.serviceType === 'drop-off' ? zone.feeCents : 0 });
    const expiresAt = new Date(currentTime(deps).getTime() + OFFER_LINK_DAYS * 86_400_000).toISOString();
    const stored: StoredOffer = {
      ...offer, totalCents: price.finalTotal, depositCents: price.depositAmount, baseCents: price.baseAmount, deliveryFeeCents: price.deliveryFee,
      expiresAt, sentBy: user.name,
    };
    // NOTE: a new link version per offer: the link of an earlier offer no longer opens (ADR 080).
    const sentBefore = await recordQuoteOffer(tx, id, stored);
    if (quote.status !== 'quoted') await recordEvent(tx, 'quote.status_changed', { quoteId: id, from: quote.status, to: 'quoted' });
    await recordEvent(tx, 'quote.offer_sent', { quoteId: id, offer: sentBefore + 1 });
  });
  return (await quoteList(deps.sql, id))[0]!;
}
