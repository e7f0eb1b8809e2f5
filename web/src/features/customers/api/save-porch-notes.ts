import { api, unwrap } from '../../../lib/api-client.ts';
import { useCustomerChange } from './customer-change.ts';

/** PATCH /api/admin/customers/{id}: the porch notes the crew reads. */
export const useSavePorchNotes = () =>
  useCustomerChange(({ id, porchNotes }: { id: string; porchNotes: string }) =>
    unwrap(api.admin.customers[':id'].$patch({ param: { id }, json: { porchNotes } })));
