import { createFileRoute } from '@tanstack/react-router';
import { BuyGiftCardScreen } from '../features/gift-cards/components/buy-gift-card-screen.tsx';

export const Route = createFileRoute('/gift-cards/')({
  // NOTE: Checkout's success_url comes back with ?purchased=1 (server/src/gift-cards/buy-gift-card.ts).
  validateSearch: (search: Record<string, unknown>): { purchased?: boolean | undefined } => (String(search.purchased) === '1' ? { purchased: true } : {}),
  component: function GiftCardsRoute() {
    return <BuyGiftCardScreen purchased={Route.useSearch().purchased === true} />;
  },
});
