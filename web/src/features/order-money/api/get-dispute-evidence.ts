import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/orders/{id}/dispute/evidence (staff): the evidence assembled from what we hold, piece by piece (docs/design.md §27). */
export const disputeEvidenceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['order', id, 'dispute-evidence'], queryFn: () => unwrap(api.admin.orders[':id'].dispute.evidence.$get({ param: { id } })) });

export const useDisputeEvidence = (id: string, enabled: boolean) => useQuery({ ...disputeEvidenceQueryOptions(id), enabled });
