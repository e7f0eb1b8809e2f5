import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformSync } from 'esbuild';
import type { Plugin, ViteDevServer } from 'vite';

const GUARD = new URL('../src/prerender/shell-guard.js', import.meta.url);
const RENDER_ENTRY = '/src/prerender/render-page.tsx';

interface RenderModule {
  setApiTransport(next: typeof fetch): void;
  renderDocument(url: string, template: string, site: string): Promise<{ status: number; html: string | null }>;
}

/**
 * Public pages rendered on the server (docs/design.md §14, ADR 057). In production the API renders them from the SSR build of
 * src/prerender/render-page.tsx (`vite build --ssr`, see package.json) and this plugin only adds the guard script to index.html.
 * Under `vite` (make dev) it renders them itself, per request, with the API behind the dev proxy answering the pages' reads, so
 * development shows the same HTML and hydration as production.
 */
export function serverRender(): Plugin {
  let root = '';
  let base = '/';
  // NOTE: a classic script (the CSP forbids inline ones) under assets/ with a content hash, as the server caches assets/ forever.
  // NOTE: minified, as every public page fetches it before its first paint (its comments are for us, not for the wire).
  const guard = transformSync(readFileSync(GUARD, 'utf8'), { minify: true, target: 'es2019' }).code;
  const guardFile = `assets/shell-guard-${createHash('sha256').update(guard).digest('hex').slice(0, 8)}.js`;
  return {
    name: 'sdp-server-render',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    buildStart() {
      if (this.environment.config.consumer === 'client' && this.environment.mode === 'build') {
        this.emitFile({ type: 'asset', fileName: guardFile, source: guard });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // NOTE: in dev the source file itself; built, the hashed copy.
        const src = ctx.server ? `${base}src/prerender/shell-guard.js` : `${base}${guardFile}`;
        return [{ tag: 'script', attrs: { src }, injectTo: 'head-prepend' }];
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void renderInDev(server, root, base, req.originalUrl ?? req.url ?? '/', req.headers.accept ?? '')
          .then((page) => {
            if (!page) return next();
            res.statusCode = page.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(page.html);
          })
          .catch((error: unknown) => {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          });
      });
    },
  };
}

async function renderInDev(server: ViteDevServer, root: string, base: string, url: string, accept: string) {
  const path = url.split('?')[0] ?? '/';
  // NOTE: only page loads: the API (proxied), Vite's own modules and files with an extension pass through.
  if (!accept.includes('text/html') || !path.startsWith(base.replace(/\/$/, '') || '/') || /\/api\/|\/@|\/src\/|\/node_modules\/|\.[a-z0-9]+$/i.test(path)) {
    return null;
  }
  const template = await server.transformIndexHtml(url, readFileSync(resolve(root, 'index.html'), 'utf8'));
  const render = (await server.ssrLoadModule(RENDER_ENTRY)) as RenderModule;
  // NOTE: the same API the dev proxy forwards to (vite.config.ts); relative API paths are read from there.
  const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
  render.setApiTransport((input, init) => fetch(new URL(String(input), api), init));
  const site = `${(process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '')}${base.replace(/\/$/, '')}`;
  const page = await render.renderDocument(url, template, site);
  return { status: page.status, html: page.html ?? template };
}
