import * as v from 'valibot';
import { centsOfDecimal, percentOf } from './money.ts';

// Tips for the crew (docs/design.md §27, ADR 300-302): the choices the customer is offered and the request that asks for one.

/** The tip choices beside "None" and "An amount", in percent of the order's total. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** The least tip we charge ($1.00): below it Stripe's fee would take most of it. */
export const MIN_TIP_CENTS = 100;
/** No tip above $1,000, whatever the order (ADR 301): a typo's extra digits never reach a card. */
export const MAX_TIP_CENTS = 100_000;
/** Nor above half of the order's total (ADR 301). */
export const MAX_TIP_PERCENT_OF_TOTAL = 50;

/** The most the customer may tip on an order of `totalCents`, in cents. */
export const maxTipCents = (totalCents: number): number => Math.min(MAX_TIP_CENTS, percentOf(totalCents, MAX_TIP_PERCENT_OF_TOTAL));

/** A percent tip of an order's total (the shared pricing's rounding: half up, in cents). */
export const tipForPercent = (totalCents: number, percent: TipPercent): number => percentOf(totalCents, percent);

const AMOUNT_MESSAGE = 'Tip amount must be dollars with at most two decimals, e.g. "25.00"';
const PERCENT_MESSAGE = `Tip percent must be one of ${TIP_PERCENTS.join(', ')}`;

/**
 * POST /api/my-order/:token/tip: `{ amount }` (dollars as a string) or `{ percent }` (10, 15 or 20), and `card: "saved"` to pay a tip
 * on its own with the card saved with the customer's consent; bounds that depend on the order are checked by the server.
 */
export const tipRequestSchema = v.pipe(
  v.object({
    amount: v.optional(v.pipe(v.string(AMOUNT_MESSAGE), v.trim(), v.regex(/^\d{1,7}(\.\d{1,2})?$/, AMOUNT_MESSAGE), v.transform(centsOfDecimal))),
    percent: v.optional(v.picklist(TIP_PERCENTS, PERCENT_MESSAGE)),
    card: v.optional(v.picklist(['saved', 'new'] as const, 'card must be "saved" or "new"'), 'new'),
  }),
  v.check((r) => (r.amount === undefined) !== (r.percent === undefined), 'Choose a tip: an amount or a percent, not both'),
);
export type TipRequest = v.InferOutput<typeof tipRequestSchema>;

/** What the customer's page and the staff order page know of the order's tips (money as decimal strings). */
export interface TipsView {
  /** Whether a tip may be given now (after delivery, none given yet), and why not in words when not. */
  offered: boolean;
  reason: string | null;
  /** Tips paid and refunded so far. */
  paid: string;
  refunded: string;
  /** The percent choices as amounts of this order's total, and the most one tip may be. */
  choices: { percent: TipPercent; amount: string }[];
  max: string;
  /** A tip is charged with the balance when the balance is still to pay on the page; otherwise on its own. */
  withBalance: boolean;
  /** The card saved with the customer's consent that may pay a tip on its own ("Visa ending in 4242"), or null. */
  savedCard: string | null;
}

/** What POST /api/my-order/:token/tip answers: a PaymentIntent to confirm, or nothing to do (the tip was already paid). */
export interface TipIntent {
  clientSecret?: string;
  savedCard?: { card: string; paymentMethod: string } | null;
  /** What the PaymentIntent charges (the balance and the tip, or the tip alone), and the tip in it. */
  amount: string;
  tip: string;
  withBalance: boolean;
}
