import { useMutation } from '@tanstack/react-query';
import type { CreatedOrder } from '@sdp/shared/wire';
import { api } from '../../../lib/api-client.ts';
import type { CheckoutPayload } from '../../order/api/create-stripe-checkout.ts';

/** POST /api/orders (design §5, embedded flow): validates, checks zone and season, prices and creates the pending order. */
export const createOrder = (payload: CheckoutPayload) => api.post<CreatedOrder>('/orders', { ...payload });

export const useCreateOrder = () => useMutation({ mutationFn: createOrder });
