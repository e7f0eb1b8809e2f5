/** What Zapier calls on this site, as full URLs (docs/product-spec.md §7: the polling endpoints are displayed and copied). */
export interface ZapierEndpoint {
  label: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  note: string;
}

/** The Site address the SD Pumpkin Zapier app asks for when connecting (integrations/zapier/README.md): origin and base path. */
export function zapierSiteAddress(origin: string, apiBase: string): string {
  return `${origin.replace(/\/$/, '')}${apiBase.replace(/\/api$/, '')}`;
}

/** `origin` is the site's origin, `apiBase` the API path under the base path ("/sdpumpkin/api"). */
export function zapierEndpoints(origin: string, apiBase: string): ZapierEndpoint[] {
  const at = (path: string) => `${origin.replace(/\/$/, '')}${apiBase}${path}`;
  return [
    { label: 'New quotes (polling trigger)', method: 'GET', url: at('/zapier/quotes'), note: 'Newest custom quotes first.' },
    { label: 'Paid orders (polling trigger)', method: 'GET', url: at('/zapier/orders'), note: 'Newest orders first.' },
    { label: 'Delivered orders (polling trigger)', method: 'GET', url: at('/zapier/orders/delivered'), note: 'Most recently delivered first.' },
    { label: 'Renewed orders (polling trigger)', method: 'GET', url: at('/zapier/orders/renewed'), note: 'Most recently renewed first.' },
    { label: 'Waitlist sign-ups (polling trigger)', method: 'GET', url: at('/zapier/waitlist'), note: 'Newest sign-ups first.' },
    { label: 'Subscribe (REST hook)', method: 'POST', url: at('/zapier/webhooks'), note: 'Body: target_url, event, active.' },
    { label: 'Unsubscribe (REST hook)', method: 'DELETE', url: at('/zapier/webhooks/{id}'), note: 'The id the subscribe call returned.' },
    { label: 'Test authentication', method: 'GET', url: at('/zapier/me'), note: 'Answers with the key name when the key works.' },
  ];
}
