import type { ExtractSchema } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@sdp/api';
import { API_BASE, readAnswer } from './api-error.ts';

type Routes = ExtractSchema<AppType>;
type OkOutput<E> = E extends { status: infer S; output: infer O; outputFormat: 'json' } ? (S extends SuccessStatusCode ? O : never) : never;
/** The API's GET routes that take no params, query or body (e.g. '/packages', '/season'). */
export type PlainGetPath = {
  [P in keyof Routes]: Routes[P] extends { $get: { input: infer I } } ? (keyof I extends never ? P : never) : never;
}[keyof Routes];
/** The successful answer of such a route, as the route declares it. */
export type GetAnswer<P extends PlainGetPath> = Routes[P] extends { $get: infer E } ? OkOutput<E> : never;

/**
 * A GET the home page makes (catalog, season, config): typed from the same AppType as `api` (lib/api-client.ts), but a plain
 * fetch, so hono/client's runtime stays out of the JS of / (design §9 budget, ADR 019). Every other call uses `api`.
 */
export async function getJson<P extends PlainGetPath>(path: P): Promise<GetAnswer<P>> {
  // NOTE: the same narrowing as unwrap(): readAnswer has thrown for every answer that is not the route's 2xx.
  return (await readAnswer(await fetch(`${API_BASE}${path}`, { credentials: 'include' }))) as GetAnswer<P>;
}
