import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationScreen } from '../features/confirmation/components/confirmation-screen.tsx';
import { parseConfirmationSearch } from '../features/confirmation/logic/confirmation-search.ts';

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: parseConfirmationSearch,
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  return <ConfirmationScreen search={Route.useSearch()} />;
}
