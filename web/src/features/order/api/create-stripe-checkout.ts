import { useMutation } from '@tanstack/react-query';
import type { ServiceLevel } from '@sdp/shared/constants/business';
import { api } from '../../../lib/api-client.ts';

/** The order payload of spec §3 (ids + addOnQuantities reading) plus the service level the card was ordered at. */
export interface CheckoutPayload {
  packageId: string;
  serviceType: ServiceLevel;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  deliveryDate: string;
  photoPermission: 'yes' | 'no';
  specialInstructions: string;
  promoCode?: string;
  addOnServices: string[];
  addOnQuantities: Record<string, number>;
}

export const createStripeCheckout = (payload: CheckoutPayload) =>
  api.post<{ url?: string }>('/create-stripe-checkout', payload as unknown as Record<string, unknown>);

export const useCreateStripeCheckout = () => useMutation({ mutationFn: createStripeCheckout });
