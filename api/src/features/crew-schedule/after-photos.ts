import { isBooked } from '@sdp/shared';
import type { AfterPhoto } from '@sdp/shared/wire-crew';
import type { ServiceDeps } from '@sdp/server/deps';
import { isUuid } from '@sdp/server/db/is-uuid';
import { addOrderPhoto, galleryPairFromPhoto, orderPhotos, photoForGallery, type OrderPhoto, type OrderPhotoKind } from '@sdp/server/db/order-photos';
import { findPickup } from '@sdp/server/db/order-pickups';
import { orderOnCrewDay } from '@sdp/server/crew/on-my-way-notices';
import { storeUpload } from '@sdp/server/images/store-upload';
import { imageStore } from '@sdp/server/images/object-store';
import { recordOrderAction } from '@sdp/server/orders/order-actions';
import { conflict, notFound } from '../../lib/errors.ts';

export const toAfterPhoto = (p: OrderPhoto): AfterPhoto => ({ kind: p.kind, id: p.id, image: p.image, inGallery: p.galleryItemId !== null, takenAt: p.createdAt.toISOString() });

// NOTE: the phone makes a new id for every photo it takes (ADR 146), so this is a bug or a forged request, never a retry (issue 35, item 12).
const CLIENT_ID_TAKEN = 'This upload id was already used for a different photo, so this one was not added. Take the photo again.';

/**
 * POST /api/admin/orders/:id/photos (docs/design.md §20, ADR 134): one after photo from the crew's phone (already resized there),
 * stored through the image pipeline (AVIF and WebP renditions: no EXIF, no GPS) and attached to the order once, however often the
 * phone retries it (its content hash, and the id the phone made). The phone's id sent again with a different photo or for another
 * order is refused (409, issue 35 item 12), never dropped. Returns the order's photos.
 */
export async function uploadAfterPhoto(
  deps: Pick<ServiceDeps, 'sql' | 'env'>, orderId: string, bytes: Buffer, clientId: string | null, user: { id: string; name: string },
  kind: OrderPhotoKind = 'after',
): Promise<{ photos: AfterPhoto[]; added: boolean }> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const order = await orderOnCrewDay(deps.sql, orderId);
  if (!order) throw notFound('Order not found');
  if (!isBooked(order.status)) throw conflict('Photos are for an order the crew is delivering or has delivered.');
  // NOTE: the porch-cleared photo is a pick-up's (docs/design.md §26); an order with nothing to pick up has no such porch.
  if (kind === 'porch_cleared' && !(await findPickup(deps.sql, orderId))) throw conflict('This order has no pick-up: take an after photo instead.');
  const { image } = await storeUpload(deps.sql, imageStore(deps.env), bytes, user.id);
  const outcome = await deps.sql.begin(async (tx) => {
    const result = await addOrderPhoto(tx, { orderId, imageId: image.id, clientId, uploadedBytes: bytes.length, takenBy: user.id, kind });
    if (result === 'added') await recordOrderAction(tx, orderId, user, kind === 'porch_cleared' ? 'porch_cleared_photo' : 'after_photo', { imageId: image.id });
    return result;
  });
  if (outcome === 'client-id-taken') throw conflict(CLIENT_ID_TAKEN);
  return { photos: (await orderPhotos(deps.sql, orderId)).map(toAfterPhoto), added: outcome === 'added' };
}

/**
 * POST /api/admin/order-photos/:id/gallery (ADR 135): with the customer's photo permission, one tap makes a hidden gallery pair of
 * this after photo (its town and package as the words); staff add its before photo in the gallery editor and show it there. A
 * second tap finds the pair made by the first.
 */
export async function movePhotoToGallery(deps: Pick<ServiceDeps, 'sql'>, photoId: string, user: { id: string; name: string }): Promise<{ galleryItemId: string; already: boolean }> {
  if (!isUuid(photoId)) throw notFound('Photo not found');
  return deps.sql.begin(async (tx) => {
    const photo = await photoForGallery(tx, photoId);
    if (!photo) throw notFound('Photo not found');
    if (photo.galleryItemId) return { galleryItemId: photo.galleryItemId, already: true };
    if (!photo.photoPermission) throw conflict('This customer did not give photo permission: their porch stays off the gallery.');
    const galleryItemId = await galleryPairFromPhoto(tx, { id: photo.id, imageId: photo.image.id, city: photo.city, packageName: photo.packageName }, user);
    await recordOrderAction(tx, photo.orderId, user, 'photo_to_gallery', { imageId: photo.image.id });
    return { galleryItemId, already: false };
  });
}
