import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOASTS } from '@sdp/shared/constants/messages';
import { normalizePromoCode } from '@sdp/shared/schemas/fields';
import { type AddOnService, type Package } from '@sdp/shared/wire';
import { type ReservationForm } from '@sdp/shared/schemas/order';
import { type ServiceLevel } from '@sdp/shared/constants/business';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { track } from '../../../lib/analytics.ts';
import { saveStoredOrder } from '../../../lib/stored-order.ts';
import type { DiscountState } from '../../../lib/ordering/discount-message.ts';
import { orderRequest } from '../../../lib/ordering/order-request.ts';
import { useCreateOrder } from '../api/create-order.ts';
import { orderAttemptKeys } from './order-attempt.ts';
import { storedOrderFrom } from './stored-order-from.ts';

/**
 * Reservation submit (docs/product-spec.md §4): idle -> processing -> /checkout with the stored order data, or back to idle with a
 * "Checkout Error" toast. Only add-ons offered for the level are sent, and the promo only once it validated.
 */
export function useReservationSubmit() {
  const mutation = useCreateOrder();
  const navigate = useNavigate();
  // NOTE: stays "processing" through the navigation too, so the button never flickers back to idle on the way to /checkout.
  const [processing, setProcessing] = useState(false);
  // NOTE: pressing Reserve again with the same form is the same attempt (ADR 310): the same key, so at most one order.
  const attemptKey = useRef(orderAttemptKeys()).current;

  const submit = async (input: {
    values: ReservationForm;
    pkg: Package;
    level: ServiceLevel;
    addOns: AddOnService[];
    promoInput: string;
    discount: DiscountState;
  }) => {
    const { values, pkg, level, addOns } = input;
    const quantities = Object.fromEntries(
      addOns.map((addOn) => [addOn.id, values.addOns?.[addOn.id] ?? 0] as const).filter(([, quantity]) => quantity > 0),
    );
    const promoCode = input.discount.status === 'valid' ? normalizePromoCode(input.promoInput) : null;
    setProcessing(true);
    try {
      const payload = orderRequest(values, { packageId: pkg.id, serviceType: level, promoCode, quantities });
      const created = await mutation.mutateAsync({ payload, idempotencyKey: attemptKey(payload) });
      saveStoredOrder(storedOrderFrom({ created, pkg, fields: values, addOns, quantities }));
      track.initiateCheckout(pkg.name, Number(created.breakdown.depositAmount));
      await navigate({ to: '/checkout' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: TOASTS.checkoutError, description: message || TOASTS.checkoutFailedReserve, variant: 'destructive' });
      setProcessing(false);
    }
  };

  return { submit, isPending: processing || mutation.isPending };
}
