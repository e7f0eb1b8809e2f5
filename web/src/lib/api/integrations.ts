import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api-client.ts';

/** GET /api/integrations (staff): whether a CRM is set up, so a sync rate is only shown when it measures something. */
export const getIntegrations = () => unwrap(api.integrations.$get());

export const integrationsQueryOptions = () => queryOptions({ queryKey: ['integrations'], queryFn: getIntegrations, staleTime: 5 * 60_000 });

export const useIntegrations = () => useQuery(integrationsQueryOptions());

/**
 * Whether a CRM is set up, or null until the API has said (docs/design.md §16): without one no CRM badge is shown on any row. A
 * failed read counts as set up, so a real sync problem is never hidden.
 */
export function useCrmConfigured(): boolean | null {
  const integrations = useIntegrations();
  return integrations.isError ? true : (integrations.data?.crm.configured ?? null);
}

/** Whether a Zapier hook is connected, or null until the API has said; a failed read counts as connected, as for the CRM. */
export function useZapierConnected(): boolean | null {
  const integrations = useIntegrations();
  return integrations.isError ? true : (integrations.data?.zapier.connected ?? null);
}
