import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishNoteInput } from '@sdp/shared/review-notes';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/admin/review-notes (staff): every private note, newest first, with whether its customer allows sharing it. */
export const useStaffReviewNotes = () =>
  useQuery({ queryKey: ['admin', 'review-notes'], queryFn: () => unwrap(api.admin['review-notes'].$get()) });

/**
 * PUT /api/admin/review-notes/:orderId/published: publish a note's words at the version on screen (only with permission), or take it
 * down. A 409 (the customer changed the words since, issue 35 item 11) reloads the list, so the new words are what staff read next.
 */
export function usePublishNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...json }: { orderId: string } & PublishNoteInput) =>
      unwrap(api.admin['review-notes'][':orderId'].published.$put({ param: { orderId }, json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'review-notes'] }),
  });
}
