import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/customers/{id}: the household with every season's orders, quotes, notes and merged addresses. */
export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['customer', id], queryFn: () => unwrap(api.admin.customers[':id'].$get({ param: { id } })) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
