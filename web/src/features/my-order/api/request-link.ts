import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** POST /api/my-order/link: always 202 with the same body; the link is e-mailed only when the address and order number match. */
export const useRequestMyOrderLink = () =>
  useMutation({ mutationFn: (json: { email: string; orderNumber: string }) => unwrap(api['my-order'].link.$post({ json })) });
