import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../../lib/api-client.ts';

export type GiftCardOrder = InferRequestType<typeof api['gift-cards']['checkout']['$post']>['json'];

/** POST /api/gift-cards/checkout (docs/design.md §27): answers the Checkout URL to send the buyer to. */
export const useBuyGiftCard = () =>
  useMutation({ mutationFn: (json: GiftCardOrder) => unwrap(api['gift-cards'].checkout.$post({ json })) });
