import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/integrations (staff): whether a CRM is set up, so a sync rate is only shown when it measures something. */
export const getIntegrations = () => unwrap(api.integrations.$get());

export const integrationsQueryOptions = () => queryOptions({ queryKey: ['integrations'], queryFn: getIntegrations, staleTime: 5 * 60_000 });

export const useIntegrations = () => useQuery(integrationsQueryOptions());
