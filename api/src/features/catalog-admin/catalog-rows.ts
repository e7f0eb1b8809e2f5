import { toDecimal, type AdminAddOn, type AdminGalleryItem, type AdminPackage, type AdminPromoCode, type ResponsiveImage } from '@sdp/shared';
import type { Sql, TransactionSql } from '@sdp/server/db/sql';
import { toResponsiveImage } from '../images/image-files.ts';

type Images = Map<string, ResponsiveImage>;
type Db = Sql | TransactionSql;

/** Every uploaded image by id (a few hundred rows at most: one per photograph staff ever uploaded). */
export async function imagesById(sql: Db): Promise<Images> {
  const rows = await sql<{ id: string; hash: string; width: number; height: number; widths: number[] }[]>`SELECT id, hash, width, height, widths FROM images`;
  return new Map(rows.map((r) => [r.id, toResponsiveImage(r)]));
}

const imageOf = (images: Images, id: unknown) => (typeof id === 'string' ? (images.get(id) ?? null) : null);

export const toAdminPackage = (r: Record<string, unknown>, images: Images): AdminPackage => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  features: r.features as string[],
  serviceLevel: r.service_level as AdminPackage['serviceLevel'],
  whiteGlovePrice: toDecimal(r.white_glove_price_cents as number),
  dropOffPrice: toDecimal(r.drop_off_price_cents as number),
  isPopular: r.is_popular as boolean,
  imageUrl: (r.image_url as string | null) ?? null,
  image: imageOf(images, r.image_id),
  active: r.active as boolean,
});

export const toAdminAddOn = (r: Record<string, unknown>): AdminAddOn => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  category: r.category as AdminAddOn['category'],
  price: toDecimal(r.price_cents as number),
  maxQuantity: (r.max_quantity as number | null) ?? null,
  active: r.active as boolean,
});

export const toAdminPromoCode = (r: Record<string, unknown>): AdminPromoCode => {
  const value = Number(r.discount_value);
  return {
    id: r.id as string,
    code: r.code as string,
    discountType: r.discount_type as AdminPromoCode['discountType'],
    // NOTE: the column holds percent for percentage codes and cents for fixed ones; the wire shows both as "15.00"/"50.00".
    discountValue: r.discount_type === 'fixed' ? toDecimal(value) : value.toFixed(2),
    startsAt: r.starts_at ? (r.starts_at as Date).toISOString() : null,
    endsAt: r.ends_at ? (r.ends_at as Date).toISOString() : null,
    maxRedemptions: (r.max_redemptions as number | null) ?? null,
    redemptions: r.redemptions as number,
    active: r.active as boolean,
  };
};

export const toAdminGalleryItem = (r: Record<string, unknown>, images: Images): AdminGalleryItem => ({
  id: r.id as string,
  location: r.location as string,
  packageType: r.package_type as string,
  takenOn: r.taken_on as string,
  description: r.description as string,
  beforeImageUrl: (r.before_image_url as string | null) ?? null,
  beforeImage: imageOf(images, r.before_image_id),
  afterImageUrl: (r.after_image_url as string | null) ?? null,
  afterImage: imageOf(images, r.after_image_id),
  active: r.active as boolean,
});
