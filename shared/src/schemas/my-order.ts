import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { customerPhone, isoDate, trimmed } from './fields.ts';
import { dollarsInCents } from './money.ts';

/** The order number the dashboards and e-mails show: the last 8 characters of the order id, any case. */
export const ORDER_NUMBER_MESSAGE = 'Please enter the 8-character order number from your e-mail';

/**
 * PATCH /api/my-order/:token: the phone (the order form's rule), the special instructions, and the pick-up day (docs/design.md §26:
 * one of the season's pick-up days); at least one of them.
 */
export const myOrderDetailsSchema = v.pipe(
  v.object({
    customerPhone: v.optional(customerPhone),
    specialInstructions: v.optional(trimmed(2000)),
    pickupDate: v.optional(isoDate),
  }),
  v.check((body) => body.customerPhone !== undefined || body.specialInstructions !== undefined || body.pickupDate !== undefined,
    'Send customerPhone, specialInstructions or pickupDate to change'),
);
export type MyOrderDetails = v.InferOutput<typeof myOrderDetailsSchema>;

const TOTAL_MESSAGE = 'total must be the order total shown for the new week, e.g. "1805.00"';

/**
 * POST /api/my-order/:token/reschedule: the new week and, optionally, the order total the page showed for it (issue 36 item 4): when
 * the week's price has changed since, the move is refused (409) rather than made at a total the customer did not see.
 */
export const myOrderRescheduleSchema = v.object({
  deliveryDate: isoDate,
  total: v.optional(dollarsInCents(TOTAL_MESSAGE, 7, [0, TOTAL_MESSAGE], [99_999_999, TOTAL_MESSAGE])),
});

/** POST /api/my-order/link: "e-mail me my link" (docs/design.md §12). */
export const myOrderLinkSchema = v.object({
  email: v.pipe(v.string(M.email), v.trim(), v.maxLength(254, M.email), v.email(M.email)),
  orderNumber: v.pipe(
    v.string(ORDER_NUMBER_MESSAGE),
    v.trim(),
    v.transform((s) => s.replace(/^#/, '').toUpperCase()),
    v.regex(/^[0-9A-F]{8}$/, ORDER_NUMBER_MESSAGE),
  ),
});
export type MyOrderLinkRequest = v.InferOutput<typeof myOrderLinkSchema>;

/** POST /api/my-order/:token/card: the SetupIntent Stripe.js confirmed, to make its card the one the balance is charged to. */
export const myOrderCardSchema = v.object({
  setupIntent: v.pipe(v.string('setupIntent is required'), v.trim(), v.regex(/^seti_[A-Za-z0-9_]{1,250}$/, 'setupIntent must be a SetupIntent id')),
});

