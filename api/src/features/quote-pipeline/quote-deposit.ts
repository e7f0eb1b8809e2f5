import { BALANCE_TERMS_VERSION, BUSINESS, projectTypeLabel, toDecimal, type ServiceLevel } from '@sdp/shared';
import { quoteDepositLinkOf } from '@sdp/server/orders/quote-deposit-link';
import { currentTime, type AppDeps } from '../../lib/deps.ts';
import { seasonAt } from '@sdp/server/season/season-rows';
import { conflict, notFound } from '../../lib/errors.ts';
import { callStripe, requireStripe } from '@sdp/server/stripe-calls';
import { CUSTOM_PACKAGE_ID } from '@sdp/server/orders/create-order';
import { startHostedCheckout } from '@sdp/server/orders/hosted-checkout';
import { findQuote } from '@sdp/server/db/quotes';
import { DomainError } from '@sdp/server/domain-error';
import { standingQuoteOrder, type QuoteOrder } from '@sdp/server/db/quote-pipeline';
import type { CustomQuoteRow, StoredOffer } from '@sdp/server/db/rows';

const LINK_NOT_FOUND = 'This deposit link is not valid.';
/** The week filled after the link was sent: this page offers no other week, so the customer is told who moves it. */
const WEEK_FILLED = `Your delivery week filled up after this quote was sent. Please call us at ${BUSINESS.phoneDisplay} or reply to our e-mail, and we will move it to another week.`;

/** When an offer's link stops opening (ADR 080): its own date, or for an offer sent before links expired, its delivery week's start. */
const offerExpiresAt = (offer: StoredOffer) => new Date(offer.expiresAt ?? `${offer.deliveryDate}T00:00:00-07:00`);

/**
 * The quote a deposit link stands for, with its offer and its order that still stands. A bad token, the link of an earlier offer
 * (ADR 080) and an expired offer are all the 404 of an unknown quote.
 */
async function quoteOfToken(deps: AppDeps, token: string): Promise<{ quote: CustomQuoteRow; offer: StoredOffer; order: QuoteOrder | null }> {
  const link = quoteDepositLinkOf(deps.env.SESSION_SECRET, token);
  if (!link) throw notFound(LINK_NOT_FOUND);
  const id = link.id;
  const quote = await findQuote(deps.sql, id);
  const offer = quote?.offer;
  if (!quote || !offer || quote.link_version !== link.version) throw notFound(LINK_NOT_FOUND);
  if (currentTime(deps) >= offerExpiresAt(offer)) throw notFound(LINK_NOT_FOUND);
  const order = await standingQuoteOrder(deps.sql, id);
  return { quote, offer, order: order ?? null };
}

export interface QuoteDepositView {
  customerName: string;
  project: string;
  serviceType: ServiceLevel;
  deliveryDate: string;
  address: string;
  total: string;
  deposit: string;
  balance: string;
  policy: { freeChangeDays: number; refundableDepositPercent: number; balanceTermsVersion: string };
  state: 'open' | 'paid' | 'closed';
}

/** GET /api/quote-deposit/:token: what the customer is about to pay for, the balance terms, and whether it is still to pay. */
export async function quoteDepositView(deps: AppDeps, token: string): Promise<QuoteDepositView> {
  const { quote, offer, order } = await quoteOfToken(deps, token);
  const season = (await seasonAt(deps.sql, currentTime(deps)))?.season;
  const paid = order !== null && order.status !== 'pending';
  return {
    customerName: quote.customer_name,
    project: projectTypeLabel(quote.project_type),
    serviceType: offer.serviceType,
    deliveryDate: offer.deliveryDate,
    address: `${offer.address}, ${offer.city} ${offer.zipCode}`,
    total: toDecimal(offer.totalCents),
    deposit: toDecimal(offer.depositCents),
    balance: toDecimal(offer.totalCents - offer.depositCents),
    policy: { freeChangeDays: season?.freeChangeDays ?? 7, refundableDepositPercent: season?.refundableDepositPercent ?? 50, balanceTermsVersion: BALANCE_TERMS_VERSION },
    state: paid ? 'paid' : quote.status === 'closed' ? 'closed' : 'open',
  };
}

/**
 * POST /api/quote-deposit/:token/checkout: a fresh Checkout Session for the deposit, made when the customer clicks (the e-mail holds
 * our link, never a session URL). The order is created here exactly as the hosted flow creates one (spot held 30 minutes, same
 * webhook), at the amounts of the offer the customer was sent and sees on the page (ADR 080), never the quote's amount as edited since:
 * nothing priced comes from the request (ADR 035). A checkout still open for this quote is reused.
 */
export async function startQuoteCheckout(deps: AppDeps, token: string, balanceConsent: boolean, client: { ip: string }): Promise<{ url: string }> {
  const { quote, offer, order } = await quoteOfToken(deps, token);
  if (order && order.status !== 'pending') throw conflict('The deposit for this quote is already paid. Thank you!');
  if (quote.status === 'closed') throw conflict('This quote is closed. Please contact us for a new one.');
  if (order?.stripe_checkout_session_id) {
    const stripe = requireStripe(deps);
    const session = await callStripe(deps, 'checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(order.stripe_checkout_session_id!));
    if (session.status === 'open' && session.url) return { url: session.url };
    throw conflict('Your previous checkout is closing. Please try again in a minute.');
  }
  try {
    const started = await startHostedCheckout(deps, {
      packageId: CUSTOM_PACKAGE_ID,
      serviceType: offer.serviceType,
      customerName: quote.customer_name,
      customerEmail: quote.customer_email,
      customerPhone: quote.customer_phone,
      address: offer.address,
      city: offer.city,
      zipCode: offer.zipCode,
      deliveryDate: offer.deliveryDate,
      photoPermission: offer.photoPermission,
      specialInstructions: offer.specialInstructions,
      promoCode: null,
      addOns: {},
      balanceConsent,
      // NOTE: the quote form's text consent, carried to the order it becomes (docs/design.md §19).
      textConsent: quote.text_consent_at !== null,
    }, client, offerPrice(quote.id, offer));
    return { url: started.url };
  } catch (err) {
    // NOTE: two clicks at once: the one-live-order-per-quote index lets one order in; the other is told to use it.
    if ((err as { code?: string }).code === '23505') throw conflict('A checkout for this quote was just opened. Please try again in a minute.');
    if (err instanceof DomainError && err.code === 'CONFLICT' && err.issues?.some((i) => i.path === 'deliveryDate')) throw conflict(WEEK_FILLED);
    throw err;
  }
}

/** The order's price parts from the offer itself; an offer sent before it stored them is charged its total, fee included (ADR 080). */
const offerPrice = (quoteId: string, offer: StoredOffer) =>
  offer.baseCents !== undefined && offer.deliveryFeeCents !== undefined
    ? { quoteId, amountCents: offer.baseCents, deliveryFeeCents: offer.deliveryFeeCents }
    : { quoteId, amountCents: offer.totalCents, deliveryFeeCents: 0 };
