import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterPhoto } from '@sdp/shared/wire-crew';
import { api, unwrap } from '../../../lib/api-client.ts';
import { API_BASE, ApiError, apiFetch } from '../../../lib/api-fetch.ts';

/** POST …/orders/:id/photos with a photo already resized on the phone (the run sheet's queue sends these, ADR 146). */
export async function sendAfterPhoto(orderId: string, blob: Blob, clientId: string): Promise<{ photos: AfterPhoto[] }> {
  const form = new FormData();
  form.append('file', blob, 'after-photo.jpg');
  form.append('clientId', clientId);
  const res = await apiFetch(`${API_BASE}/admin/orders/${orderId}/photos`, { method: 'POST', body: form, credentials: 'include' });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, 'The photo could not be uploaded.', text);
  return JSON.parse(text) as { photos: AfterPhoto[] };
}

/** POST /api/admin/order-photos/:id/gallery (ADR 135): a hidden gallery pair from this photo, with the customer's permission. */
export const useMoveToGallery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => unwrap(api.admin['order-photos'][':id'].gallery.$post({ param: { id: photoId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['run-sheet'] }),
  });
};
