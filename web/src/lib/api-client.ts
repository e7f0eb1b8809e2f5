import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
// NOTE: `import type` only: the API's routes give the client its types, and no server code reaches the bundle (design §10).
import type { AppType } from '@sdp/api';

/** Where the API lives: under the same base path as the site (design §8: BASE_PATH moves both). */
export const API_BASE = `${import.meta.env.BASE_URL.replace(/\/$/, '')}/api`;

/**
 * The one way the SPA talks to the API (spec §7, §8, design §10): `api.packages.$get()`, typed from the API's own routes and
 * the shared schemas. Cookies always; hono/client sets the JSON content type when a call has a `json` body.
 */
export const api = hc<AppType>(API_BASE, { init: { credentials: 'include' } });

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
 * `"{status}: {body or statusText}"` (spec §8) and whose `serverMessage` is the API's own `message`.
 */
export async function unwrap<R extends ClientResponse<unknown, number, 'json' | 'text' | 'body'>>(request: Promise<R>): Promise<OkBody<R>> {
  const response = await request;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  // NOTE: the route's own declaration is the type; `json()` is typed as the union of every status the route can answer.
  return (await response.json()) as OkBody<R>;
}

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
}

/** True for the API's "no (or no longer a) session" answer. */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
