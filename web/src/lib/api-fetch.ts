import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@sdp/api';

/**
 * The hono-free half of the API client: where the API lives, the error a failed call throws, reading an answer, and the home
 * page's own GETs (getJson). Keeping hono/client (lib/api-client.ts) out of this module keeps it out of the JS of / (budget,
 * docs/design.md §9, ADR 019).
 */

/** Where the API lives: under the same base path as the site (docs/design.md §8: BASE_PATH moves both). */
export const API_BASE = `${import.meta.env.BASE_URL.replace(/\/$/, '')}/api`;

// NOTE: the browser's fetch; the server renderer hands in the API's own in-process answer instead (prerender/render-page.tsx), so
// a page rendered on the server reads the same cached catalog the API serves, without a round trip through the network.
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Route every API call of this module instance through `next` (the server renderer does this once, at start). */
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/** fetch for API calls: getJson and the hono client both go through it. */
export const apiFetch: typeof fetch = (input, init) => transport(input, init);

/** Carries the status and raw body so callers can show the server's `message` without parsing the text again. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The `message` of the API's error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The fields the API named in its error body (`issues`: path and message), or none. */
  get issues(): { path: string; message: string }[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown };
      return Array.isArray(parsed.issues)
        ? parsed.issues.filter((i): i is { path: string; message: string } => typeof i?.path === 'string' && typeof i?.message === 'string')
        : [];
    } catch {
      return [];
    }
  }
}

/** True for the API's "no (or no longer a) session" answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A non-OK answer throws `ApiError("{status}: {body or statusText}")` (docs/product-spec.md §8); an OK one gives its JSON body. */
export async function readAnswer(response: Response): Promise<unknown> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  // NOTE: a 204 (a removal, a reorder) has no body to parse.
  return response.status === 204 ? null : response.json();
}

type Routes = ExtractSchema<AppType>;
type OkOutput<E> = E extends { status: infer S; output: infer O; outputFormat: 'json' } ? (S extends SuccessStatusCode ? O : never) : never;
/** The API's GET routes that take no params, query or body (e.g. '/packages', '/season'). */
export type PlainGetPath = {
  [P in keyof Routes]: Routes[P] extends { $get: { input: infer I } } ? (keyof I extends never ? P : never) : never;
}[keyof Routes];
/** The successful answer of such a route, as the route declares it. */
export type GetAnswer<P extends PlainGetPath> = Routes[P] extends { $get: infer E } ? OkOutput<E> : never;

/**
 * A GET a public page's loader makes (catalog, season, config, service areas, delivery zones): typed from the same AppType as `api`
 * (lib/api-client.ts), but a plain fetch, so hono/client's runtime stays out of every page's first JS (ADR 019, ADR 061). Every
 * other call uses `api`.
 */
export async function getJson<P extends PlainGetPath>(path: P): Promise<GetAnswer<P>> {
  // NOTE: the same narrowing as unwrap(): readAnswer has thrown for every answer that is not the route's 2xx.
  return (await readAnswer(await apiFetch(`${API_BASE}${path}`, { credentials: 'include' }))) as GetAnswer<P>;
}
