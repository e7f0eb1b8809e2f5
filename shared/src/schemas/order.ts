import * as v from 'valibot';
import { FIELD_MESSAGES as M } from '../constants/messages.ts';
import { SERVICE_LEVELS } from '../constants/business.ts';
import {
  addOnQuantities, customerEmail, customerName, customerPhone, isoDate, optionalText, photoPermission, trimmed, zipFiveDigits,
} from './fields.ts';
import { cityFitsZip, cityZipMessage } from '../geo/city-for-zip.ts';

/** The delivery week, photo permission and instructions, asked alike on both order forms (docs/product-spec.md §5). */
const whenAndWhatElse = {
  deliveryDate: v.pipe(v.string(M.deliveryDate), v.nonEmpty(M.deliveryDate)),
  // NOTE: asked with nothing preselected on both forms (ADR 084): a photograph of someone's home is published only on their own "yes".
  photoPermission,
  specialInstructions: optionalText(2000),
};

/** Home-page order dialog form (docs/product-spec.md §5, dialog column); the city must be the zip's (Del Mar is not 92037). */
const orderDialogFields = v.object({
  customerName,
  customerEmail,
  customerPhone,
  address: v.pipe(trimmed(200), v.minLength(5, M.addressDialog)),
  city: v.pipe(trimmed(100), v.minLength(2, M.cityDialog)),
  zipCode: v.pipe(trimmed(10), v.minLength(5, M.zipDialog)),
  ...whenAndWhatElse,
  discountCode: optionalText(40),
  // NOTE: docs/design.md §27: a gift card pays (part of) the deposit; the API checks it and holds what it pays.
  giftCardCode: optionalText(40),
  addOnQuantities: v.optional(addOnQuantities, {}),
  balanceConsent: v.optional(v.boolean(), false),
  textConsent: v.optional(v.boolean(), false),
});
// NOTE: on the city field, once city and zip are each valid (the rest of the form may not be yet).
export const orderDialogFormSchema = v.pipe(orderDialogFields, v.forward(v.partialCheck([['city'], ['zipCode']], cityFitsZip, cityZipMessage), ['city']));
export type OrderDialogForm = v.InferInput<typeof orderDialogFormSchema>;

/** Who and where, as /reserve and the API ask them (the dialog's own messages differ, above). */
const whoAndWhere = {
  customerName,
  customerEmail,
  customerPhone,
  address: v.pipe(trimmed(200), v.minLength(5, M.addressReserve)),
  city: v.pipe(trimmed(100), v.minLength(2, M.cityReserve)),
  zipCode: zipFiveDigits,
};

/** /reserve form (docs/product-spec.md §5, reservation column), with the same city and zip check. */
const reservationFields = v.object({
  packageId: v.pipe(v.string(M.packageRequired), v.nonEmpty(M.packageRequired)),
  serviceType: v.picklist(SERVICE_LEVELS, 'Please select a service level'),
  ...whoAndWhere,
  ...whenAndWhatElse,
  addOns: v.optional(addOnQuantities, {}),
  balanceConsent: v.optional(v.boolean(), false),
  textConsent: v.optional(v.boolean(), false),
});
export const reservationFormSchema = v.pipe(reservationFields, v.forward(v.partialCheck([['city'], ['zipCode']], cityFitsZip, cityZipMessage), ['city']));
export type ReservationForm = v.InferInput<typeof reservationFormSchema>;

const addOnLine = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)), 1),
});

/**
 * The order payload the API accepts (docs/product-spec.md §3). Add-ons come in either reading: ids + addOnQuantities, or [{ id, quantity }].
 * Prices the client may send are not part of it and are dropped.
 */
