import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { serverRender } from './vite-plugins/server-render.ts';
import { preloadFonts } from './vite-plugins/preload-fonts.ts';
import { codeSplitting } from './vite-plugins/code-splitting.ts';
import { devServerOptions } from './vite-plugins/dev-server.ts';
import { staffApp } from './vite-plugins/staff-app.ts';

// NOTE: BASE_PATH is '' or '/sdpumpkin' (docs/design.md §3); vite turns it into import.meta.env.BASE_URL,
// which the router, the API client and asset URLs all read, so one variable moves the whole site.
const basePath = process.env.BASE_PATH ?? '';
// NOTE: one id per build: a run sheet kept on a crew phone (ADR 145) is thrown away when the code that reads it changes.
const buildId = new Date().toISOString();

export default defineConfig(({ isSsrBuild }) => ({
  base: `${basePath}/`,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss(), serverRender(), preloadFonts(),
    ...staffApp(basePath, { ssr: isSsrBuild === true }),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  server: devServerOptions(process.env, basePath),
  // NOTE: no modulepreload links added at run time (ADR 153): each dynamic import made Vite's helper append one <link> per chunk it
  // needs, and appending them cost the main thread 30-40 ms on a phone while the app started (the route chunk's, while /reserve
  // hydrated). A chunk's imports are fetched once it arrives instead; the router preloads a route's chunks on intent.
  build: { target: 'es2022', sourcemap: false, modulePreload: false, rolldownOptions: { output: { codeSplitting } } },
  // NOTE: the SSR build (prerender/render-page.tsx, loaded by the API) compiles the shared package in, as the SPA build does.
  ssr: { noExternal: ['@sdp/shared'] },
}));
