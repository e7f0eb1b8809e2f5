/** What vite-plugin-pwa's `virtual:pwa-register` gives, for render tests (no service worker in happy-dom). */
export const registerSW = () => async () => undefined;
