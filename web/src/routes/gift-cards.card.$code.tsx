import { createFileRoute } from '@tanstack/react-router';
import { PrintGiftCardScreen } from '../features/gift-cards/components/print-gift-card-screen.tsx';

export const Route = createFileRoute('/gift-cards/card/$code')({
  component: function GiftCardPrintRoute() {
    return <PrintGiftCardScreen code={Route.useParams().code} />;
  },
});
