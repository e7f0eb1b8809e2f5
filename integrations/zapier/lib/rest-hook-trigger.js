import { apiUrl } from './api.js';

/**
 * A REST-hook trigger with its polling fallback (docs/design.md §15). Zapier calls performSubscribe when a Zap is turned on
 * (POST /api/zapier/webhooks with the URL Zapier made for it), perform with each event the API posts there, performUnsubscribe
 * when the Zap is turned off, and performList to show samples in the editor and to poll. The hook body and a polled record are
 * the same object, with the same stable `id` Zapier deduplicates on.
 */
export function restHookTrigger({ key, noun, label, description, event, pollPath, sample, outputFields }) {
  return {
    key,
    noun,
    display: { label, description },
    operation: {
      type: 'hook',
      performSubscribe: async (z, bundle) => {
        const response = await z.request({
          method: 'POST',
          url: apiUrl(bundle, '/zapier/webhooks'),
          body: { target_url: bundle.targetUrl, event, active: true },
        });
        return response.data;
      },
      performUnsubscribe: async (z, bundle) => {
        const response = await z.request({
          method: 'DELETE',
          url: apiUrl(bundle, `/zapier/webhooks/${encodeURIComponent(bundle.subscribeData.id)}`),
          // NOTE: a hook an admin already disconnected on the Zapier page answers 404; turning the Zap off must still succeed.
          skipThrowForStatus: true,
        });
        if (response.status === 404) return { ok: true, alreadyGone: true };
        response.throwForStatus();
        return response.data;
      },
      perform: (z, bundle) => {
        const body = bundle.cleanedRequest;
        return Array.isArray(body) ? body : [body];
      },
      performList: async (z, bundle) => {
        const response = await z.request({ url: apiUrl(bundle, pollPath) });
        return response.data;
      },
      sample,
      outputFields,
    },
  };
}
