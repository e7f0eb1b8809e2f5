import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The staff screens (routes/_staff/): the only pages the service worker answers when there is no signal. */
export const STAFF_SCREENS = ['run-sheet', 'crew', 'dashboard', 'admin', 'orders', 'customers', 'catalog', 'insights', 'pipeline', 'renewals', 'zapier'];

/** What the service worker serves for a staff screen's address: index.html under a name no page is ever asked for by. */
export const STAFF_SHELL = 'staff-shell.html';

/**
 * Writes dist/staff-shell.html: index.html without the home page's hero preload (a staff screen never shows the hero). Public pages
 * are never answered from it: it lives at its own address, so `/` and `/index.html` stay out of the precache (ADR 144).
 */
function staffShell(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sdp-staff-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const html = await readFile(resolve(outDir, 'index.html'), 'utf8');
      await writeFile(resolve(outDir, STAFF_SHELL), html.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>\s*/g, ''));
    },
  };
}

/**
 * The crew's app (docs/design.md §20, ADR 144): a web manifest for the home screen and a service worker that precaches the built
 * JS, CSS, fonts and the staff shell, and answers navigations to staff screens only. Registering it is the staff screens' own
 * business (features/offline-run-sheet), so the visitor's first JS does not carry it.
 */
export function staffApp(basePath: string, { ssr }: { ssr: boolean }): PluginOption[] {
  const staffScreen = new RegExp(`^${basePath}/(${STAFF_SCREENS.join('|')})(/|\\?|$)`);
  return [
    ...(ssr ? [] : [staffShell()]),
    VitePWA({
      // NOTE: the server renderer builds no worker, but its code still imports virtual:pwa-register (a no-op when disabled).
      disable: ssr,
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        name: 'SD Pumpkin Crew',
        short_name: 'SDP Crew',
        description: "The crew's run sheet: the day's stops, On my way, Delivered and after photos, with or without signal.",
        id: `${basePath}/run-sheet`,
        start_url: `${basePath}/run-sheet`,
        scope: `${basePath}/`,
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#fbf6ee',
        theme_color: '#1e1a17',
        icons: [
          { src: `${basePath}/app-icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: `${basePath}/app-icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: `${basePath}/app-icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: `${basePath}/app-icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['assets/**/*.{js,css,woff2}', STAFF_SHELL, 'favicon.svg', 'app-icons/*.png'],
        // NOTE: no directory index: `/` must never map to a cached index.html (index.html is not precached either: STAFF_SHELL is).
        directoryIndex: '__none__',
        navigateFallback: `${basePath}/${STAFF_SHELL}`,
        navigateFallbackAllowlist: [staffScreen],
        navigateFallbackDenylist: [new RegExp(`^${basePath}/api/`)],
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        // NOTE: the API is never cached by the worker: the run sheet's data lives in IndexedDB, written by the app (ADR 145).
        runtimeCaching: [],
      },
    }),
  ];
}
