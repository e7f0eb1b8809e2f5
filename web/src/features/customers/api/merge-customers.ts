import { api, unwrap } from '../../../lib/api-client.ts';
import { useCustomerChange } from './customer-change.ts';

/** POST /api/admin/customers/{id}/merge: the other record's orders, quotes, phones and porches join this one. */
export const useMergeCustomers = () =>
  useCustomerChange(({ id, otherId }: { id: string; otherId: string }) =>
    unwrap(api.admin.customers[':id'].merge.$post({ param: { id }, json: { otherId } })));
