import { createFileRoute } from '@tanstack/react-router';
import { ConfirmationScreen } from '../features/confirmation/components/confirmation-screen.tsx';
import { parseConfirmationSearch } from '../features/confirmation/logic/confirmation-search.ts';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: parseConfirmationSearch,
  component: OrderConfirmationRoute,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});

function OrderConfirmationRoute() {
  return <ConfirmationScreen search={Route.useSearch()} />;
}
