import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewNoteInput } from '@sdp/shared/review-notes';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/review-notes/:token: whose porch, the Google review link, and the note already left (ADR 124). */
export const useReviewNotePage = (token: string) =>
  useQuery({ queryKey: ['review-note', token], queryFn: () => unwrap(api['review-notes'][':token'].$get({ param: { token } })), retry: false });

/** POST /api/review-notes/:token: keep the customer's note; sending again replaces it. */
export function useLeaveNote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReviewNoteInput) => unwrap(api['review-notes'][':token'].$post({ param: { token }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review-note', token] }),
  });
}
