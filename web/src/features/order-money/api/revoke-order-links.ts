import { api, unwrap } from '../../../lib/api-client.ts';
import { useOrderAction } from './order-action.ts';

/** POST …/revoke-links (staff, ADR 080): every link e-mailed for the order so far stops opening. */
export const useRevokeOrderLinks = () => useOrderAction((id: string) => unwrap(api.admin.orders[':id']['revoke-links'].$post({ param: { id } })));
