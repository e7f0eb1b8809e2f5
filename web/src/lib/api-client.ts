import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// NOTE: `import type` only: the API's routes give the client its types, and no server code reaches the bundle (docs/design.md §10).
import type { AppType } from '@sdp/api';
import { API_BASE, apiFetch, readAnswer } from './api-fetch.ts';


/**
 * The way the SPA talks to the API (docs/product-spec.md §7, §8, docs/design.md §10): `unwrap(api.packages.$get())`, typed from the API's own routes
 * and the shared schemas. Cookies always; hono/client sets the JSON content type when a call has a `json` body.
 */
export const api = hc<AppType>(API_BASE, { fetch: apiFetch, init: { credentials: 'include' } });

/** The body of the successful answers of a call, as the route declares it. */
export type OkBody<R> = R extends ClientResponse<infer Body, infer Status, infer Format>
  ? Status extends SuccessStatusCode
    ? Format extends 'json'
      ? Body
      : never
    : never
  : never;

/**
 * Awaits a call and returns its successful JSON body; any non-OK answer throws `ApiError` whose message is
 * `"{status}: {body or statusText}"` (docs/product-spec.md §8) and whose `serverMessage` is the API's own `message`.
 */
export async function unwrap<R extends ClientResponse<unknown, number, 'json' | 'text' | 'body'>>(request: Promise<R>): Promise<OkBody<R>> {
  // NOTE: the route's own declaration is the type; `json()` is typed as the union of every status the route can answer, and
  // readAnswer has just thrown for the non-OK ones (ADR 019).
  return (await readAnswer(await request)) as OkBody<R>;
}
