import * as v from 'valibot';
import { dollarsInCents } from './money.ts';
import { UUID } from '../uuid.ts';

/** No catalog price above this ($100,000.00): far above any package, and a guard against a typo's extra digits. */
export const MAX_CATALOG_PRICE_CENTS = 10_000_000;
const PRICE_MESSAGE = 'Price must be an amount in dollars with at most two decimals, e.g. "1825.00"';

const text = (label: string, max: number, min = 1) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(min, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** A catalog price on the wire ("1825.00", docs/design.md §4) -> integer cents; negative, 3+ decimals and huge are refused. */
export const catalogPrice = (label = 'Price') =>
  dollarsInCents(PRICE_MESSAGE.replace('Price', label), 9, [100, `${label} must be at least $1.00`], [MAX_CATALOG_PRICE_CENTS, `${label} must be at most $100,000.00`]);

const imageId = v.nullable(v.pipe(v.string('Image must be an uploaded image id'), v.regex(UUID, 'Image must be an uploaded image id')));
const active = v.boolean('Active must be true or false');

/** POST/PUT /api/admin/catalog/packages (docs/design.md §13). */
export const packageInputSchema = v.object({
  name: text('Name', 80),
  description: text('Description', 500),
  features: v.pipe(
    v.array(text('Each feature', 120), 'Features must be a list of lines'),
    v.minLength(1, 'List at least one feature'),
    v.maxLength(20, 'At most 20 features'),
  ),
  serviceLevel: v.picklist(['white-glove', 'drop-off'], 'Service level must be white-glove or drop-off'),
  whiteGlovePrice: catalogPrice('White-Glove price'),
  dropOffPrice: catalogPrice('Drop-Off price'),
  isPopular: v.boolean('Popular must be true or false'),
  imageId,
  active,
});

/** POST/PUT /api/admin/catalog/add-ons. */
export const addOnInputSchema = v.object({
  name: text('Name', 80),
  description: text('Description', 300),
  category: v.picklist(['service', 'quantity'], 'Category must be service or quantity'),
  price: catalogPrice('Price'),
  maxQuantity: v.nullable(
    v.pipe(v.number('Max quantity must be a whole number'), v.integer('Max quantity must be a whole number'), v.minValue(1, 'Max quantity must be at least 1'), v.maxValue(99, 'Max quantity must be at most 99')),
  ),
  active,
});

const dateTime = (label: string) =>
  v.nullable(
    v.pipe(
      v.string(`${label} must be a date and time`),
      v.isoTimestamp(`${label} must be a date and time with its offset, e.g. 2027-09-01T00:00:00-07:00`),
    ),
  );

/** POST/PUT /api/admin/catalog/promo-codes: percent (1-100) or a fixed dollar amount; an optional window and usage limit. */
export const promoCodeInputSchema = v.pipe(
  v.object({
    code: v.pipe(
      v.string('Code must be text'),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^[A-Z0-9][A-Z0-9-]{2,29}$/, 'Code must be 3-30 letters, digits or dashes'),
    ),
    discountType: v.picklist(['percentage', 'fixed'], 'Discount type must be percentage or fixed'),
    discountValue: v.pipe(
      v.string('Discount must be a number, e.g. "15" or "50.00"'),
      v.trim(),
      v.regex(/^\d{1,7}(\.\d{1,2})?$/, 'Discount must be a number with at most two decimals, e.g. "15" or "50.00"'),
    ),
    startsAt: dateTime('Start'),
    endsAt: dateTime('End'),
    maxRedemptions: v.nullable(
      v.pipe(v.number('Usage limit must be a whole number'), v.integer('Usage limit must be a whole number'), v.minValue(1, 'Usage limit must be at least 1'), v.maxValue(1_000_000, 'Usage limit must be at most 1,000,000')),
    ),
    active,
  }),
  v.check((p) => Number(p.discountValue) > 0, 'Discount must be more than zero'),
  v.check((p) => p.discountType !== 'percentage' || Number(p.discountValue) <= 100, 'A percentage discount must be at most 100'),
  v.check((p) => p.discountType !== 'fixed' || Number(p.discountValue) * 100 <= MAX_CATALOG_PRICE_CENTS, 'A fixed discount must be at most $100,000.00'),
  v.check((p) => !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt), 'The end must come after the start'),
);

/** POST/PUT /api/admin/catalog/gallery: a before/after pair; an image left null keeps the pair's committed illustration. */
export const galleryItemInputSchema = v.object({
  location: text('Location', 80),
  packageType: text('Package', 80, 0),
  takenOn: text('Date', 40, 0),
  description: text('Description', 300, 0),
  beforeImageId: imageId,
  afterImageId: imageId,
  active,
});

/** PUT /api/admin/catalog/gallery/order: every pair's id, in the order the home page shows them. */
export const galleryOrderSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string('Each id must be a gallery pair id'), v.regex(UUID, 'Each id must be a gallery pair id')), 'Ids must be a list of gallery pair ids'),
    v.minLength(1, 'List at least one gallery pair'),
    v.maxLength(100, 'At most 100 gallery pairs'),
    v.check((ids) => new Set(ids).size === ids.length, 'Each gallery pair may appear once'),
  ),
});

export type PackageInput = v.InferOutput<typeof packageInputSchema>;
export type AddOnInput = v.InferOutput<typeof addOnInputSchema>;
export type PromoCodeInput = v.InferOutput<typeof promoCodeInputSchema>;
export type GalleryItemInput = v.InferOutput<typeof galleryItemInputSchema>;
export type GalleryOrder = v.InferOutput<typeof galleryOrderSchema>;
