import * as v from 'valibot';
import { UUID } from '../uuid.ts';
import { SERVICE_LEVELS } from '../constants/business.ts';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { dollarsInCents } from './money.ts';
import { isCalendarDay, isoDate, optionalText, photoPermission, trimmed, zipFiveDigits } from './fields.ts';

const QUOTE_AMOUNT = 'Quote amount must be in dollars with at most two decimals, e.g. "2500.00"';
const FOLLOW_UP = 'Follow-up date must be yyyy-MM-dd';
const OWNER = 'Choose the owner from the staff list';

/** A quoted amount in dollars ("2500.00") -> integer cents, from $1 to $1,000,000. */
const quoteAmount = dollarsInCents(QUOTE_AMOUNT, 7, [100, 'Quote amount must be at least $1.00'], [100_000_000, 'Quote amount must be at most $1,000,000.00']);

/** PATCH /api/custom-quotes/:id: what staff note while working a quote; a field left out stays as it is, null clears it. */
export const quoteDetailsSchema = v.object({
  amount: v.optional(v.nullable(quoteAmount)),
  notes: v.optional(v.pipe(v.string('Notes must be text'), v.trim(), v.maxLength(5000, 'Notes must be at most 5000 characters'))),
  followUpOn: v.optional(v.nullable(v.pipe(v.string(FOLLOW_UP), v.trim(), v.isoDate(FOLLOW_UP), v.check(isCalendarDay, FOLLOW_UP)))),
  ownerId: v.optional(v.nullable(v.pipe(v.string(OWNER), v.trim(), v.regex(UUID, OWNER)))),
});
export type QuoteDetails = v.InferOutput<typeof quoteDetailsSchema>;

/** POST /api/custom-quotes/:id/offer: where and when the quoted project is delivered; the price is the quote's own amount. */
export const quoteOfferSchema = v.object({
  serviceType: v.picklist(SERVICE_LEVELS, 'Please select a service level'),
  deliveryDate: isoDate,
  address: v.pipe(trimmed(200), v.minLength(5, M.addressReserve)),
  city: v.pipe(trimmed(100), v.minLength(2, M.cityReserve)),
  zipCode: zipFiveDigits,
  photoPermission: v.optional(photoPermission, 'yes'),
  specialInstructions: optionalText(2000),
});
export type QuoteOffer = v.InferOutput<typeof quoteOfferSchema>;

/** POST /api/quote-deposit/:token/checkout: only the customer's consent; everything else comes from the quote (ADR 035). */
export const quoteDepositCheckoutSchema = v.object({
  balanceConsent: v.optional(v.boolean('balanceConsent must be true or false'), false),
});
