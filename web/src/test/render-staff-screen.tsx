import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { AppRoot } from '../app-root.tsx';
import type { OkBody } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { routeTree } from '../routeTree.gen.ts';

/** The success body of a call of the typed client (`Answer<typeof api.orders.$get>`): a fixture typed as the API declares it. */
export type Answer<Call extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<Call>>>;

/** What the fake API answers to `METHOD /api/path` (query left out): a JSON body (200), or a function of the request. */
export type Answers = Record<string, unknown>;

/** A signed-in staff member as GET /api/auth/user answers one. */
export const ADMIN = { id: '7d0c8e53-51b9-4b0e-9a55-5b0f6c1f3a01', email: 'owner@sdpumpkin.com', name: 'Dana Whitfield', role: 'admin' as const };

/**
 * Renders the app at `path` as the browser mounts a staff screen: the app's own route tree, query client and providers, with the
 * API answered by `answers` instead of the network. Returns the render, every request the screen made and the last body sent to
 * each call (`sent`); a request with no answer gets a 404, and is listed in `unanswered` so a test can insist there is none.
 */
export async function renderStaffScreen(path: string, answers: Answers): Promise<RenderResult & { requests: string[]; unanswered: string[]; sent: Map<string, RequestInit['body']> }> {
  const requests: string[] = [];
  const unanswered: string[] = [];
  const sent = new Map<string, RequestInit['body']>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const key = `${(init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()} ${url.pathname}`;
    requests.push(`${key}${url.search}`);
    if (init?.body) sent.set(key, init.body);
    if (!(key in answers)) {
      unanswered.push(key);
      return Response.json({ error: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }
    return Response.json(answers[key]);
  });
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(<AppRoot router={router} queryClient={queryClient} renderedAt={null} />);
  return Object.assign(result, { requests, unanswered, sent });
}
