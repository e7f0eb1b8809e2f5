import type { ResponsiveImage } from '@sdp/shared';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of order_photos (docs/design.md §17, §20; ADR 134): every statement on it is here. The photos themselves are images
// (server/src/images/store-upload.ts); this says which order each is of, who took it, and whether it went to the gallery.

/** An after photo of the decorated porch, or the porch cleared at a pick-up (docs/design.md §26). */
export type OrderPhotoKind = 'after' | 'porch_cleared';

export interface OrderPhoto {
  id: string;
  kind: OrderPhotoKind;
  orderId: string;
  image: ResponsiveImage;
  uploadedBytes: number;
  galleryItemId: string | null;
  createdAt: Date;
}

interface PhotoRow { id: string; kind: OrderPhotoKind; order_id: string; image_id: string; hash: string; width: number; height: number; widths: number[]; uploaded_bytes: number; gallery_item_id: string | null; created_at: Date }

const fromRow = (r: PhotoRow): OrderPhoto => ({
  id: r.id, kind: r.kind, orderId: r.order_id, image: { id: r.image_id, hash: r.hash, width: r.width, height: r.height, widths: r.widths },
  uploadedBytes: r.uploaded_bytes, galleryItemId: r.gallery_item_id, createdAt: r.created_at,
});

/**
 * Attach a stored image to the order, once: the same photo twice, or the same upload retried with its phone-made id, adds nothing
 * ('same'). A phone-made id already used for another photo (another image, or another order) is 'client-id-taken': never a
 * silent drop of a different photo (issue 35, item 12).
 */
export async function addOrderPhoto(
  tx: TransactionSql, p: { orderId: string; imageId: string; clientId: string | null; uploadedBytes: number; takenBy: string | null; kind?: OrderPhotoKind },
): Promise<'added' | 'same' | 'client-id-taken'> {
  const rows = await tx`
    INSERT INTO order_photos (order_id, image_id, client_id, uploaded_bytes, taken_by, kind)
    VALUES (${p.orderId}, ${p.imageId}, ${p.clientId}, ${p.uploadedBytes}, ${p.takenBy}, ${p.kind ?? 'after'})
    ON CONFLICT DO NOTHING RETURNING id`;
  if (rows.length > 0) return 'added';
  // NOTE: a fresh statement sees a conflicting row another transaction committed meanwhile (READ COMMITTED).
  const [byClientId] = p.clientId === null ? [] : await tx<{ order_id: string; image_id: string }[]>`
    SELECT order_id, image_id FROM order_photos WHERE client_id = ${p.clientId}`;
  return byClientId && (byClientId.order_id !== p.orderId || byClientId.image_id !== p.imageId) ? 'client-id-taken' : 'same';
}

/** An order's photos, oldest first (the order they were taken in). */
export async function orderPhotos(sql: Sql | TransactionSql, orderId: string): Promise<OrderPhoto[]> {
  const rows = await sql<PhotoRow[]>`
    SELECT p.id, p.kind, p.order_id, p.image_id, i.hash, i.width, i.height, i.widths, p.uploaded_bytes, p.gallery_item_id, p.created_at
    FROM order_photos p JOIN images i ON i.id = p.image_id WHERE p.order_id = ${orderId} ORDER BY p.created_at, p.id`;
  return rows.map(fromRow);
}

/** The photos of several orders (a run sheet's stops), by order. */
export async function photosOfOrders(sql: Sql, orderIds: string[]): Promise<Map<string, OrderPhoto[]>> {
  const rows = orderIds.length === 0 ? [] : await sql<PhotoRow[]>`
    SELECT p.id, p.kind, p.order_id, p.image_id, i.hash, i.width, i.height, i.widths, p.uploaded_bytes, p.gallery_item_id, p.created_at
    FROM order_photos p JOIN images i ON i.id = p.image_id WHERE p.order_id = ANY(${orderIds}::uuid[]) ORDER BY p.created_at, p.id`;
  const byOrder = new Map<string, OrderPhoto[]>();
  for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), fromRow(r)]);
  return byOrder;
}

/** One photo with what moving it to the gallery needs: the order's photo permission and words for the pair; locked. */
export async function photoForGallery(tx: TransactionSql, photoId: string): Promise<(OrderPhoto & { photoPermission: boolean; city: string; packageName: string }) | null> {
  const [row] = await tx<(PhotoRow & { photo_permission: boolean; city: string; package_name: string })[]>`
    SELECT p.id, p.kind, p.order_id, p.image_id, i.hash, i.width, i.height, i.widths, p.uploaded_bytes, p.gallery_item_id, p.created_at,
      o.photo_permission, o.city, o.package_name
    FROM order_photos p JOIN images i ON i.id = p.image_id JOIN orders o ON o.id = p.order_id
    WHERE p.id = ${photoId} FOR UPDATE OF p`;
  return row ? { ...fromRow(row), photoPermission: row.photo_permission, city: row.city, packageName: row.package_name } : null;
}

/**
 * A hidden gallery pair from an after photo (ADR 135): its town and package as the words, no before photo yet, recorded in the
 * catalog's audit like every gallery change and marked on the photo. Returns the pair's id.
 */
export async function galleryPairFromPhoto(tx: TransactionSql, photo: { id: string; imageId: string; city: string; packageName: string }, actor: { id: string; name: string }): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO gallery_items (location, package_type, after_image_id, active, sort_order)
    VALUES (${photo.city}, ${photo.packageName}, ${photo.imageId}, false, (SELECT coalesce(max(sort_order), 0) + 1 FROM gallery_items))
    RETURNING id`;
  const after = { location: photo.city, packageType: photo.packageName, afterImageId: photo.imageId, active: false };
  await tx`
    INSERT INTO catalog_audit (staff_user_id, staff_name, entity, entity_id, action, summary, before, after)
    VALUES (${actor.id}, ${actor.name}, 'gallery', ${row!.id}, 'create', ${`After photo from a porch in ${photo.city}: add its before photo to show it`}, NULL, ${tx.json(after)})`;
  await tx`UPDATE order_photos SET gallery_item_id = ${row!.id} WHERE id = ${photo.id}`;
  return row!.id;
}

/** Whether the crew has photographed the cleared porch of this order (a pick-up closes only with one, docs/design.md §26). */
export async function hasPorchClearedPhoto(sql: Sql | TransactionSql, orderId: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM order_photos WHERE order_id = ${orderId} AND kind = 'porch_cleared' LIMIT 1`;
  return Boolean(row);
}
