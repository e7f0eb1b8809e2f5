import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../../lib/api-client.ts';
import { orderSecretHeader, type OrderKey } from '../../../lib/stored-order.ts';

const orderById = api.orders[':id'];

/** What checkout always sends: every field of the route's body, none left to the server's defaults. */
type UpdatePaymentBody = InferRequestType<(typeof orderById)['update-payment']['$post']>['json'];
/** The selection sent to update-payment: every field, the gift card code only when one was entered (docs/design.md §27). */
export type PaymentSelection = Required<Omit<UpdatePaymentBody, 'giftCardCode'>> & Pick<UpdatePaymentBody, 'giftCardCode'>;
// NOTE: giftCardCode is sent too (null when none): a code removed must release its hold (docs/design.md §27).

/** POST /api/orders/:id/update-payment (docs/product-spec.md §7): re-prices the order and creates or updates its deposit PaymentIntent. */
export const updatePayment = (order: OrderKey, selection: PaymentSelection) =>
  unwrap(orderById['update-payment'].$post({ param: { id: encodeURIComponent(order.orderId) }, json: selection }, { headers: orderSecretHeader(order) }));

/** POST /api/orders/:id/confirm-payment: the server re-checks the intent; a failure is only logged (docs/product-spec.md §7). */
export const confirmOrderPayment = (order: OrderKey) =>
  unwrap(orderById['confirm-payment'].$post({ param: { id: encodeURIComponent(order.orderId) } }, { headers: orderSecretHeader(order) }));
