import { getJson } from './api-fetch.ts';
import { isSignedLinkPath } from './signed-link-path.ts';

/**
 * Third-party tag ids. They come at run time from GET /api/config (one build serves every environment), with VITE_* build-time
 * values as the fallback; an empty id means that tag never loads, so without ids nothing leaves the browser.
 */
export const TAG_IDS = {
  gtm: env('VITE_GTM_ID'),
  ga: env('VITE_GA_MEASUREMENT_ID'),
  pixel: env('VITE_META_PIXEL_ID'),
  ads: env('VITE_GOOGLE_ADS_ID'),
  adsLabels: {
    quote_submission: env('VITE_GOOGLE_ADS_QUOTE_LABEL'),
    order_placed: env('VITE_GOOGLE_ADS_ORDER_LABEL'),
    payment_completed: env('VITE_GOOGLE_ADS_PURCHASE_LABEL'),
  },
};

function env(name: string): string {
  const value = (import.meta.env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The analytics part of GET /api/config. */
type RuntimeAnalytics = Awaited<ReturnType<typeof getRuntimeConfig>>['analytics'];

const getRuntimeConfig = () => getJson('/config');

function applyRuntimeIds(config: RuntimeAnalytics | undefined) {
  if (!config) return;
  TAG_IDS.gtm = config.gtmId || TAG_IDS.gtm;
  TAG_IDS.ga = config.gaMeasurementId || TAG_IDS.ga;
  TAG_IDS.pixel = config.metaPixelId || TAG_IDS.pixel;
  TAG_IDS.ads = config.googleAdsId || TAG_IDS.ads;
  TAG_IDS.adsLabels.quote_submission = config.conversionLabels?.quote || TAG_IDS.adsLabels.quote_submission;
  TAG_IDS.adsLabels.order_placed = config.conversionLabels?.order || TAG_IDS.adsLabels.order_placed;
  TAG_IDS.adsLabels.payment_completed = config.conversionLabels?.purchase || TAG_IDS.adsLabels.payment_completed;
}

type Gtag = (...args: unknown[]) => void;
export type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string; callMethod?: (...args: unknown[]) => void };

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
  }
}

let loaded = false;

/**
 * On every public page once it is idle: reads the tag ids and, only when some tag is configured, loads the consent code
 * (lib/consent/consented-tags.ts), which tells Google's Consent Mode that everything is denied before any tag could read it and
 * loads the tags only once the visitor has accepted. A Global Privacy Control signal is a refusal (docs/design.md §16, ADR 077).
 */
export async function loadAnalyticsTags() {
  if (loaded || typeof window === 'undefined') return;
  // NOTE: the vendors' scripts read the address bar as they load (GTM's first event, the pixel's init); on a signed link's page
  // it holds the token that opens the customer's order (docs/design.md §12), so no third-party tag loads there.
  if (isSignedLinkPath(window.location.pathname)) return;
  loaded = true;
  try {
    const config = await getRuntimeConfig();
    applyRuntimeIds(config.analytics);
  } catch {
    // NOTE: no config endpoint (static hosting, API down): the build-time ids, if any, still apply.
  }
  window.dataLayer = window.dataLayer ?? [];
  // NOTE: without a tag there is nothing to ask, so the consent code stays off the page (the footer's link loads it when tapped):
  // the home page's JS budget has no room for code a site without tags never runs (ADR 078).
  if (!(TAG_IDS.gtm || TAG_IDS.ga || TAG_IDS.ads || TAG_IDS.pixel)) return;
  const { startConsentedTags } = await import('./consent/consented-tags.ts');
  startConsentedTags(TAG_IDS);
}
