import { TAG_IDS } from './analytics-tags.ts';
import { isSignedLinkPath, withoutLinkToken } from './signed-link-path.ts';

/**
 * Every analytics event of docs/product-spec.md §7 goes through `track`. Events always land on window.dataLayer (a local array,
 * which is also what the e2e tests read); gtag and the pixel receive them only when their tags were configured.
 */
export type ConversionType = 'quote_submission' | 'order_placed' | 'payment_completed';
export type EngagementEvent = 'phone_clicked' | 'package_viewed' | 'email_clicked' | 'zip_code_checked';

const PIXEL_EVENTS: Record<ConversionType, string> = {
  quote_submission: 'Lead',
  order_placed: 'InitiateCheckout',
  payment_completed: 'Purchase',
};

function dataLayer(): unknown[] {
  if (typeof window === 'undefined') return [];
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

function push(entry: Record<string, unknown>) {
  dataLayer().push(entry);
}

function gtag(...args: unknown[]) {
  if (typeof window !== 'undefined') window.gtag?.(...args);
}

function pixel(...args: unknown[]) {
  if (typeof window !== 'undefined') window.fbq?.(...args);
}

export const track = {
  /** Route change: the page-path config of docs/product-spec.md §7. */
  pageView(rawPath: string, title = typeof document === 'undefined' ? '' : document.title) {
    const path = withoutLinkToken(rawPath);
    push({ event: 'page_view', page_path: path, page_title: title });
    if (TAG_IDS.ga) gtag('config', TAG_IDS.ga, { page_path: path, page_location: `${window.location.origin}${path}` });
    // NOTE: the pixel takes the page's address from the address bar, not from us: on a signed link's page that is the token.
    if (!isSignedLinkPath(rawPath)) pixel('track', 'PageView');
  },

  /** Generic event with category, label and value. */
  event(action: string, category: string, label?: string, value?: number) {
    push({ event: action, event_category: category, event_label: label, value });
    gtag('event', action, { event_category: category, event_label: label, value });
  },

  /** Conversions, mapped to the ads label and the pixel event of their kind. */
  conversion(type: ConversionType, value: number, currency = 'USD') {
    push({ event: type, conversion_type: type, value, currency });
    const label = TAG_IDS.adsLabels[type];
    if (TAG_IDS.ads && label) gtag('event', 'conversion', { send_to: `${TAG_IDS.ads}/${label}`, value, currency });
    gtag('event', type, { value, currency });
    pixel('track', PIXEL_EVENTS[type], { value, currency });
  },

  /** Engagement with a section name (phone_clicked, package_viewed, email_clicked, zip_code_checked). */
  engagement(name: EngagementEvent, section: string, extra: Record<string, unknown> = {}) {
    push({ event: name, section, ...extra });
    gtag('event', name, { event_category: 'engagement', section, ...extra });
  },

  /** Tapping the phone or e-mail link. */
  contact(method: 'phone' | 'email', section: string) {
    push({ event: 'contact', method, section });
    gtag('event', 'contact', { method, section });
    pixel('track', 'Contact');
    track.engagement(method === 'phone' ? 'phone_clicked' : 'email_clicked', section);
  },

  /** initiate_checkout (ecommerce) plus the conversion call with the deposit. */
  initiateCheckout(packageName: string, depositValue: number, currency = 'USD') {
    const ecommerce = { currency, value: depositValue, items: [{ item_name: packageName, price: depositValue, quantity: 1 }] };
    push({ event: 'initiate_checkout', ecommerce });
    gtag('event', 'begin_checkout', ecommerce);
    track.conversion('order_placed', depositValue, currency);
  },

  /** The thank-you screen: an ads conversion of 1 USD and quote_conversion_complete. */
  quoteThankYou(projectType: string, quoteId: string | undefined) {
    const label = TAG_IDS.adsLabels.quote_submission;
    if (TAG_IDS.ads && label) gtag('event', 'conversion', { send_to: `${TAG_IDS.ads}/${label}`, value: 1, currency: 'USD' });
    push({ event: 'quote_conversion_complete', project_type: projectType, quote_id: quoteId || 'unknown', conversion_value: 1 });
  },
};
