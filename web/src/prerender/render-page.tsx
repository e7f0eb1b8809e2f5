import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { serverRenderedDocument } from '@sdp/shared/pages/page-head';
import { createAppRouter } from '../router.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppRoot } from '../app-root.tsx';
import { isServerRendered, pageHeadOf } from './page-heads.ts';

export { setApiTransport } from '../lib/api-fetch.ts';

export interface RenderedDocument {
  status: 200 | 404 | 410;
  /** Null: the browser renders this page itself (staff screens, signed links); send index.html as it is. */
  html: string | null;
}

/** React's marker of a suspense boundary it could not finish (left for the browser to render). */
const UNFINISHED = '<!--$!-->';

/**
 * The page's markup, whole. renderToString is synchronous and leaves a boundary whose code is still loading (a lazy component's
 * first use in this process) for the browser; when that happens, a prerender waits for every such piece to load, and the page is
 * rendered again, now whole. (The prerender's own output finishes boundaries with inline scripts, which the CSP refuses.)
 */
async function renderWhole(app: ReactElement): Promise<string> {
  const first = renderToString(app);
  if (!first.includes(UNFINISHED)) return first;
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) {
    // NOTE: read to the end only so that every lazy piece has loaded.
  }
  return renderToString(app);
}

/** Pages rendered in the last moments, by their inputs (see renderDocument); the oldest goes first. */
const RECENT_PAGES = 100;
const recent = new Map<string, { template: string; page: RenderedDocument }>();

/**
 * A public page rendered on the server (docs/design.md §14, ADR 057): the route's loaders fetch through the API transport (the
 * API's in-process, cached answers; setApiTransport), React renders the page, and the document carries the page's own head,
 * its markup and the data it was rendered from, which app.tsx hands to React Query before hydrating. A route that is not a public
 * page (staff screens, signed links) has no html: the browser renders it itself.
 *
 * `url` is the path as requested (base path included), `template` the built index.html, `site` PUBLIC_URL + BASE_PATH.
 */
export async function renderDocument(url: string, template: string, site: string, now = Date.now()): Promise<RenderedDocument> {
  // NOTE: a 401 here is only data missing from a public page; nobody is signed in on the server.
  const queryClient = createQueryClient(() => undefined);
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) });
  // NOTE: a staff screen or signed link is never run here: the server router answers a search default (`/run-sheet` ->
  // `?crew=1`) with a redirect and no matches, which read as "Page Not Found", and the browser then hydrated that 404's markup.
  const leaf = router.getMatchedRoutes(router.latestLocation.pathname)[2];
  if (leaf && !isServerRendered(leaf.id)) return { status: 200, html: null };
  await router.load();
  // NOTE: a public page the router redirects (`/blog/` -> `/blog`) is left to the browser's router, under the page's own head.
  if (leaf && router.state.matches.length === 0) return { status: 200, html: null };
  const found = pageHeadOf(router, queryClient, site);
  if ('browser' in found) return { status: found.status, html: null };
  const queries = dehydrate(queryClient);
  // NOTE: a page is a function of its address, its data and the clock's minute (the banner's countdown); the same inputs are
  // answered with the HTML already rendered from them, its own render time and data included, so hydration still matches.
  const key = JSON.stringify([url, site, Math.floor(now / 60_000), queries.queries.map((query) => [query.queryHash, query.state.data])]);
  const cached = recent.get(key);
  if (cached && cached.template === template) return cached.page;
  const markup = (await renderWhole(<AppRoot router={router} queryClient={queryClient} renderedAt={now} />))
    // NOTE: React writes a preload for a high-priority image; the home page's index.html already has the hero's.
    .replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
  // NOTE: index.html preloads the hero image for the home page; any other page would fetch it for nothing.
  const routeId = router.state.matches.at(-1)?.routeId;
  const home = !found.notFound && routeId === '/';
  const other = home ? template : template.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>\s*/g, '');
  // NOTE: the renewal page draws nothing in italic: the italic Fraunces preloaded for the home page's "Pumpkin" would only share a
  // phone's bandwidth with the porch photograph, its largest paint (ADR 194).
  const page = routeId === '/renew/$token' ? other.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*italic[^>]*>\s*/g, '') : other;
  const state = { renderedAt: now, queries };
  const rendered: RenderedDocument = { status: found.notFound ? 404 : found.gone ? 410 : 200, html: serverRenderedDocument(page, { head: found.head, markup, state }, site) };
  recent.set(key, { template, page: rendered });
  if (recent.size > RECENT_PAGES) recent.delete(recent.keys().next().value!);
  return rendered;
}
