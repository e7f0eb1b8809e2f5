import { toDecimal, type AdminAddOn, type AdminGalleryItem, type AdminPackage, type AdminPromoCode, type ResponsiveImage } from '@sdp/shared';
import type { AddOnServiceRow, GalleryItemRow, PackageRow, PromoCodeRow } from '@sdp/server/db/rows';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { toResponsiveImage } from '@sdp/server/images/image-files';

type Images = Map<string, ResponsiveImage>;
type Db = Sql | TransactionSql;

/** Every uploaded image by id (a few hundred rows at most: one per photograph staff ever uploaded). */
export async function imagesById(sql: Db): Promise<Images> {
  const rows = await sql<{ id: string; hash: string; width: number; height: number; widths: number[] }[]>`SELECT id, hash, width, height, widths FROM images`;
  return new Map(rows.map((r) => [r.id, toResponsiveImage(r)]));
}

const imageOf = (images: Images, id: string | null) => (id === null ? null : (images.get(id) ?? null));

export const toAdminPackage = (r: PackageRow, images: Images): AdminPackage => ({
  id: r.id,
  name: r.name,
  description: r.description,
  features: r.features,
  serviceLevel: r.service_level,
  whiteGlovePrice: toDecimal(r.white_glove_price_cents),
  dropOffPrice: toDecimal(r.drop_off_price_cents),
  isPopular: r.is_popular,
  imageUrl: r.image_url,
  image: imageOf(images, r.image_id),
  active: r.active,
});

export const toAdminAddOn = (r: AddOnServiceRow): AdminAddOn => ({
  id: r.id,
  name: r.name,
  description: r.description,
  category: r.category,
  price: toDecimal(r.price_cents),
  maxQuantity: r.max_quantity,
  active: r.active,
});

export const toAdminPromoCode = (r: PromoCodeRow): AdminPromoCode => {
  const value = Number(r.discount_value);
  return {
    id: r.id,
    code: r.code,
    discountType: r.discount_type,
    // NOTE: the column holds percent for percentage codes and cents for fixed ones; the wire shows both as "15.00"/"50.00".
    discountValue: r.discount_type === 'fixed' ? toDecimal(value) : value.toFixed(2),
    startsAt: r.starts_at ? r.starts_at.toISOString() : null,
    endsAt: r.ends_at ? r.ends_at.toISOString() : null,
    maxRedemptions: r.max_redemptions,
    redemptions: r.redemptions,
    active: r.active,
  };
};

export const toAdminGalleryItem = (r: GalleryItemRow, images: Images): AdminGalleryItem => ({
  id: r.id,
  location: r.location,
  packageType: r.package_type,
  takenOn: r.taken_on,
  description: r.description,
  beforeImageUrl: r.before_image_url,
  beforeImage: imageOf(images, r.before_image_id),
  afterImageUrl: r.after_image_url,
  afterImage: imageOf(images, r.after_image_id),
  active: r.active,
});
