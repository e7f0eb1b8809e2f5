import type { Fbq, TAG_IDS as TagIds } from '../analytics-tags.ts';
import { consentModeFields } from './consent-decision.ts';
import { onConsentChoice, settleConsent } from './consent-store.ts';

/**
 * The configured tags under the visitor's consent (docs/design.md §16, ADR 077), loaded by analytics-tags.ts only when some tag
 * id is configured (ADR 078): Consent Mode hears "denied" before any tag could read it, and each tag's script is added only
 * once the visitor has accepted (now, remembered, or later from the banner).
 */
export function startConsentedTags(ids: typeof TagIds) {
  // NOTE: the ids come as an argument: importing them would pull analytics-tags.ts out of the app's chunk into one of its own.
  tagIds = ids;
  if (tagIds.gtm || tagIds.ga || tagIds.ads) {
    // NOTE: gtag's documented shape: it queues its `arguments` object on dataLayer, where GTM and gtag.js read it when they load.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer.push(arguments);
    };
    window.gtag('consent', 'default', consentModeFields('denied'));
  }
  onConsentChoice((choice) => (choice === 'granted' ? startTags() : silenceTags()));
  if (settleConsent(true) === 'granted') startTags();
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let started = false;
let tagIds: typeof TagIds;

/** The visitor said yes: Consent Mode is updated, then each configured tag's script is added, once. */
function startTags() {
  if (started) return;
  started = true;
  window.gtag?.('consent', 'update', consentModeFields('granted'));
  if (tagIds.gtm) {
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagIds.gtm)}`);
  }
  const gtagId = tagIds.ga || tagIds.ads;
  if (gtagId && window.gtag) {
    window.gtag('js', new Date());
    if (tagIds.ga) window.gtag('config', tagIds.ga, { send_page_view: false });
    if (tagIds.ads) window.gtag('config', tagIds.ads);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`);
  }
  if (tagIds.pixel) {
    // NOTE: the pixel's documented stub: queue calls until fbevents.js installs callMethod.
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else (fbq.queue ??= []).push(args);
    };
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    fbq('init', tagIds.pixel);
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

/** The visitor withdrew (the footer link): tags already running on this page stop using what they collect; none load again. */
function silenceTags() {
  window.gtag?.('consent', 'update', consentModeFields('denied'));
  window.fbq?.('consent', 'revoke');
}
