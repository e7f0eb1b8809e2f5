import type { Sql } from '@sdp/server/db/sql';
import { ADD_ONS, CUSTOM_PACKAGE, GALLERY_ITEMS, HOME_COMMUNITIES, PACKAGES, PROMO_CODES, SALE_PROMO_CODE, SERVICE_AREAS, SPEC_SEASON, ZONES } from './catalog.ts';
import { nextSeason } from './season-dates.ts';
import zipData from './zip-codes.json' with { type: 'json' };

type SeasonSeed = typeof SPEC_SEASON | ReturnType<typeof nextSeason>;

export interface SeedOptions {
  /** 'spec': the spec's 2025 dates; 'next': the same pattern in the next October (dev, tests). */
  season: 'spec' | 'next';
  /** Replace an existing season row (dev/test); production keeps what staff edited. */
  resetSeason?: boolean;
  /** Move SPOOKY15's window to the seeded season's sale window so it can be tried locally (dev only). */
  rollPromoToSeason?: boolean;
  /** Start the seeded season's sale now (e2e and bench exercise it); otherwise it keeps the pattern's window (ADR 036). */
  saleRunningNow?: boolean;
  now?: Date;
}

/**
 * Idempotent reference data: catalog, add-ons, gallery pairs, zones and zips, communities, promo codes, season and its delivery slots.
 * NOTE: packages, add-ons and gallery pairs are inserted once and never overwritten: staff edit them (ADR 039).
 */
export async function seedReferenceData(sql: Sql, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const season: SeasonSeed = options.season === 'spec' ? SPEC_SEASON : nextSeason(now, options.saleRunningNow ? new Date(now.getTime() - 86_400_000) : undefined);
  await sql.begin(async (tx) => {
    for (const [i, p] of PACKAGES.entries()) {
      await tx`
        INSERT INTO packages (id, slug, name, description, service_level, price_cents, white_glove_price_cents, drop_off_price_cents,
                              features, image_url, is_popular, sort_order, load_list)
        VALUES (${p.id}, ${p.slug}, ${p.name}, ${p.description}, ${p.serviceLevel}, ${p.price}, ${p.whiteGlovePrice}, ${p.dropOffPrice},
                ${tx.json([...p.features])}, ${p.imageUrl}, ${p.isPopular}, ${i}, ${tx.json(p.loadList.map((l) => ({ ...l })))})
        ON CONFLICT (id) DO UPDATE SET load_list = CASE WHEN packages.load_list = '[]' THEN EXCLUDED.load_list ELSE packages.load_list END`;
    }
    await tx`
      INSERT INTO packages (id, slug, name, description, service_level, price_cents, white_glove_price_cents, drop_off_price_cents, active, sort_order)
      VALUES (${CUSTOM_PACKAGE.id}, ${CUSTOM_PACKAGE.slug}, ${CUSTOM_PACKAGE.name}, ${CUSTOM_PACKAGE.description}, 'white-glove', 0, 0, 0, false, 99)
      ON CONFLICT (id) DO NOTHING`;
    for (const [i, a] of ADD_ONS.entries()) {
      await tx`
        INSERT INTO add_on_services (id, slug, name, description, price_cents, category, max_quantity, sort_order)
        VALUES (${a.id}, ${a.slug}, ${a.name}, ${a.description}, ${a.price}, ${a.category}, ${a.maxQuantity}, ${i})
        ON CONFLICT (id) DO NOTHING`;
    }
    for (const [i, g] of GALLERY_ITEMS.entries()) {
      await tx`
        INSERT INTO gallery_items (id, location, package_type, taken_on, before_image_url, after_image_url, sort_order)
        VALUES (${g.id}, ${g.location}, ${g.packageType}, ${g.takenOn}, ${`/images/gallery/${g.slug}-before.webp`},
                ${`/images/gallery/${g.slug}-after.webp`}, ${i})
        ON CONFLICT (id) DO NOTHING`;
    }
    for (const [i, z] of ZONES.entries()) {
      await tx`
        INSERT INTO delivery_zones (id, slug, name, description, fee_cents, min_miles, max_miles, sort_order)
        VALUES (${z.id}, ${z.slug}, ${z.name}, ${z.description}, ${z.fee}, ${z.minMiles}, ${z.maxMiles}, ${i})
        ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, fee_cents = EXCLUDED.fee_cents,
          min_miles = EXCLUDED.min_miles, max_miles = EXCLUDED.max_miles, sort_order = EXCLUDED.sort_order`;
    }
    const zoneIds = Object.fromEntries(ZONES.map((z) => [z.slug, z.id]));
    const zips = zipData.zips.map((z) => ({ zip_code: z.zipCode, zone_id: zoneIds[z.zone]!, place: z.place, distance_miles: z.distanceMiles, latitude: z.latitude, longitude: z.longitude }));
    await tx`
      INSERT INTO zone_zip_codes ${tx(zips)}
      ON CONFLICT (zip_code) DO UPDATE SET zone_id = EXCLUDED.zone_id, place = EXCLUDED.place, distance_miles = EXCLUDED.distance_miles,
        latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude`;
    for (const [i, area] of SERVICE_AREAS.entries()) {
      await tx`
        INSERT INTO service_areas (name, community, description, zip_codes, sort_order)
        VALUES (${area.name}, ${area.community}, ${area.description}, ${[...area.zips]}, ${i})
        ON CONFLICT (name) DO UPDATE SET community = EXCLUDED.community, description = EXCLUDED.description,
          zip_codes = EXCLUDED.zip_codes, sort_order = EXCLUDED.sort_order`;
    }
    for (const [i, name] of HOME_COMMUNITIES.entries()) {
      await tx`INSERT INTO home_communities (name, sort_order) VALUES (${name}, ${i}) ON CONFLICT (name) DO UPDATE SET sort_order = EXCLUDED.sort_order`;
    }
    for (const promo of PROMO_CODES) {
      const [startsAt, endsAt] = options.rollPromoToSeason ? [season.saleStartsAt, season.saleEndsAt] : [promo.startsAt, promo.endsAt];
      await tx`
        INSERT INTO promo_codes (code, discount_type, discount_value, starts_at, ends_at, max_redemptions)
        VALUES (${promo.code}, ${promo.discountType}, ${promo.discountValue}, ${startsAt}, ${endsAt}, ${promo.maxRedemptions})
        ON CONFLICT (code) DO ${options.rollPromoToSeason ? tx`UPDATE SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at` : tx`NOTHING`}`;
    }
    await seedSeason(tx as unknown as Sql, season, options.resetSeason ?? false);
  });
}

