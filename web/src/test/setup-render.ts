// NOTE: a render test has no server: the page-view beacon (lib/site-events.ts), sent a frame after each route change and possibly
// after the test has ended, is dropped here instead of reaching for happy-dom's localhost:3000.
Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
