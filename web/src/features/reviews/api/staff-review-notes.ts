import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/review-notes (staff): every private note, newest first, with whether its customer allows sharing it. */
export const useStaffReviewNotes = () =>
  useQuery({ queryKey: ['admin', 'review-notes'], queryFn: () => unwrap(api.admin['review-notes'].$get()) });

/** PUT /api/admin/review-notes/:orderId/published: publish a note's words as a testimonial (only with permission), or take it down. */
export function usePublishNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, published }: { orderId: string; published: boolean }) =>
      unwrap(api.admin['review-notes'][':orderId'].published.$put({ param: { orderId }, json: { published } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'review-notes'] }),
  });
}
