import type { ClientRequestOptions, ClientResponse } from 'hono/client';
import { unwrap, type OkBody } from './api-client.ts';

/** A multipart form's fields: a file (or a photo made on the phone) and plain words beside it. */
export type UploadFields = Record<string, string | Blob>;

/**
 * The one way the SPA sends a file (docs/design.md §23): the fields as multipart/form-data, through a call of the typed client
 * (`(options) => api.admin.catalog.images.$post({}, options)`), answered as every call is (unwrap): the route's own success body,
 * typed, or `ApiError` with the server's words. The upload routes read their form themselves (`parseBody`, which checks the file by
 * its bytes), so the client has no form type for them: the form goes in as the request's body, and the cookie stays (the client's
 * `credentials` are merged with this).
 */
export function upload<R extends ClientResponse<unknown, number, 'json' | 'text' | 'body'>>(
  send: (options: ClientRequestOptions) => Promise<R>,
  fields: UploadFields,
): Promise<OkBody<R>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return unwrap(send({ init: { body } }));
}