export const orderPayloadSchema = v.pipe(
  v.object({
    packageId: v.pipe(v.string(M.packageRequired), v.trim(), v.nonEmpty(M.packageRequired), v.maxLength(64)),
    serviceType: v.optional(v.picklist(SERVICE_LEVELS, 'Service type must be white-glove or drop-off')),
    ...whoAndWhere,
    deliveryDate: isoDate,
    // NOTE: a payload without an answer is not consent to photographs (ADR 084).
    photoPermission: v.optional(photoPermission, 'no'),
    specialInstructions: optionalText(2000),
    promoCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
    // NOTE: docs/design.md §27: a gift card pays (part of) the deposit; the hosted checkout holds it, the embedded one at update-payment.
    giftCardCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
    addOnServices: v.optional(v.union([v.array(v.pipe(v.string(), v.maxLength(64))), v.array(addOnLine)], 'Invalid add-ons'), []),
    addOnQuantities: v.optional(addOnQuantities, {}),
    // NOTE: docs/design.md §11: unticked by default; true saves the card for the off-session balance charge.
    balanceConsent: v.optional(v.boolean('balanceConsent must be true or false'), false),
    // NOTE: docs/design.md §19: its own box, unticked by default; true lets us text about the delivery.
    textConsent: v.optional(v.boolean('textConsent must be true or false'), false),
  }),
  v.forward(v.partialCheck([['city'], ['zipCode']], cityFitsZip, cityZipMessage), ['city']),
  v.transform(({ addOnServices, addOnQuantities: quantities, ...rest }) => ({ ...rest, addOns: normalizeAddOns(addOnServices, quantities) })),
);
export type OrderPayload = v.InferOutput<typeof orderPayloadSchema>;

/**
 * Both add-on readings -> one map of id -> quantity (zero lines dropped). Every id is kept as it came, "__proto__" and "constructor"
 * included (a map with no prototype, own keys only), so the catalog check refuses it instead of the line vanishing (issue 35, I5).
 */
export function normalizeAddOns(
  services: readonly (string | { id: string; quantity?: number })[],
  quantities: Record<string, number>,
): Record<string, number> {
  const result: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const entry of services) {
    const id = typeof entry === 'string' ? entry : entry.id;
    const quantity = typeof entry === 'string' ? (Object.hasOwn(quantities, id) ? quantities[id]! : 1) : (entry.quantity ?? 1);
    if (quantity > 0) result[id] = quantity;
  }
  for (const [id, quantity] of Object.entries(quantities)) if (!Object.hasOwn(result, id) && quantity > 0) result[id] = quantity;
  return result;
}

/** Body of POST /api/orders/:id/update-payment (docs/product-spec.md §7). */
export const updatePaymentSchema = v.object({
  selectedAddOns: v.optional(v.array(v.pipe(v.string(), v.maxLength(64))), []),
  addOnQuantities: v.optional(addOnQuantities, {}),
  promoCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
  giftCardCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
});

export const validatePromoSchema = v.object({
  code: v.pipe(v.string('Code is required'), v.maxLength(40)),
  totalAmount: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}(\.\d{1,2})?$/))], 'totalAmount must be an amount'),
    v.transform(Number),
    v.number(),
    v.minValue(0, 'totalAmount must be an amount'),
    v.maxValue(1_000_000, 'totalAmount must be an amount'),
  ),
});

/** Query of GET /api/orders/:id/confirmation: the PaymentIntent Stripe hands back to the page (docs/product-spec.md §7); missing reads as ''. */
export const orderConfirmationQuerySchema = v.object({
  payment_intent: v.optional(v.string('payment_intent must be given once'), ''),
});

export const verifyCheckoutSessionSchema = v.object({
  sessionId: v.pipe(v.string('sessionId is required'), v.trim(), v.nonEmpty('sessionId is required'), v.maxLength(255)),
});

/** The return from Stripe's redirect after an embedded payment: the PaymentIntent and the client secret Stripe appended. */
export const verifyPaymentIntentSchema = v.object({
  paymentIntent: v.pipe(v.string('paymentIntent is required'), v.trim(), v.nonEmpty('paymentIntent is required'), v.maxLength(255)),
  clientSecret: v.pipe(v.string('clientSecret is required'), v.trim(), v.nonEmpty('clientSecret is required'), v.maxLength(512)),
});
