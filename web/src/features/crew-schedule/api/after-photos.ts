import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/upload.ts';

/** POST …/orders/:id/photos (multipart `file` and `clientId`) with a photo already resized on the phone (the run sheet's queue sends these, ADR 146). */
export const sendAfterPhoto = (orderId: string, blob: Blob, clientId: string) =>
  upload((options) => api.admin.orders[':id'].photos.$post({ param: { id: orderId } }, options), { file: new File([blob], 'after-photo.jpg', { type: blob.type }), clientId });

/** POST /api/admin/order-photos/:id/gallery (ADR 135): a hidden gallery pair from this photo, with the customer's permission. */
export const useMoveToGallery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => unwrap(api.admin['order-photos'][':id'].gallery.$post({ param: { id: photoId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['run-sheet'] }),
  });
};