/** The season's row for its year (one per year, ADR 036): added when no season exists, replaced (same year) on reset. */
async function seedSeason(sql: Sql, season: SeasonSeed, reset: boolean) {
  const [existing] = await sql`SELECT 1 FROM season LIMIT 1`;
  if (existing && !reset) return;
  await sql`
    INSERT INTO season (year, delivery_dates, booking_opens_at, sale_starts_at, sale_ends_at, promo_banner_ends_at, booking_deadline, peak_season_at,
      sale_promo_code)
    VALUES (${season.year}, ${[...season.deliveryDates]}::date[], ${season.bookingOpensAt}, ${season.saleStartsAt}, ${season.saleEndsAt},
      ${season.promoBannerEndsAt}, ${season.bookingDeadline}, ${season.peakSeasonAt}, ${SALE_PROMO_CODE})
    ON CONFLICT (year) DO UPDATE SET delivery_dates = EXCLUDED.delivery_dates, booking_opens_at = EXCLUDED.booking_opens_at,
      sale_starts_at = EXCLUDED.sale_starts_at, sale_ends_at = EXCLUDED.sale_ends_at, promo_banner_ends_at = EXCLUDED.promo_banner_ends_at,
      booking_deadline = EXCLUDED.booking_deadline, peak_season_at = EXCLUDED.peak_season_at, updated_at = now()`;
  const slots = season.deliveryDates.flatMap((date, i) =>
    (['white-glove', 'drop-off'] as const).map((level) => ({ delivery_date: date, service_level: level, capacity: season.capacity[level][i] ?? 0 })),
  );
  // NOTE: keep bookings already taken on dates that stay in the season; dates that left it keep their rows for history.
  await sql`
    INSERT INTO delivery_slots ${sql(slots)}
    ON CONFLICT (delivery_date, service_level) DO UPDATE SET capacity = EXCLUDED.capacity`;
}
