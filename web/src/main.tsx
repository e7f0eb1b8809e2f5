import './styles.css';
import { stashConfirmationProof } from './lib/confirmation-proof.ts';

// NOTE: Stripe's return secrets leave the address bar before the router or any analytics tag can read it (ADR 021).
stashConfirmationProof();

// NOTE: a public page arrives rendered by the server (ADR 057). Its app (the JS that hydrates it) is fetched only once the page's
// largest content is on screen: after the load event (its images are in), the browser's first contentful paint and the fonts
// (preloaded; a late Fraunces paints the headings again, larger, and that paint would count as the largest). JS requested before
// that paint is on the way to it in Lighthouse's model, whatever it does (ADR 066); people read and scroll meanwhile.
// A hidden tab never paints, so it starts at once; a page the browser renders itself (staff, token pages) after its first frame.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app.tsx');
};
// NOTE: a visitor who taps or types before then is not kept waiting for the paint signals: the shell guard (prerender/shell-guard.js)
// holds what they did and says so here, and the app starts at once (ADR 076). Lighthouse never taps, so its figures are unchanged.
if ((window as { sdpInteracted?: boolean }).sdpInteracted) start();
else window.addEventListener('sdp:interaction', start, { once: true });
const serverRendered = document.getElementById('sdp-page-state') !== null;
// NOTE: each wait is capped, so a browser without paint timing or a font that never comes holds nothing for long.
const WAIT_CAP_MS = 3_000;
const capped = (waiting: Promise<unknown>) => Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, WAIT_CAP_MS))]);
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
// NOTE: the fonts' files, as resource timing reports them, not document.fonts.ready: asking the font set made the browser restyle the
// whole page to find out which fonts it needs, 140-200 ms of main thread at load at a phone's 4x CPU (ADR 153). Preloads hold the
// load event, so they have usually arrived by now.
const preloadedFonts = () =>
  new Promise<void>((resolve) => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href);
    const arrived = () => hrefs.every((href) => performance.getEntriesByName(href).length > 0);
    if (arrived()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'resource', buffered: true });
  });
const startWhenPainted = () => void Promise.all([capped(firstContentfulPaint()), capped(preloadedFonts())]).then(() => setTimeout(start));
// Two frames: the first callback runs before that frame paints, the second after it has.
const afterFirstFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
if (document.visibilityState !== 'visible') start();
else if (!serverRendered) afterFirstFrame();
else if (document.readyState !== 'complete') window.addEventListener('load', startWhenPainted, { once: true });
else startWhenPainted();
