// Runs before a server-rendered page paints (a classic script in <head>, since the CSP forbids inline ones): the server cannot
// know that this visitor dismissed the sale banner in this session, so this marks <html> and the stylesheet hides the banner the
// server rendered; React drops it once hydrated (components/layout/sale-banner.tsx).
(function () {
  try {
    if (sessionStorage.getItem('saleBannerDismissed') === '1') document.documentElement.setAttribute('data-sale-banner-dismissed', '');
  } catch (e) {
    // NOTE: storage refused (private mode): the banner shows until React decides.
  }
})();
