import * as v from 'valibot';
import { centsOfDecimal } from '../money.ts';

/** At most this much in one refund ($100,000.00): far above any order, and a guard against a typo's extra digits. */
export const MAX_REFUND_CENTS = 10_000_000;
const AMOUNT_MESSAGE = 'Amount must be a positive amount in dollars with at most two decimals, e.g. "50.00"';

/**
 * A dollar amount on the wire ("1825.00", docs/design.md §4) -> integer cents: at most `wholeDigits` digits before the point and
 * two after, then within [min, max] cents, each bound with its own message. Refunds, quoted amounts and catalog prices use it.
 */
export function dollarsInCents(message: string, wholeDigits: number, min: readonly [number, string], max: readonly [number, string]) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(new RegExp(`^\\d{1,${wholeDigits}}(\\.\\d{1,2})?$`), message),
    v.transform(centsOfDecimal),
    v.minValue(min[0], min[1]),
    v.maxValue(max[0], max[1]),
  );
}

/** A refund amount ("50.00") -> integer cents; negative, 3+ decimals, zero or huge are refused. */
export const dollarAmount = dollarsInCents(AMOUNT_MESSAGE, 9, [1, AMOUNT_MESSAGE], [MAX_REFUND_CENTS, 'Amount is larger than any refund this shop can make']);

const reasonText = v.pipe(v.string('Reason must be text'), v.trim(), v.maxLength(500, 'Reason must be at most 500 characters'));

/** POST /api/admin/orders/:id/refund (docs/design.md §11). */
export const refundRequestSchema = v.object({
  amount: dollarAmount,
  reason: v.optional(reasonText, ''),
  /** What to refund: the order's money (the default) or its tips for the crew (docs/design.md §27), never both in one refund. */
  of: v.optional(v.picklist(['order', 'tip'] as const, 'of must be "order" or "tip"'), 'order'),
});

/** POST /api/admin/orders/:id/cancel (docs/design.md §16): without `refundDeposit` the season's cancellation policy decides. */
export const cancelRequestSchema = v.object({
  refundDeposit: v.optional(v.boolean('refundDeposit must be true or false')),
  reason: v.optional(reasonText, ''),
});

export const EARLY_REASON_MESSAGE = 'Say why the porch is marked delivered before its delivery week';

/**
 * POST /api/admin/orders/:id/deliver (docs/design.md §16): `early` (admins only) marks it delivered before its week, with why.
 * `clientId` is the id the crew's phone gave this tap (ADR 146): the same tap sent again answers as done instead of 409.
 */
export const deliverRequestSchema = v.pipe(
  v.object({
    early: v.optional(v.boolean('early must be true or false'), false),
    reason: v.optional(reasonText, ''),
    clientId: v.optional(v.pipe(v.string('clientId must be text'), v.uuid('clientId must be a UUID made on the phone'))),
  }),
  v.forward(v.check((body) => !body.early || body.reason.length > 0, EARLY_REASON_MESSAGE), ['reason']),
);
