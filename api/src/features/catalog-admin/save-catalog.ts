import type { AddOnInput, GalleryItemInput, GalleryOrder, PackageInput, PromoCodeInput } from '@sdp/shared';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { isUuid } from '@sdp/server/db/is-uuid';
import type { AddOnServiceRow, GalleryItemRow, PackageRow, PromoCodeRow } from '@sdp/server/db/rows';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { invalidateCatalog } from '@sdp/server/catalog/catalog-cache';
import { recordAudit, type Actor } from './catalog-audit.ts';
import { imagesById, toAdminAddOn, toAdminGalleryItem, toAdminPackage, toAdminPromoCode } from './catalog-rows.ts';

type Entity = 'package' | 'add-on' | 'promo-code' | 'gallery';
/** A unique slug for a row staff add: the name's words and a time stamp. */
const slugFor = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${Date.now().toString(36)}`;
type Read<T> = (tx: TransactionSql, id: string) => Promise<T | null>;

/** PostgreSQL's refusals that are the caller's mistake, as 4xx answers in plain words. */
function asClientError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === '23503') return badRequest('That image was not found. Upload it again.', [{ path: 'imageId', message: 'That image was not found. Upload it again.' }]);
  if (code === '23505') return conflict('A promo code with this code already exists.');
  return err;
}

/**
 * Create (id null) or update one catalog row and record who changed what, before and after, in the same transaction. Each API
 * process drops its cached catalog on the NOTIFY of migration 002/380; this one at once.
 */
async function audited<T extends { id: string }>(
  sql: Sql,
  actor: Actor,
  entity: Entity,
  id: string | null,
  read: Read<T>,
  write: (tx: TransactionSql, id: string | null) => Promise<string>,
  label: (row: T) => string,
): Promise<T> {
  if (id !== null && !isUuid(id)) throw notFound('Not found');
  try {
    const saved = await sql.begin(async (tx) => {
      const before = id === null ? null : await read(tx, id);
      if (id !== null && !before) throw notFound('Not found');
      const savedId = await write(tx, id);
      const after = (await read(tx, savedId))!;
      await recordAudit(tx, actor, {
        entity,
        entityId: savedId,
        action: before ? 'update' : 'create',
        summary: `${before ? 'Updated' : 'Created'} ${entity} ${label(after)}`,
        before,
        after,
      });
      return after;
    });
    invalidateCatalog(sql);
    return saved as T;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw asClientError(err);
  }
}

const readPackage: Read<ReturnType<typeof toAdminPackage>> = async (tx, id) => {
  const [row] = await tx<PackageRow[]>`SELECT * FROM packages WHERE id = ${id} FOR UPDATE`;
  return row ? toAdminPackage(row, await imagesById(tx)) : null;
};

/** Create or edit a package: both prices, features, popular flag, image, active (docs/design.md §13). */
export function savePackage(sql: Sql, actor: Actor, id: string | null, p: PackageInput) {
  const ownPrice = p.serviceLevel === 'white-glove' ? p.whiteGlovePrice : p.dropOffPrice;
  return audited(sql, actor, 'package', id, readPackage, async (tx, existing) => {
    const features = tx.json(p.features);
    if (existing) {
      await tx`
        UPDATE packages SET name = ${p.name}, description = ${p.description}, features = ${features}, service_level = ${p.serviceLevel},
          price_cents = ${ownPrice}, white_glove_price_cents = ${p.whiteGlovePrice}, drop_off_price_cents = ${p.dropOffPrice},
          is_popular = ${p.isPopular}, image_id = ${p.imageId}, active = ${p.active}, updated_at = now()
        WHERE id = ${existing}`;
      return existing;
    }
    const slug = slugFor(p.name);
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO packages (slug, name, description, features, service_level, price_cents, white_glove_price_cents, drop_off_price_cents,
        is_popular, image_id, active, sort_order)
      VALUES (${slug}, ${p.name}, ${p.description}, ${features}, ${p.serviceLevel}, ${ownPrice}, ${p.whiteGlovePrice}, ${p.dropOffPrice},
        ${p.isPopular}, ${p.imageId}, ${p.active}, (SELECT coalesce(max(sort_order), 0) + 1 FROM packages))
      RETURNING id`;
    return row!.id;
  }, (row) => row.name);
}

