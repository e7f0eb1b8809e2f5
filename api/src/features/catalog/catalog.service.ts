import { toDecimal, type AddOnService, type DeliveryZone, type GalleryItem, type Package, type ResponsiveImage, type ServiceArea } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';

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

/** Read the whole catalog (a few dozen rows) in one go. */
export async function loadCatalog(sql: Sql): Promise<Catalog> {
  const [packageRows, addOnRows, zoneRows, zipRows, areaRows, communityRows, imageRows, galleryRows] = await Promise.all([
    sql`SELECT * FROM packages WHERE active ORDER BY sort_order, name`,
    sql`SELECT * FROM add_on_services WHERE active ORDER BY sort_order, name`,
    sql`SELECT * FROM delivery_zones ORDER BY sort_order`,
    sql`SELECT zip_code, zone_id FROM zone_zip_codes ORDER BY distance_miles, zip_code`,
    sql`SELECT * FROM service_areas ORDER BY sort_order`,
    sql`SELECT name FROM home_communities ORDER BY sort_order`,
    sql<ResponsiveImage[]>`SELECT id, hash, width, height, widths FROM images`,
    sql`SELECT * FROM gallery_items WHERE active ORDER BY sort_order, created_at`,
  ]);
  const images = new Map(imageRows.map((i) => [i.id, { id: i.id, hash: i.hash, width: i.width, height: i.height, widths: i.widths }]));
  const imageOf = (id: unknown) => (typeof id === 'string' ? (images.get(id) ?? null) : null);
  const packages = packageRows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    price: toDecimal(r.price_cents),
    description: r.description as string,
    features: r.features as string[],
    imageUrl: (r.image_url as string | null) ?? null,
    image: imageOf(r.image_id),
    isPopular: r.is_popular as boolean,
    serviceLevel: r.service_level,
    whiteGlovePrice: toDecimal(r.white_glove_price_cents),
    dropOffPrice: toDecimal(r.drop_off_price_cents),
    priceCents: { 'white-glove': r.white_glove_price_cents as number, 'drop-off': r.drop_off_price_cents as number },
  }));
  const addOns = addOnRows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    description: r.description as string,
    price: toDecimal(r.price_cents),
    category: r.category,
    maxQuantity: (r.max_quantity as number | null) ?? null,
    priceCents: r.price_cents as number,
  }));
  const zones = zoneRows.map((z) => ({
    id: z.id as string,
    name: z.name as string,
    description: z.description as string,
    deliveryFee: toDecimal(z.fee_cents),
    feeCents: z.fee_cents as number,
    zipCodes: zipRows.filter((zip) => zip.zone_id === z.id).map((zip) => zip.zip_code as string),
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
      const zone = (a.zip_codes as string[]).map((zip) => zoneByZip.get(zip)).find((found) => found !== undefined);
      return {
        name: a.name as string,
        slug: communitySlug(a.name as string),
        zipCodes: a.zip_codes as string[],
        description: a.description as string,
        community: a.community as string,
        zone: zone ? { name: zone.name, deliveryFee: zone.deliveryFee } : null,
      };
    }),
    homeCommunities: communityRows.map((c) => c.name as string),
    gallery: galleryRows.map((g) => ({
      id: g.id as string,
      location: g.location as string,
      packageType: g.package_type as string,
      date: g.taken_on as string,
      description: g.description as string,
      before: { image: imageOf(g.before_image_id), url: (g.before_image_url as string | null) ?? null },
      after: { image: imageOf(g.after_image_id), url: (g.after_image_url as string | null) ?? null },
    })),
  };
}
