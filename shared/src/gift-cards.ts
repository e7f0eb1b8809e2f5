import * as v from 'valibot';
import { customerEmail, customerName, trimmed } from './schemas/fields.ts';
import { toCents, toDecimal } from './money.ts';
import type { PriceBreakdown } from './pricing.ts';

// Gift cards (docs/design.md §27) under California Civil Code 1749.5: no expiry date, no fees, cash back under $10 on request.

/** The smallest and largest gift card sold online, in cents ($25 to $2,500). */
export const GIFT_CARD_MIN_CENTS = 2_500;
export const GIFT_CARD_MAX_CENTS = 250_000;
/** Civil Code 1749.5(b)(2): a balance under $10 is paid out in cash on request. */
export const GIFT_CARD_CASH_BACK_UNDER_CENTS = 1_000;

// NOTE: Crockford's base-32 letters (no I, L, O, U): a code read aloud or typed from a printed card has no look-alikes.
export const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters in a code: 16 of 32 letters, 80 bits (ADR 305). */
export const GIFT_CARD_CODE_LENGTH = 16;

/** A code as people write it (any case, spaces or dashes, with or without "SDP") -> its 16 letters, or null when it cannot be one. */
export function normalizeGiftCardCode(input: string | null | undefined): string | null {
  if (!input) return null;
  const letters = input.toUpperCase().replace(/[\s-]/g, '').replace(/^SDP/, '');
  return letters.length === GIFT_CARD_CODE_LENGTH && [...letters].every((c) => GIFT_CARD_ALPHABET.includes(c)) ? letters : null;
}

/** The 16 letters as printed: SDP-XXXX-XXXX-XXXX-XXXX. */
export const formatGiftCardCode = (letters: string): string => `SDP-${letters.match(/.{1,4}/g)!.join('-')}`;

const dollars = v.pipe(
  v.union([v.string(), v.number()], 'Please enter an amount'),
  v.transform((value) => Math.round(Number(String(value).replace(/[$,\s]/g, '')) * 100)),
  v.check((cents) => Number.isFinite(cents), 'Please enter an amount in dollars'),
  v.minValue(GIFT_CARD_MIN_CENTS, 'A gift card is at least $25'),
  v.maxValue(GIFT_CARD_MAX_CENTS, 'A gift card is at most $2,500'),
);
const optionalName = v.optional(v.nullable(v.pipe(trimmed(120), v.transform((s) => s || null))), null);
const optionalEmail = v.optional(v.nullable(v.union([v.literal(''), customerEmail], 'Please enter a valid email')), null);

/** POST /api/gift-cards/checkout: the amount in dollars, who buys it, and (optionally) whom it is for and the day it is e-mailed. */
export const giftCardCheckoutSchema = v.object({
  amount: dollars,
  buyerName: customerName,
  buyerEmail: customerEmail,
  recipientName: optionalName,
  recipientEmail: v.pipe(optionalEmail, v.transform((s) => s || null)),
  message: v.optional(v.nullable(v.pipe(trimmed(500), v.transform((s) => s || null))), null),
  sendOn: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Please choose a day to send it'))], 'Please choose a day to send it')), null),
});
export type GiftCardCheckout = v.InferOutput<typeof giftCardCheckoutSchema>;

/** Staff actions on a card: a reason is always recorded. */
export const giftCardActionSchema = v.object({ reason: v.pipe(trimmed(300), v.minLength(2, 'Please give a reason')) });

/** GET /api/gift-cards/:code/balance. */
export interface GiftCardBalance { balance: string }

/** GET /api/gift-cards/:code: what the printable card shows. */
export interface GiftCardFace { code: string; amount: string; balance: string; recipientName: string | null; buyerName: string; message: string | null }

/** One line of a card's own ledger, as staff see it. */
export interface GiftCardEntryView { kind: string; amount: string; balanceAfter: string; orderId: string | null; reason: string | null; at: string }

/** A card as staff look it up (GET /api/admin/gift-cards/:code). */
export interface GiftCardStaffView {
  id: string;
  code: string;
  status: 'active' | 'void' | 'refunded';
  amount: string;
  balance: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string | null;
  recipientEmail: string | null;
  sendOn: string | null;
  sentAt: string | null;
  issuedAt: string | null;
  /** Civil Code 1749.5: a balance under $10 may be paid out in cash on request. */
  cashBackAllowed: boolean;
  entries: GiftCardEntryView[];
}

/** The server's price breakdown with what a gift card pays of the deposit and what is left to pay now (docs/design.md §27). */
export type PaymentBreakdown = PriceBreakdown & { giftCardAmount: string; dueNow: string };

/** A breakdown with `giftCents` of its deposit paid by a gift card. */
export const withGiftCard = (b: PriceBreakdown, giftCents: number): PaymentBreakdown =>
  ({ ...b, giftCardAmount: toDecimal(giftCents), dueNow: toDecimal(toCents(b.depositAmount) - giftCents) });
