import * as v from 'valibot';

/** At most this much in one refund ($100,000.00): far above any order, and a guard against a typo's extra digits. */
export const MAX_REFUND_CENTS = 10_000_000;
const AMOUNT_MESSAGE = 'Amount must be a positive amount in dollars with at most two decimals, e.g. "50.00"';

/** A dollar amount on the wire ("50.00", docs/design.md §4) -> integer cents; negative, 3+ decimals, zero or huge are refused. */
export const dollarAmount = v.pipe(
  v.string(AMOUNT_MESSAGE),
  v.trim(),
  v.regex(/^\d{1,9}(\.\d{1,2})?$/, AMOUNT_MESSAGE),
  v.transform((s) => {
    const [whole, fraction = ''] = s.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  }),
  v.minValue(1, AMOUNT_MESSAGE),
  v.maxValue(MAX_REFUND_CENTS, 'Amount is larger than any refund this shop can make'),
);

/** POST /api/admin/orders/:id/refund (docs/design.md §11). */
export const refundRequestSchema = v.object({
  amount: dollarAmount,
  reason: v.optional(v.pipe(v.string('Reason must be text'), v.trim(), v.maxLength(500, 'Reason must be at most 500 characters')), ''),
});

/** POST /api/admin/orders/:id/cancel (docs/design.md §11). */
export const cancelRequestSchema = v.object({
  refundDeposit: v.boolean('refundDeposit must be true or false'),
});
