import { allAtMost, QUERIES_AT_ONCE } from '../db/query-limiter.ts';
import { toDecimal, type AddOnService, type DeliveryZone, type GalleryItem, type Package, type ResponsiveImage, type ServiceArea } from '@sdp/shared';
import type { AddOnServiceRow, DeliveryZoneRow, GalleryItemRow, PackageRow, ServiceAreaRow } from '../db/rows.ts';
import type { Sql } from '../db/sql.ts';

export interface Catalog {
  packages: Package[];
  packagesById: Map<string, Package & { priceCents: Record<'white-glove' | 'drop-off', number> }>;
  addOns: AddOnService[];
  addOnsById: Map<string, AddOnService & { priceCents: number }>;
  zones: (DeliveryZone & { feeCents: number })[];
  zoneByZip: Map<string, DeliveryZone & { feeCents: number }>;
  serviceAreas: ServiceArea[];
  homeCommunities: string[];
  gallery: GalleryItem[];
}

/** "Rancho Santa Fe" -> "rancho-santa-fe": a community page's address (docs/design.md §14). */
export const communitySlug = (name: string) =>
  name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * A package's description without a leading service-level label ("White-Glove Service: ..."): every card shows both prices, so a
 * description must not claim one level (docs/design.md §16). Migration 452 fixed the seeded text; this keeps a staff edit honest too.
 */
export const withoutLevelLabel = (description: string): string => {
  const rest = description.replace(/^\s*(white[- ]glove|drop[- ]off)( service)?\s*[:\-–—]\s*/i, '');
  return rest === description ? description : rest.charAt(0).toUpperCase() + rest.slice(1);
};

/** Read the whole catalog (a few dozen rows) in one go. */
export async function loadCatalog(sql: Sql): Promise<Catalog> {
  const [packageRows, addOnRows, zoneRows, zipRows, areaRows, communityRows, imageRows, galleryRows] = await allAtMost(QUERIES_AT_ONCE, [
    () => sql<PackageRow[]>`SELECT * FROM packages WHERE active ORDER BY sort_order, name`,
    () => sql<AddOnServiceRow[]>`SELECT * FROM add_on_services WHERE active ORDER BY sort_order, name`,
    () => sql<DeliveryZoneRow[]>`SELECT * FROM delivery_zones ORDER BY sort_order`,
    () => sql<{ zip_code: string; zone_id: string }[]>`SELECT zip_code, zone_id FROM zone_zip_codes ORDER BY distance_miles, zip_code`,
    () => sql<ServiceAreaRow[]>`SELECT * FROM service_areas ORDER BY sort_order`,
    () => sql<{ name: string }[]>`SELECT name FROM home_communities ORDER BY sort_order`,
    () => sql<ResponsiveImage[]>`SELECT id, hash, width, height, widths FROM images`,
    () => sql<GalleryItemRow[]>`SELECT * FROM gallery_items WHERE active ORDER BY sort_order, created_at`,
  ]);
  const images = new Map(imageRows.map((i) => [i.id, { id: i.id, hash: i.hash, width: i.width, height: i.height, widths: i.widths }]));
  const imageOf = (id: string | null) => (id === null ? null : (images.get(id) ?? null));
  const packages = packageRows.map((r) => ({
    id: r.id,
    name: r.name,
    price: toDecimal(r.price_cents),
    description: withoutLevelLabel(r.description),
    features: r.features,
    imageUrl: r.image_url,
    image: imageOf(r.image_id),
    isPopular: r.is_popular,
    serviceLevel: r.service_level,
    whiteGlovePrice: toDecimal(r.white_glove_price_cents),
    dropOffPrice: toDecimal(r.drop_off_price_cents),
    priceCents: { 'white-glove': r.white_glove_price_cents, 'drop-off': r.drop_off_price_cents },
  }));
  const addOns = addOnRows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: toDecimal(r.price_cents),
    category: r.category,
    maxQuantity: r.max_quantity,
    priceCents: r.price_cents,
  }));
  const zones = zoneRows.map((z) => ({
    id: z.id,
    name: z.name,
    description: z.description,
    deliveryFee: toDecimal(z.fee_cents),
    feeCents: z.fee_cents,
    zipCodes: zipRows.filter((zip) => zip.zone_id === z.id).map((zip) => zip.zip_code),
  }));
  const zoneByZip = new Map(zones.flatMap((zone) => zone.zipCodes.map((zip) => [zip, zone] as const)));
  return {
    packages: packages.map(({ priceCents: _omit, ...wire }) => wire),
    packagesById: new Map(packages.map((p) => [p.id, p])),
    addOns: addOns.map(({ priceCents: _omit, ...wire }) => wire),
    addOnsById: new Map(addOns.map((a) => [a.id, a])),
    zones,
    zoneByZip,
    serviceAreas: areaRows.map((a) => {
      const zone = a.zip_codes.map((zip) => zoneByZip.get(zip)).find((found) => found !== undefined);
      return {
        name: a.name,
        slug: communitySlug(a.name),
        zipCodes: a.zip_codes,
        description: a.description,
        community: a.community,
        zone: zone ? { name: zone.name, deliveryFee: zone.deliveryFee } : null,
      };
    }),
    homeCommunities: communityRows.map((c) => c.name),
    gallery: galleryRows.map((g) => ({
      id: g.id,
      location: g.location,
      packageType: g.package_type,
      date: g.taken_on,
      description: g.description,
      before: { image: imageOf(g.before_image_id), url: g.before_image_url },
      after: { image: imageOf(g.after_image_id), url: g.after_image_url },
    })),
  };
}
