import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Plugin } from 'vite';

const MARKER = '<!--static-shell-->';
const GUARD = new URL('../src/prerender/shell-guard.js', import.meta.url);

/**
 * Build only: renders src/prerender/static-shell.tsx with Vite's SSR loader and puts the markup into #root, inert and hidden from
 * assistive tech until React replaces it (buttons there do nothing yet; the live ones arrive with the app).
 */
export function staticShell(): Plugin {
  let root = '';
  let base = '/';
  // NOTE: a classic script (the CSP forbids inline ones) under assets/ with a content hash, as the server caches assets/ forever.
  const guard = readFileSync(GUARD, 'utf8');
  const guardFile = `assets/shell-guard-${createHash('sha256').update(guard).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'sdp-static-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'asset', fileName: guardFile, source: guard });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(MARKER)) throw new Error(`index.html lacks ${MARKER}`);
        const server = await createServer({
          root,
          base,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          ssr: { noExternal: ['@sdp/shared'] },
        });
        try {
          const { renderStaticShell } = (await server.ssrLoadModule('/src/prerender/static-shell.tsx')) as {
            renderStaticShell: () => Promise<string>;
          };
          // NOTE: React emits its own preload for the high-priority hero image; index.html's head already has one.
          const markup = (await renderStaticShell()).replace(/<link rel="preload" as="image"[^>]*\/>/g, '');
          return {
            // NOTE: the comments let the server leave the shell out of every page but `/` (api/src/web-host.ts).
            html: html.replace(MARKER, `<!--home-shell--><div data-static-shell inert aria-hidden="true">${markup}</div><!--/home-shell-->`),
            tags: [{ tag: 'script', attrs: { src: `${base}${guardFile}` }, injectTo: 'head-prepend' }],
          };
        } finally {
          await server.close();
        }
      },
    },
  };
}