const readAddOn: Read<ReturnType<typeof toAdminAddOn>> = async (tx, id) => {
  const [row] = await tx<AddOnServiceRow[]>`SELECT * FROM add_on_services WHERE id = ${id} FOR UPDATE`;
  return row ? toAdminAddOn(row) : null;
};

/** Create or edit an add-on: price, maximum quantity (quantity items), active. */
export function saveAddOn(sql: Sql, actor: Actor, id: string | null, a: AddOnInput) {
  if (a.category === 'quantity' && a.maxQuantity === null) throw badRequest('A quantity add-on needs a max quantity', [{ path: 'maxQuantity', message: 'A quantity add-on needs a max quantity' }]);
  const maxQuantity = a.category === 'quantity' ? a.maxQuantity : null;
  return audited(sql, actor, 'add-on', id, readAddOn, async (tx, existing) => {
    if (existing) {
      await tx`
        UPDATE add_on_services SET name = ${a.name}, description = ${a.description}, category = ${a.category}, price_cents = ${a.price},
          max_quantity = ${maxQuantity}, active = ${a.active}, updated_at = now()
        WHERE id = ${existing}`;
      return existing;
    }
    const slug = slugFor(a.name);
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO add_on_services (slug, name, description, category, price_cents, max_quantity, active, sort_order)
      VALUES (${slug}, ${a.name}, ${a.description}, ${a.category}, ${a.price}, ${maxQuantity}, ${a.active},
        (SELECT coalesce(max(sort_order), 0) + 1 FROM add_on_services))
      RETURNING id`;
    return row!.id;
  }, (row) => row.name);
}

const readPromo: Read<ReturnType<typeof toAdminPromoCode>> = async (tx, id) => {
  const [row] = await tx<PromoCodeRow[]>`SELECT * FROM promo_codes WHERE id = ${id} FOR UPDATE`;
  return row ? toAdminPromoCode(row) : null;
};

/** Create or edit a promo code: percent or fixed dollars, window, usage limit, active. Redemptions so far are kept. */
export function savePromoCode(sql: Sql, actor: Actor, id: string | null, p: PromoCodeInput) {
  // NOTE: the column holds percent for percentage codes and cents for fixed ones (migration 001).
  const value = p.discountType === 'fixed' ? Math.round(Number(p.discountValue) * 100) : Number(p.discountValue);
  return audited(sql, actor, 'promo-code', id, readPromo, async (tx, existing) => {
    if (existing) {
      await tx`
        UPDATE promo_codes SET code = ${p.code}, discount_type = ${p.discountType}, discount_value = ${value}, starts_at = ${p.startsAt},
          ends_at = ${p.endsAt}, max_redemptions = ${p.maxRedemptions}, active = ${p.active}, updated_at = now()
        WHERE id = ${existing}`;
      return existing;
    }
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO promo_codes (code, discount_type, discount_value, starts_at, ends_at, max_redemptions, active)
      VALUES (${p.code}, ${p.discountType}, ${value}, ${p.startsAt}, ${p.endsAt}, ${p.maxRedemptions}, ${p.active})
      RETURNING id`;
    return row!.id;
  }, (row) => row.code);
}

const readGallery: Read<ReturnType<typeof toAdminGalleryItem>> = async (tx, id) => {
  const [row] = await tx<GalleryItemRow[]>`SELECT * FROM gallery_items WHERE id = ${id} FOR UPDATE`;
  return row ? toAdminGalleryItem(row, await imagesById(tx)) : null;
};

const NEEDS_BOTH = 'A new pair needs both a before and an after photograph';
const NEEDS_BEFORE = 'Add a before photograph before showing this pair on the home page';

