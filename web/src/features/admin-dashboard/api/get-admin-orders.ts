import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';

/** GET /api/orders (staff): every order with its payment, e-mail, CRM and Zapier state, newest first. */
export const getAdminOrders = () => api.get<AdminOrder[]>('/orders');

export const adminOrdersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getAdminOrders });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());
