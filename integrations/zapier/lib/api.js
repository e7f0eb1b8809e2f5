// The SD Pumpkin API as the app reaches it: the site address the business entered when connecting, its API key on every call.

/** `https://example.com/sdpumpkin` + `/zapier/me` -> `https://example.com/sdpumpkin/api/zapier/me`. */
export function apiUrl(bundle, path) {
  const site = String(bundle.authData.siteUrl ?? '').trim().replace(/\/+$/, '');
  return `${site}/api${path}`;
}

/** Every request carries the key in the header the API reads (never in the URL, where it would reach logs). */
export function includeApiKey(request, z, bundle) {
  if (bundle.authData.apiKey) request.headers = { ...request.headers, 'X-API-Key': bundle.authData.apiKey };
  return request;
}

/**
 * A refused key marks the connection as needing attention in Zapier (instead of an opaque error on every Zap run), and any other
 * refusal carries the API's own message ({ message } on every 4xx), so the Zap history says what went wrong.
 */
export function explainRefusals(response, z) {
  if (response.status < 400 && !isJson(response)) {
    // NOTE: a wrong Site address usually lands on some web page that answers 200 with HTML; without this the connection test
    // would pass and every trigger would return nothing.
    throw new z.errors.Error(
      `${new URL(response.request.url).origin} did not answer as an SD Pumpkin site (no JSON from ${new URL(response.request.url).pathname}). Check the Site address.`,
      'NotSdPumpkinSite',
      response.status,
    );
  }
  if (response.skipThrowForStatus || response.status < 400) return response;
  const message = messageOf(response);
  if (response.status === 401) {
    throw new z.errors.ExpiredAuthError(
      `SD Pumpkin did not accept this API key (${message}). Create a new key on the Zapier page of the staff dashboard and reconnect.`,
    );
  }
  throw new z.errors.Error(`SD Pumpkin answered ${response.status}: ${message}`, 'ApiError', response.status);
}

function isJson(response) {
  return /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
}

function messageOf(response) {
  try {
    const body = JSON.parse(response.content);
    if (body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: fall through to the status text
  }
  return `HTTP ${response.status}`;
}
