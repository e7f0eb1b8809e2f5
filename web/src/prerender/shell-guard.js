// The static shell in index.html (vite-plugins/static-shell.ts) is the top of the home page. This runs before it paints (a classic script, since the CSP
// forbids inline ones): on any other path the shell hides, and its sale banner hides once dismissed in this session. (Once the sale
// is over, the server has already put data-sale-banner="off" on <html>: api/src/web-host.ts.)
(function () {
  // NOTE: served as <base>assets/shell-guard-<hash>.js, so the site's base path is one folder up.
  var base = new URL('..', document.currentScript.src).pathname;
  var path = location.pathname;
  var html = document.documentElement;
  if (path !== base && path + '/' !== base) html.setAttribute('data-shell', 'off');
  try {
    if (sessionStorage.getItem('saleBannerDismissed') === '1') html.setAttribute('data-sale-banner', 'off');
  } catch (e) {
    // NOTE: storage refused (private mode): the banner shows until React decides.
  }
})();
