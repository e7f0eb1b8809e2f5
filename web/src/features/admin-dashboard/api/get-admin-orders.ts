import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/orders (staff): every order with its payment, e-mail, CRM and Zapier state, newest first. */
export const getAdminOrders = () => unwrap(api.orders.$get());

export const adminOrdersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getAdminOrders });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());
