import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

const card = api.admin['gift-cards'][':code'];

/** GET /api/admin/gift-cards/:code: the card, its balance and every line of its ledger (staff). */
export const useStaffGiftCard = (code: string | null) =>
  useQuery({ queryKey: ['staff-gift-card', code], queryFn: () => unwrap(card.$get({ param: { code: code! } })), enabled: Boolean(code), retry: false });

export type GiftCardStaffAction = 'void' | 'refund' | 'cash-back';

/** POST /api/admin/gift-cards/:code/{void,refund,cash-back} { reason } (admins). */
export function useGiftCardAction(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: GiftCardStaffAction; reason: string }) =>
      unwrap(card[action].$post({ param: { code }, json: { reason } })),
    onSuccess: (data) => client.setQueryData(['staff-gift-card', code], data),
  });
}
