import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
// NOTE: the id alone, from its own module: page-head.ts would bring the business data into the home page's JS.
import { PAGE_STATE_ID } from '@sdp/shared/pages/page-state';
import { createAppRouter } from './router.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppRoot } from './app-root.tsx';
import { loadAnalyticsTags } from './lib/analytics-tags.ts';
import { whenIdle } from './lib/when-idle.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** What the server rendered this page from (prerender/render-page.tsx): its clock and React Query's data; absent elsewhere. */
interface PageState {
  renderedAt: number;
  queries: DehydratedState;
}
const stateScript = document.getElementById(PAGE_STATE_ID);

/**
 * Lets the browser run anything waiting (a tap, a frame) before the next step. Each step of starting the app is a task of its own,
 * none of them long: run together after the modules load they were one task of 60-190 ms on this machine, 250-750 ms at a phone's
 * 4x CPU, the home page's whole blocking time in Lighthouse (ADR 153).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startApp(root: HTMLElement) {
  await nextTask();
  const state = stateScript ? (JSON.parse(stateScript.textContent ?? '') as PageState) : null;
  const queryClient = createQueryClient();
  // NOTE: the data the server rendered with, so the loaders below find it and nothing is fetched again (or rendered differently).
  if (state) hydrate(queryClient, state.queries);
  await nextTask();
  const router = createAppRouter(queryClient);
  // NOTE: tells the router the markup came from a server render: it then renders without the top-level suspense boundary the
  // server's render has none of, so the two trees match (what the router's own hydrate() sets).
  if (state) router.ssr = { manifest: undefined };
  await nextTask();
  // NOTE: waiting for the route (its chunk and data) first makes React's first commit the whole page: hydration of the server's
  // markup, or (staff and token pages) the page itself, never an empty frame. The transition lets React yield while it works.
  await router.load().catch(() => undefined);
  await nextTask();
  startTransition(() => {
    const app = <AppRoot router={router} queryClient={queryClient} renderedAt={state?.renderedAt ?? null} />;
    if (state) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
void startApp(root);

// NOTE: third-party tags (only those configured) load once the page is idle, after the hero has painted.
// This module runs after main.tsx has let the first paint happen, so the load event may be over already.
const loadTagsWhenIdle = () => whenIdle(() => void loadAnalyticsTags(), { fallbackMs: 2_000 });
if (document.readyState === 'complete') loadTagsWhenIdle();
else window.addEventListener('load', loadTagsWhenIdle, { once: true });
