import { createFileRoute } from '@tanstack/react-router';
import { PayBalanceScreen } from '../features/checkout/components/pay-balance-screen.tsx';

export const Route = createFileRoute('/pay-balance/$token')({
  component: PayBalanceRoute,
});

function PayBalanceRoute() {
  const { token } = Route.useParams();
  return <PayBalanceScreen token={token} />;
}
