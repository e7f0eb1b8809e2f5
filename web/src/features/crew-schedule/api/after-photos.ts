import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/upload.ts';

/** What a photo shows: the decorated porch, or the porch cleared at a pick-up (docs/design.md §26). */
export type PhotoKind = 'after' | 'porch_cleared';

/**
 * POST …/orders/:id/photos (multipart `file`, `clientId` and `kind`) with a photo already resized on the phone (the run sheet's queue
 * sends these, ADR 146).
 */
export const sendAfterPhoto = (orderId: string, blob: Blob, clientId: string, kind: PhotoKind = 'after') =>
  upload((options) => api.admin.orders[':id'].photos.$post({ param: { id: orderId } }, options), { file: new File([blob], `${kind}-photo.jpg`, { type: blob.type }), clientId, kind });

/** POST /api/admin/order-photos/:id/gallery (ADR 135): a hidden gallery pair from this photo, with the customer's permission. */
export const useMoveToGallery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => unwrap(api.admin['order-photos'][':id'].gallery.$post({ param: { id: photoId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['run-sheet'] }),
  });
};
