import { createFileRoute } from '@tanstack/react-router';
import { QuoteDepositScreen } from '../features/quote-deposit/components/quote-deposit-screen.tsx';

export const Route = createFileRoute('/quote-deposit/$token')({
  component: QuoteDepositRoute,
});

function QuoteDepositRoute() {
  return <QuoteDepositScreen token={Route.useParams().token} />;
}