/** Create or edit a before/after pair; an image left null keeps the pair's committed illustration (a new pair needs both). */
export function saveGalleryItem(sql: Sql, actor: Actor, id: string | null, g: GalleryItemInput) {
  if (id === null && (!g.beforeImageId || !g.afterImageId)) throw badRequest(NEEDS_BOTH, [{ path: g.beforeImageId ? 'afterImageId' : 'beforeImageId', message: NEEDS_BOTH }]);
  return audited(sql, actor, 'gallery', id, readGallery, async (tx, existing) => {
    if (existing) {
      // NOTE: a pair made from a porch photo has no before photo yet (ADR 135): it is shown only once it has one.
      const [pair] = await tx<{ before: boolean }[]>`SELECT (before_image_id IS NOT NULL OR before_image_url IS NOT NULL) AS before FROM gallery_items WHERE id = ${existing}`;
      if (g.active && !g.beforeImageId && !pair?.before) throw badRequest(NEEDS_BEFORE, [{ path: 'beforeImageId', message: NEEDS_BEFORE }]);
      await tx`
        UPDATE gallery_items SET location = ${g.location}, package_type = ${g.packageType}, taken_on = ${g.takenOn},
          description = ${g.description}, active = ${g.active}, updated_at = now(),
          before_image_id = coalesce(${g.beforeImageId}::uuid, before_image_id), after_image_id = coalesce(${g.afterImageId}::uuid, after_image_id)
        WHERE id = ${existing}`;
      return existing;
    }
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO gallery_items (location, package_type, taken_on, description, before_image_id, after_image_id, active, sort_order)
      VALUES (${g.location}, ${g.packageType}, ${g.takenOn}, ${g.description}, ${g.beforeImageId}, ${g.afterImageId}, ${g.active},
        (SELECT coalesce(max(sort_order), 0) + 1 FROM gallery_items))
      RETURNING id`;
    return row!.id;
  }, (row) => row.location);
}

/** Remove a before/after pair (the uploaded files stay: another pair or package may show them). */
export async function deleteGalleryItem(sql: Sql, actor: Actor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Not found');
  await sql.begin(async (tx) => {
    const before = await readGallery(tx, id);
    if (!before) throw notFound('Not found');
    await tx`DELETE FROM gallery_items WHERE id = ${id}`;
    await recordAudit(tx, actor, { entity: 'gallery', entityId: id, action: 'delete', summary: `Deleted gallery ${before.location}`, before, after: null });
  });
  invalidateCatalog(sql);
}

const STALE_ORDER = 'The gallery has changed since this page loaded. Reload it and arrange the pairs again.';

/**
 * Put the pairs in the order staff arranged them (the home page's order). The list must name every pair, inactive ones too, so a
 * pair added or removed meanwhile by someone else is never silently placed: that is a 409. One audit entry holds both orders.
 */
export async function reorderGallery(sql: Sql, actor: Actor, { ids }: GalleryOrder): Promise<void> {
  await sql.begin(async (tx) => {
    const rows = await tx<{ id: string; location: string }[]>`SELECT id, location FROM gallery_items ORDER BY sort_order, created_at FOR UPDATE`;
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== rows.length || ids.some((id) => !known.has(id.toLowerCase()))) throw conflict(STALE_ORDER);
    const lower = ids.map((id) => id.toLowerCase());
    await tx`
      UPDATE gallery_items g SET sort_order = o.position, updated_at = now()
      FROM unnest(${lower}::uuid[]) WITH ORDINALITY AS o(id, position) WHERE g.id = o.id`;
    const name = new Map(rows.map((r) => [r.id, r.location]));
    const newOrder = lower.map((id) => name.get(id)!);
    await recordAudit(tx, actor, {
      entity: 'gallery', entityId: 'order', action: 'update', summary: `Reordered the gallery: ${newOrder.join(', ')}`,
      before: { order: rows.map((r) => r.location) }, after: { order: newOrder },
    });
  });
  invalidateCatalog(sql);
}
