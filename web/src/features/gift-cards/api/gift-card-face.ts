import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** GET /api/gift-cards/:code: what the printable card shows; one answer for every code that opens no card. */
export const useGiftCardFace = (code: string) =>
  useQuery({ queryKey: ['gift-card-face', code], queryFn: () => unwrap(api['gift-cards'][':code'].$get({ param: { code } })), retry: false });
