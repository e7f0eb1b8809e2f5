import { withoutLinkToken } from './signed-link-path.ts';

/**
 * Our own visit count (docs/design.md §21, ADR 122): one beacon to POST /api/events. No cookie, nothing to a third party, so it
 * does not wait for consent. Kept to these few lines: it is in the home page's first JS (budget, docs/design.md §9).
 */
export function sendSiteEvent(kind: 'page_view' | 'order_dialog_opened' | 'checkout_started') {
  const q = new URLSearchParams(location.search);
  const utm = { source: q.get('utm_source') ?? undefined, medium: q.get('utm_medium') ?? undefined, campaign: q.get('utm_campaign') ?? undefined };
  const body = JSON.stringify({ kind, path: withoutLinkToken(location.pathname), referrer: document.referrer || undefined, utm });
  navigator.sendBeacon?.(`${import.meta.env.BASE_URL}api/events`, new Blob([body], { type: 'application/json' }));
}
