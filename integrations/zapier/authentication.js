import { apiUrl } from './lib/api.js';

/**
 * API-key authentication (docs/design.md §15): the business creates a key on the staff dashboard's Zapier page and pastes it here
 * with the site's address; Zapier checks it with GET /api/zapier/me, which answers the key's name.
 */
export default {
  type: 'custom',
  fields: [
    {
      key: 'siteUrl',
      label: 'Site address',
      type: 'string',
      required: true,
      helpText: 'The address of your SD Pumpkin site, for example `https://sdpumpkin.com` (add `/sdpumpkin` if the site is served under that path).',
    },
    {
      key: 'apiKey',
      label: 'API key',
      type: 'password',
      required: true,
      helpText: 'Create one on the **Zapier** page of the staff dashboard (Create API Key). It is shown once; paste it here.',
    },
  ],
  test: async (z, bundle) => {
    const response = await z.request({ url: apiUrl(bundle, '/zapier/me') });
    return response.data;
  },
  connectionLabel: (z, bundle) => `${bundle.inputData.name} (${new URL(apiUrl(bundle, '')).host})`,
};
