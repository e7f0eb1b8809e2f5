import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { UUID } from '../uuid.ts';
import { FIVE_DIGIT_ZIP } from './zip.ts';

/** Field rules shared by every customer form (docs/product-spec.md §5). Strings are trimmed before they are judged. */
export const trimmed = (max = 500) => v.pipe(v.string(M.required), v.trim(), v.maxLength(max, `Must be at most ${max} characters`));

export const customerName = v.pipe(trimmed(120), v.minLength(2, M.name));
export const customerEmail = v.pipe(trimmed(254), v.email(M.email));
export const customerPhone = v.pipe(trimmed(40), v.minLength(10, M.phone));
export const zipFiveDigits = v.pipe(trimmed(10), v.regex(FIVE_DIGIT_ZIP, M.zipReserve));
export const isoDate = v.pipe(trimmed(10), v.nonEmpty(M.deliveryDate), v.isoDate(M.deliveryDate));
export const photoPermission = v.picklist(['yes', 'no'], M.photoPermission);
export const optionalText = (max: number) => v.optional(trimmed(max), '');
export const uuid = v.pipe(v.string(), v.trim(), v.regex(UUID, 'Invalid id'));

/** What an order hears for an add-on id that is none of ours ("__proto__", a typo, one taken off the menu). */
export const UNKNOWN_ADD_ON = 'One of the selected add-ons is no longer available';
// NOTE: valibot's record skips these keys without a word; an order naming one is refused instead of losing it (issue 35, I5).
const KEYS_A_RECORD_DROPS = ['__proto__', 'constructor', 'prototype'];
const namesNoDroppedKey = (input: unknown) =>
  typeof input !== 'object' || input === null || !Object.keys(input).some((key) => KEYS_A_RECORD_DROPS.includes(key));

/** A map of add-on id -> whole quantity >= 0; every id in it reaches the catalog check (resolveAddOns), none is dropped. */
export const addOnQuantities = v.pipe(
  v.custom<Record<string, number>>(namesNoDroppedKey, UNKNOWN_ADD_ON),
  v.record(
    v.pipe(v.string(), v.maxLength(64)),
    v.pipe(v.number(), v.integer('Quantity must be a whole number'), v.minValue(0, 'Quantity cannot be negative'), v.maxValue(99)),
  ),
);

/** Trim and upper-case a promo code; blank means "no code" (docs/product-spec.md §5). */
export function normalizePromoCode(code: string | null | undefined): string | null {
  const normalized = (code ?? '').trim().toUpperCase();
  return normalized === '' ? null : normalized;
}

/** "2026-02-30" has the shape of a date but is not one: true only for a day the calendar has. */
export const isCalendarDay = (s: string): boolean => {
  const time = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === s;
};
